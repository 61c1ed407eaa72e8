import { READ_TIMEOUT_MS } from '@contract/endpoint';
import { Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type BreadcrumbItem, Breadcrumbs } from './breadcrumbs';
import { NotAnsweringNote } from './data-age-note';

export interface ScreenPendingProps {
  /** The screen's heading while its data is not here ('Job details'). */
  heading: string;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** The breadcrumbs' separator, as the screen draws it ('/' by default; the assessment's '>'). */
  separator?: string;
  /** The screen's own loading words ('Loading job details...'). */
  loading: string;
  /** What the screen shows, for the note ('this job'). */
  what: string;
}

/**
 * A screen's frame (issue 35 C1), what the router's pending component draws for a signed-in
 * screen: a tap whose screen is not ready yet (its code still
 * on the way: a network that stopped answering holds the chunk) shows that screen's frame with
 * its loading words at once, never the screen it left, and at the read's deadline
 * (READ_TIMEOUT_MS, as the screens' own reads) says the network is not answering, with Try
 * again. The code's request cannot be asked again in this page (the browser keeps the one import
 * it started), so Try again opens the page anew; a network that answers meanwhile draws the screen
 * by itself. With the signed-in layouts' code (ui/pending-frames.tsx): it must not wait for the
 * network it stands in for.
 */
export function ScreenPending({ heading, breadcrumbs, separator, loading, what }: ScreenPendingProps) {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), READ_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} separator={separator} /> : null}
        <Title order={1} size="h3">
          {heading}
        </Title>
        {late ? (
          <NotAnsweringNote what={what} onRetry={() => window.location.reload()} />
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>{loading}</Text>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
