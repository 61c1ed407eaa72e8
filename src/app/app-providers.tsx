import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { TOAST_MS } from '../contract/limits';
import { persistOptions } from './offline/query-persistence';
import { cssVariablesResolver, theme } from './theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  /** Persist the query cache to IndexedDB (the app); tests use the in-memory cache only. */
  persist?: boolean;
  children: ReactNode;
}

/** Mantine (theme, dates, notifications) and TanStack Query around the app or a test. */
export function AppProviders({ queryClient, persist = true, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 1 }}>
        <Notifications position="top-right" autoClose={TOAST_MS} zIndex={1000} />
        {persist ? (
          <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
            {children}
          </PersistQueryClientProvider>
        ) : (
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        )}
      </DatesProvider>
    </MantineProvider>
  );
}
