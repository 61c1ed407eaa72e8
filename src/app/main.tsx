import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';

import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TOAST_MS } from '../contract/limits';
import { setClientHooks } from './api/client';
import { clearAllQueryCaches, createAppQueryClient, persistOptions } from './offline/query-persistence';
import { registerServiceWorker } from './offline/register-sw';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

dayjs.extend(customParseFormat);

const queryClient = createAppQueryClient();
const router = createAppRouter({ queryClient });

// The client's 403 rule clears the caches and goes to `/` through these hooks (no import cycle).
setClientHooks({
  clearCaches: () => clearAllQueryCaches(queryClient),
  navigateHome: () => {
    void router.navigate({ to: '/', replace: true });
  },
});

if (import.meta.env.PROD) registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 1 }}>
        <Notifications position="top-right" autoClose={TOAST_MS} zIndex={1000} />
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
          <RouterProvider router={router} />
        </PersistQueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  </StrictMode>,
);
