import { Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled section of My Profile and Edit Profile (a landmark named by its heading). */
export function ProfileSection({
  title,
  gap = 'md',
  children,
}: {
  title: string;
  /** the space between its parts: tighter on My Profile's read-only lists */
  gap?: 'sm' | 'md';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={id}>
      <Stack gap={gap}>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
