import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/**
 * One entry of a list form (Employment 1, Education 2...): a bordered group named by its title,
 * with a Remove button ("Remove {title}") when the entry may go.
 */
export function TitledBlock({
  title,
  onRemove,
  children,
}: {
  title: string;
  onRemove: (() => void) | undefined;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text id={titleId} fw={700}>
            {title}
          </Text>
          {onRemove && (
            <Button
              variant="subtle"
              color="red"
              c="red.9"
              size="sm"
              onClick={onRemove}
              aria-label={`Remove ${title}`}
            >
              Remove
            </Button>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
