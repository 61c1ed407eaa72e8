import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A failure the server reported, shown in plain words above the form's button; stays until the next try. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red.8" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert" p="sm">
      {message}
    </Alert>
  );
}
