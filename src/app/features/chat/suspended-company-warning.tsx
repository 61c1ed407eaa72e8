import { SUSPENDED_COMPANY_WARNING } from '@contract/company-trust';
import { Alert } from '@mantine/core';

/** A suspended company's conversation warns its candidate, above the messages (issue 37). */
export function SuspendedCompanyWarning({ suspended }: { suspended: boolean }) {
  if (!suspended) return null;
  return (
    <Alert color="red" variant="light" role="alert" title="Company suspended">
      {SUSPENDED_COMPANY_WARNING}
    </Alert>
  );
}
