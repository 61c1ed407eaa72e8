import { Box, Container, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

export interface HeaderBarProps {
  /** Space between the row's groups. */
  gap: MantineSpacing | number;
  /** The row: logo on the left, actions on the right (spread apart). */
  children: ReactNode;
  /** Rendered inside the header after the row, e.g. the navigation drawer. */
  extra?: ReactNode;
}

/** The sticky white 64 px header bar with a bottom border shared by the public and signed-in headers. */
export function HeaderBar({ gap, children, extra }: HeaderBarProps) {
  return (
    <Box
      component="header"
      bg="white"
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        position: 'sticky',
        top: 0,
        zIndex: 100,
      }}
    >
      <Container size="lg" h={64} px={{ base: 'sm', sm: 'md' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap={gap}>
          {children}
        </Group>
      </Container>
      {extra}
    </Box>
  );
}
