import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { lazy, type ReactNode, Suspense } from 'react';
import { persistOptions } from './offline/query-persistence';
import { cssVariablesResolver, theme } from './theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  /** Persist the query cache to IndexedDB (the app); tests use the in-memory cache only. */
  persist?: boolean;
  children: ReactNode;
}

// The toast container (transitions, portal) loads after the first paint; toasts shown before it
// mounts wait in Mantine's notifications store and appear when it does.
const ToastContainer = lazy(() => import('./ui/toast-container'));

/** Mantine (theme, notifications) and TanStack Query around the app or a test. */
export function AppProviders({ queryClient, persist = true, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <ToastContainer />
      </Suspense>
      {persist ? (
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
          {children}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      )}
    </MantineProvider>
  );
}
