import { QueryClientContext } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useContext } from 'react';
import { appQueryClient, persistOptions } from './query-persistence';

/**
 * TanStack Query for the signed-in area only: its layout route renders this around its screens,
 * so Query, its IndexedDB persister and idb-keyval load with the signed-in code and never with a
 * signed-out first visit. The app's one client is restored from IndexedDB before the screens'
 * queries run (offline screens render the last visit's data). A client given by an outer
 * QueryClientProvider (the unit tests' in-memory one) is used as it is.
 */
export function AppQueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return (
    <PersistQueryClientProvider client={appQueryClient()} persistOptions={persistOptions}>
      {children}
    </PersistQueryClientProvider>
  );
}
