import type { QueryClient } from '@tanstack/react-query';
import type { Session } from './session';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  session: Session;
  /**
   * The signed-in area's query client, for loaders that fill the cache (e.g. `prefetchQuery`):
   * the app's persisted one, loaded on first use (a signed-out visit never loads TanStack Query),
   * restored from IndexedDB before it is handed out, or the tests' in-memory one. A loader
   * should not block on a fetch (offline a query waits for the network), except for a first
   * render's short wait for what the phone lacks (api/first-data.ts).
   */
  queryClient: () => Promise<QueryClient>;
}
