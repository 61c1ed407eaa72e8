import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';

import { RouterProvider } from '@tanstack/react-router';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import { createAppQueryClient } from './offline/query-persistence';
import { registerServiceWorker } from './offline/register-sw';
import { connectApiClient, createAppRouter } from './router';

dayjs.extend(customParseFormat);

const queryClient = createAppQueryClient();
const router = createAppRouter({ queryClient });
connectApiClient(router, queryClient);

if (import.meta.env.PROD) registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
