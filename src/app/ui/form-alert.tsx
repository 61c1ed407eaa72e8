import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * A failure in plain words (a server answer, a missing e-mail), shown in the form and kept until
 * the next try. Dark red on a pale red background passes AA contrast.
 */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
      role="alert"
      p="sm"
      styles={{
        root: { border: '1px solid var(--mantine-color-red-3)' },
        message: { color: 'var(--mantine-color-red-9)', fontSize: 'var(--mantine-font-size-sm)' },
        icon: { color: 'var(--mantine-color-red-9)' },
      }}
    >
      {message}
    </Alert>
  );
}
