import { Container, Stack, Text, Title } from '@mantine/core';
import { type BreadcrumbItem, Breadcrumbs } from './breadcrumbs';

export interface ScreenPlaceholderProps {
  /** The screen's heading as the spec gives it. */
  title: string;
  breadcrumbs?: readonly BreadcrumbItem[];
  breadcrumbSeparator?: string;
}

/** signed-in-area.md §2: the Coming Soon placeholder screen. */
export const COMING_SOON = 'Coming Soon';
export const PLACEHOLDER_TEXT = 'This screen is coming in a later release.';

/** The Coming Soon placeholder (signed-in-area.md §2): what a screen the spec does not show yet shows (chat). */
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
        <Text fw={700} size="lg">
          {COMING_SOON}
        </Text>
        <Text c="dark.6">{PLACEHOLDER_TEXT}</Text>
      </Stack>
    </Container>
  );
}
