import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { setClientHooks } from './api/client-hooks';
import { loginKeeping, RECRUITER_LOGIN, recruiterLoginKeeping } from './route-guards';
import { type FileRouteTypes as AppFileRouteTypes, routeTree } from './routeTree.gen';
import { session, sessionLeftStorage } from './session';
import type { FileRouteTypes as WorkspaceFileRouteTypes } from './workspace-route-tree.gen';

export interface AppRouterOptions {
  /** Browser history by default; tests pass createMemoryHistory(). */
  history?: RouterHistory;
  /** The tests' in-memory query client; the app's persisted one (loaded on first use) otherwise. */
  queryClient?: QueryClient;
}

/**
 * The app's query client, from its module (TanStack Query and the persister load on first use),
 * restored from IndexedDB first: a loader then sees what this phone saved, and the first render
 * has it too (offline/app-query-provider.tsx).
 */
async function appQueryClient(): Promise<QueryClient> {
  const persistence = await import('./offline/query-persistence');
  return persistence.restoreAppQueryClient();
}

/**
 * The routes the app's links and navigations may name: the app's tree's and the recruiter
 * workspace's (src/app/workspace-routes/, mounted under `_recruiter` once a recruiter opens it:
 * workspace-routes-mount.ts), so `<Link to="/recruiter/jobs/$jobId/edit" params={{ jobId }}>` is
 * checked like any other. A workspace route's id in these types is its own tree's
 * ('/recruiter/inbox'); at run time it is the mounted one ('/_recruiter/recruiter/inbox').
 */
interface RouteTypes {
  fileRoutesByFullPath: AppFileRouteTypes['fileRoutesByFullPath'] &
    WorkspaceFileRouteTypes['fileRoutesByFullPath'];
  fullPaths: AppFileRouteTypes['fullPaths'] | WorkspaceFileRouteTypes['fullPaths'];
  fileRoutesByTo: AppFileRouteTypes['fileRoutesByTo'] & WorkspaceFileRouteTypes['fileRoutesByTo'];
  to: AppFileRouteTypes['to'] | WorkspaceFileRouteTypes['to'];
  id: AppFileRouteTypes['id'] | Exclude<WorkspaceFileRouteTypes['id'], '__root__'>;
  fileRoutesById: AppFileRouteTypes['fileRoutesById'] &
    Omit<WorkspaceFileRouteTypes['fileRoutesById'], '__root__'>;
}

/** The app's tree as the router's types see it: with the workspace's routes (a type alone). */
type AppRouteTree = ReturnType<typeof routeTree._addFileTypes<RouteTypes>>;

/** The app's router: file routes, typed context { session, queryClient }, preload on intent. */
export function createAppRouter({ history, queryClient }: AppRouterOptions = {}) {
  return createRouter({
    // the tree it becomes once a recruiter's workspace is mounted (no change at run time)
    routeTree: routeTree as unknown as AppRouteTree,
    history,
    context: { session, queryClient: queryClient ? async () => queryClient : appQueryClient },
    defaultPreload: 'intent',
    // TanStack Query owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A navigation whose screen is not here yet (its code held by a network that stopped
    // answering) draws that screen's frame (issue 35 C1): no route waits for one (Infinity) until
    // its layout has armed its screens with their frames (ui/pending-frames.tsx, screen-frames/).
    // A first render, a hydration and the signed-out screens never show one. This default (nothing)
    // gives every match from the first render on the Suspense boundary a frame is drawn in.
    defaultPendingComponent: () => null,
    defaultPendingMs: Number.POSITIVE_INFINITY,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Whether the router's latest location is under `layoutId` ('/_signed-in', '/_onboarding'). */
function isUnder(router: AppRouter, layoutId: string): boolean {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  return routes.some((route) => route.id === layoutId);
}

/**
 * The client's 403 rule clears the caches and goes to `/` through these hooks (no import cycle);
 * from a signed-in page it keeps that page in `?redirect=`, so that the login leads back to it
 * (a shared job opened with an ended session, issue 22 SH2). The query cache's module (TanStack
 * Query, the IndexedDB persister) is loaded only then: a signed-out first visit never loads it.
 * `queryClient`: the tests' in-memory client; the app's own one otherwise.
 *
 * Another tab's sign-out (its clearing of the storage, seen here as a `storage` event) takes the
 * same path in a tab that shows a signed-in or onboarding page (issue 22 B4).
 */
export function connectApiClient(router: AppRouter, queryClient?: QueryClient): void {
  setClientHooks({
    clearCaches: async () => {
      const persistence = await import('./offline/query-persistence');
      await persistence.clearAllQueryCaches(queryClient ?? persistence.appQueryClient());
    },
    navigateHome: () => {
      // several calls may end at once: the first one's way (and its ?redirect=) stands
      const { pathname, href: here } = router.latestLocation;
      if (pathname === '/' || pathname === RECRUITER_LOGIN) return;
      // a recruiter's ended session goes to the recruiter login, keeping the page (issue 23)
      const href = isUnder(router, '/_recruiter')
        ? recruiterLoginKeeping(here)
        : isUnder(router, '/_signed-in')
          ? loginKeeping(here)
          : '/';
      void router.navigate({ href, replace: true });
    },
  });
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    const left = sessionLeftStorage(event);
    if (!left) return;
    if (!['/_signed-in', '/_onboarding', '/_recruiter'].some((layout) => isUnder(router, layout))) return;
    void import('./api/client').then((client) => client.applyInvalidSessionRule(left, true));
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  /** What a route declares for the layout around it (the deepest match that sets a key wins). */
  interface StaticDataRouteOption {
    /** The public header's button: Signup, Login or none (signed-out spec, Header). Default Login. */
    headerAction?: 'signup' | 'login' | 'none';
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** /onboarding -> /managerial: the id the level save answered (signed-out spec §2 Managerial role). */
    experience_id?: number;
  }
}
