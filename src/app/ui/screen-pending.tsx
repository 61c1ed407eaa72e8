import { READ_TIMEOUT_MS } from '@contract/endpoint';
import { Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { afterPaintAndIdle } from './after-paint';
import { type BreadcrumbItem, Breadcrumbs } from './breadcrumbs';
import { NotAnsweringNote } from './data-age-note';

/**
 * A route's `pendingMs` (written in the route's file, as the first visit's bundle must not import
 * this module): how long a navigation may wait for its screen (its code, its loader) before the
 * screen's frame is drawn in its place, 100 ms: short enough to read as at once, long enough that
 * a screen whose code is already here never flashes it.
 */

export interface ScreenPendingProps {
  /** The screen's heading while its data is not here ('Job details'). */
  heading: string;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** The screen's own loading words ('Loading job details...'). */
  loading: string;
  /** What the screen shows, for the note ('this job'). */
  what: string;
}

/**
 * A route's pending component (issue 35 C1): a tap whose screen is not ready yet (its code still
 * on the way: a network that stopped answering holds the chunk) shows that screen's frame with
 * its loading words at once, never the screen it left, and at the read's deadline
 * (READ_TIMEOUT_MS, as the screens' own reads) says the network is not answering, with Try
 * again. The code's request cannot be asked again in this page (the browser keeps the one import
 * it started), so Try again opens the page anew; a network that answers meanwhile draws the screen
 * by itself. Kept in the route's eager part: it must not wait for the chunk it stands in for.
 */
export function ScreenPending({ heading, breadcrumbs, loading, what }: ScreenPendingProps) {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), READ_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
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

/**
 * Loads the routes' pending components (their frames, lazy so that the first visit's bundle does
 * not carry them) once the signed-in layout has painted: a frame must be here before the network
 * stops answering, as it stands in for code that then cannot come.
 */
export function usePendingFrames(): void {
  const router = useRouter();
  useEffect(
    () =>
      afterPaintAndIdle(() => {
        for (const route of Object.values(router.routesById)) {
          const pending = route.options.pendingComponent as { preload?: () => Promise<void> } | undefined;
          void pending?.preload?.().catch(() => undefined);
        }
      }),
    [router],
  );
}
