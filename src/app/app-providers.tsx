import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { persistOptions } from './offline/query-persistence';
import { cssVariablesResolver, theme } from './theme';
import { DeferredToasts } from './ui/deferred-toasts';

export interface AppProvidersProps {
  queryClient: QueryClient;
  /** Persist the query cache to IndexedDB (the app); tests use the in-memory cache only. */
  persist?: boolean;
  children: ReactNode;
}

/** Mantine (theme, notifications) and TanStack Query around the app or a test. */
export function AppProviders({ queryClient, persist = true, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DeferredToasts />
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
