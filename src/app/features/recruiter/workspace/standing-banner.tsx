import { type CompanyStanding, STANDING_BANNER } from '@contract/company-trust';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * The workspace's banner for a company that is not verified yet or is suspended (issue 37): what
 * it cannot do (publish, message) and how it becomes verified. Nothing for a verified company or
 * while the standing is not known.
 */
export function StandingBanner({ standing }: { standing: CompanyStanding | undefined }) {
  if (standing === undefined || standing === 'verified') return null;
  const { title, text } = STANDING_BANNER[standing];
  return (
    <Alert
      role="status"
      color={standing === 'suspended' ? 'red' : 'yellow'}
      variant="light"
      title={title}
      icon={<IconAlertTriangle aria-hidden="true" />}
      mb="md"
    >
      {text}
    </Alert>
  );
}
