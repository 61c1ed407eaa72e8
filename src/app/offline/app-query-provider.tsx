import { QueryClientContext } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useContext, useEffect } from 'react';
import { dropUntakenEarlyCalls } from '../api/early-calls';
import { appQueryClient, persistNow, persistOptions } from './query-persistence';

/**
 * After the persisted cache is restored, the screen's queries start (or find fresh answers and
 * start nothing): the page's early calls still untaken by then are dropped.
 */
export const EARLY_CALLS_KEPT_AFTER_RESTORE_MS = 2_000;
const dropEarlyCallsSoon = () => void setTimeout(dropUntakenEarlyCalls, EARLY_CALLS_KEPT_AFTER_RESTORE_MS);

/**
 * TanStack Query for the signed-in area only: its layout route renders this around its screens,
 * so Query, its IndexedDB persister and idb-keyval load with the signed-in code and never with a
 * signed-out first visit. The app's one client is restored from IndexedDB before the screens'
 * queries run (offline screens render the last visit's data). A client given by an outer
 * QueryClientProvider (the unit tests' in-memory one) is used as it is.
 */
export function AppQueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  // leaving or hiding the page writes the cache at once (the persister waits a second otherwise)
  useEffect(() => {
    if (outer) return;
    const save = () => {
      if (document.visibilityState === 'hidden') void persistNow(appQueryClient());
    };
    const leave = () => void persistNow(appQueryClient());
    document.addEventListener('visibilitychange', save);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', save);
      window.removeEventListener('pagehide', leave);
    };
  }, [outer]);
  if (outer) return children;
  return (
    <PersistQueryClientProvider
      client={appQueryClient()}
      persistOptions={persistOptions}
      onSuccess={dropEarlyCallsSoon}
      onError={dropEarlyCallsSoon}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
