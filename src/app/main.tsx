import './mantine-styles';
import './app.css';

import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import { PRERENDERED_ATTRIBUTE, shouldHydrate } from './hydration';
import { whenServiceWorkerMayStart } from './offline/service-worker-start';
import { connectApiClient, createAppRouter } from './router';
import { listenForBack } from './ui/back-listener';

/** A first visit's quiet moment after the load before its service worker may start precaching. */
const FIRST_VISIT_QUIET_MS = 3_000;

// The service worker (and its update prompt) waits until the page has loaded: it is not needed
// for the first paint, and its module is kept out of the start-up bundle. On a first visit its
// install precaches the whole build: it waits a moment more, and while a first login is on its
// way (offline/service-worker-start.ts), so that it never shares a slow line with the login.
if (import.meta.env.PROD) {
  const register = () => void import('./offline/register-sw').then((m) => m.registerServiceWorker());
  const afterLoad = () => {
    if (navigator.serviceWorker?.controller) register();
    else setTimeout(() => whenServiceWorkerMayStart(register), FIRST_VISIT_QUIET_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root: HTMLElement = container;

/**
 * Its effect runs once the whole first render has committed (it is the last child): the root then
 * loses `data-prerendered`, which tells anyone waiting (the end-to-end journeys) that the app
 * has taken over the prerendered markup.
 */
function MarkTakenOver() {
  useEffect(() => root.removeAttribute(PRERENDERED_ATTRIBUTE), []);
  return null;
}

/**
 * Gives the browser the main thread between the start-up steps (a tap or a paint can run), so
 * start-up is a few short tasks instead of one long one: evaluating the bundle, making the
 * router, resolving the route and rendering each end a task of their own.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// The route is resolved (guards run, its code loaded) before the first render, so that render
// already shows the final screen instead of re-rendering everything when the router settles.
// A signed-out entry screen arrives rendered at build time (src/app/prerender.tsx): when the
// resolved route is the one the markup was made for, React hydrates it (the first paint was
// already the real screen); otherwise (the plain shell, a signed-in visitor sent away from `/`)
// it renders from scratch. Both happen in a transition, which yields to the browser every few
// milliseconds instead of blocking the main thread for the whole first render.
async function start(): Promise<void> {
  await yieldToBrowser();
  // before the router's own popstate listener: Back closes a dialog without the router seeing it
  listenForBack();
  const router = createAppRouter();
  connectApiClient(router);
  await yieldToBrowser();
  await router.load().catch(() => undefined);
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
      <MarkTakenOver />
    </StrictMode>
  );
  if (shouldHydrate(root, router.state.location.pathname)) {
    // What TanStack Router's own client hydration sets: the router then renders the tree the
    // server rendered (no client-only Suspense boundary around the matches).
    router.ssr = { manifest: undefined };
    // In a transition, hydration yields to the browser every few milliseconds too (the screen is
    // already painted; this keeps the main thread free for a tap while it becomes interactive).
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}

void start();
