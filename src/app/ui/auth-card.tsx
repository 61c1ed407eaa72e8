import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Wider card for the two-column sign-up step. */
  wide?: boolean;
}

/** The centred card every signed-out screen of this feature sits in; fits 360 px without sideways scroll. */
export function AuthCard({ title, subtitle, children, wide = false }: AuthCardProps) {
  return (
    <Container size={wide ? 560 : 440} px="sm" py="xl" w="100%">
      <Paper withBorder radius="md" p={{ base: 'md', xs: 'xl' }} shadow="xs">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle ? <Text c="gray.7">{subtitle}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
