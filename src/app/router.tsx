import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { setClientHooks } from './api/client';
import { clearAllQueryCaches } from './offline/query-persistence';
import { routeTree } from './routeTree.gen';
import { session } from './session';

export interface AppRouterOptions {
  queryClient: QueryClient;
  /** Browser history by default; tests pass createMemoryHistory(). */
  history?: RouterHistory;
}

/** The app's router: file routes, typed context { session, queryClient }, preload on intent. */
export function createAppRouter({ queryClient, history }: AppRouterOptions) {
  return createRouter({
    routeTree,
    history,
    context: { session, queryClient },
    defaultPreload: 'intent',
    // TanStack Query owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** The client's 403 rule clears the caches and goes to `/` through these hooks (no import cycle). */
export function connectApiClient(router: AppRouter, queryClient: QueryClient): void {
  setClientHooks({
    clearCaches: () => clearAllQueryCaches(queryClient),
    navigateHome: () => {
      void router.navigate({ to: '/', replace: true });
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
