import type { QueryClient } from '@tanstack/react-query';
import type { Session } from './session';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  session: Session;
  /**
   * The signed-in area's query client, for loaders that fill the cache (e.g. `prefetchQuery`):
   * the app's persisted one, loaded on first use (a signed-out visit never loads TanStack Query),
   * or the tests' in-memory one. A loader should not block on a fetch: offline a query waits
   * for the network, and the persisted cache is restored by the signed-in layout.
   */
  queryClient: () => Promise<QueryClient>;
}
