import { type BreadcrumbItem, Breadcrumbs } from '@app/ui/breadcrumbs';
import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One onboarding step's frame: its breadcrumbs (first crumb links to /onboarding), heading, content. */
export function OnboardingFrame({
  crumbs,
  title,
  children,
}: {
  /** The crumbs after 'Onboarding', e.g. ['Fresher', 'Certification Details'] */
  crumbs: readonly string[];
  title?: ReactNode;
  children: ReactNode;
}) {
  const items: BreadcrumbItem[] = [
    { label: 'Onboarding', to: '/onboarding' },
    ...crumbs.map((label) => ({ label })),
  ];
  return (
    <Container size="md" py="lg" px="md">
      <Stack gap="md">
        <Breadcrumbs items={items} />
        {title && (
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
        )}
        {children}
      </Stack>
    </Container>
  );
}
