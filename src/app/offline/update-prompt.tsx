import { Button, Group, Text } from '@mantine/core';

export const UPDATE_NOTIFICATION_ID = 'app-update';

/** The body of the "new version" notification. */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">A new version of RCM Careers is ready.</Text>
      <Button size="xs" onClick={onReload}>
        Reload
      </Button>
    </Group>
  );
}
