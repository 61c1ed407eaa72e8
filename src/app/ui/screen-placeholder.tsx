import { Container, Stack, Text, Title } from '@mantine/core';
import { type BreadcrumbItem, Breadcrumbs } from './breadcrumbs';

export interface ScreenPlaceholderProps {
  /** The screen's heading as the spec gives it. */
  title: string;
  breadcrumbs?: readonly BreadcrumbItem[];
  breadcrumbSeparator?: string;
}

export const PLACEHOLDER_TEXT = 'This screen is coming in a later release.';

/** What a registered route shows until the issue that builds its screen lands. */
export function ScreenPlaceholder({ title, breadcrumbs, breadcrumbSeparator }: ScreenPlaceholderProps) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        {breadcrumbs && breadcrumbs.length > 0 && (
          <Breadcrumbs items={breadcrumbs} separator={breadcrumbSeparator} />
        )}
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed">{PLACEHOLDER_TEXT}</Text>
      </Stack>
    </Container>
  );
}
