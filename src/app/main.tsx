import './mantine-styles';
import './app.css';

import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import { createAppQueryClient } from './offline/query-persistence';
import { connectApiClient, createAppRouter } from './router';

const queryClient = createAppQueryClient();
const router = createAppRouter({ queryClient });
connectApiClient(router, queryClient);

// The service worker (and its update prompt) waits until the page has loaded: it is not needed
// for the first paint, and its module is kept out of the start-up bundle.
if (import.meta.env.PROD) {
  const register = () => void import('./offline/register-sw').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition render yields to the browser every few milliseconds instead of blocking the main
// thread for the whole first render (cheap phones: input stays responsive while the app starts).
// The route is resolved (guards run, its code loaded) before the first render, so that render
// already shows the final screen instead of re-rendering everything when the router settles.
const root = createRoot(container);
void router.load().finally(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
