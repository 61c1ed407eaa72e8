/**
 * Build-time rendering of the signed-out entry screens (scripts/build.mjs): each route in
 * PRERENDERED_ROUTES is rendered to HTML with react-dom/server, the router on a memory history
 * and Mantine, as a signed-out visitor sees it on a first visit. The client hydrates that markup
 * (see hydration.ts) instead of painting a blank shell and waiting for its JavaScript.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppProviders } from './app-providers';
import { PRERENDERED_ROUTES } from './hydration';
import { createAppRouter } from './router';

export { PRERENDERED_ROUTES };

/** The markup of the app's root element at `path`, for a signed-out first visit. */
export async function renderRoute(path: string): Promise<string> {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const resolved = router.state.location.pathname;
  if (resolved !== path) throw new Error(`prerender: ${path} resolved to ${resolved}`);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
