import {
  type FetchQueryOptions,
  onlineManager,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { waitAtMost } from './wait-at-most';

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

/**
 * index.html's boot shell, in #root until React draws the first screen: a page that has drawn any
 * screen (the login, before a sign-in leads to the dashboard) shows it instead, and then holding
 * the navigation would only keep that screen up longer (a slow network's login waited for the
 * dashboard's answers as well as its code).
 */
export const BOOT_SHELL_SELECTOR = '#root > .boot-bar';

function bootShellShown(): boolean {
  return typeof document !== 'undefined' && document.querySelector(BOOT_SHELL_SELECTOR) !== null;
}

/** For the tests: back to a page where nothing has been drawn yet. */
export function resetAreaDrawnForTests(): void {
  drawn = false;
}

/** A read a loader has started: whether the phone had an answer for it, and its fetch. */
export interface StartedRead {
  known: boolean;
  fetching: Promise<void>;
}

/**
 * Starts a screen's read (TanStack Query's prefetch), noting whether the phone had an answer. On
 * the page's first render the read is asked even when the answer the phone saved is still fresh:
 * opening or reloading the app shows the server's latest (the saved answer is drawn meanwhile).
 */
export function startRead<
  TQueryFnData = unknown,
  TError = Error,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(queryClient: QueryClient, read: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>): StartedRead {
  const known = queryClient.getQueryData(read.queryKey) !== undefined;
  return { known, fetching: queryClient.prefetchQuery(drawn ? read : { ...read, staleTime: 0 }) };
}

/**
 * A loader's wait for its screen's reads (`startRead`). While the page still shows its boot shell
 * (nothing drawn yet: the app opened on this screen), online, it waits (at most
 * FIRST_DATA_WAIT_MS) for those the phone had no answer for, so that the first render already
 * shows them; otherwise, and for reads answered from what the phone saved, it returns at once
 * (offline a query waits for the network).
 */
export async function prefetchForFirstRender(reads: StartedRead[]): Promise<void> {
  const missing = reads.filter((read) => !read.known).map((read) => read.fetching);
  if (drawn || !bootShellShown() || missing.length === 0 || !onlineManager.isOnline()) return;
  await waitAtMost(Promise.all(missing), FIRST_DATA_WAIT_MS);
}
