import { type FetchQueryOptions, onlineManager, type QueryClient } from '@tanstack/react-query';

/**
 * The longest a screen's first render waits for the answers it has none of. A first visit (a new
 * phone, cleared data) has nothing saved: drawing placeholders and then the whole screen again a
 * moment later costs a cheap phone a second render and its layout for nothing, when the answers
 * (started by the page's early start, early-start.ts) are usually a round trip away. A network
 * that is slower than this gets the placeholders, then the answers.
 */
export const FIRST_DATA_WAIT_MS = 1_000;

let drawn = false;

/**
 * Called once a screen of the app's query area has been drawn (offline/app-query-provider.tsx):
 * from then on a route's loader never holds a navigation for its answers (the screen shows its
 * own placeholders), only the page's first render does.
 */
export function noteAreaDrawn(): void {
  drawn = true;
}

/** For the tests: back to a page where nothing has been drawn yet. */
export function resetAreaDrawnForTests(): void {
  drawn = false;
}

type AnyFetchOptions = FetchQueryOptions<any, any, any, any>;

/**
 * A loader's prefetch of its screen's reads. Before the page's first screen is drawn, online, it
 * waits (at most FIRST_DATA_WAIT_MS) for those of them this phone has no answer for, so that the
 * first render already shows them; otherwise, and for reads answered from what the phone saved,
 * it starts the fetches and returns at once (offline a query waits for the network).
 */
export async function prefetchForFirstRender(queryClient: QueryClient, reads: AnyFetchOptions[]): Promise<void> {
  const missing: Promise<void>[] = [];
  for (const read of reads) {
    const known = queryClient.getQueryData(read.queryKey) !== undefined;
    const fetching = queryClient.prefetchQuery(read);
    if (!known) missing.push(fetching);
  }
  if (drawn || missing.length === 0 || !onlineManager.isOnline()) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FIRST_DATA_WAIT_MS);
  });
  await Promise.race([Promise.all(missing), waited]);
  clearTimeout(timer);
}
