import { IsRestoringProvider, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { type ReactNode, useContext, useEffect, useState } from 'react';
import { noteAreaDrawn } from '../api/first-data';
import {
  appQueryClient,
  isAppQueryClientRestored,
  persistNow,
  persistOptions,
  whenAppQueryClientRestored,
} from './query-persistence';

/**
 * TanStack Query for the signed-in area only: its layout route renders this around its screens,
 * so Query, its IndexedDB persister and idb-keyval load with the signed-in code and never with a
 * signed-out first visit. The app's one client is restored from IndexedDB before the screens'
 * queries run (offline screens render the last visit's data): the router's context restores it
 * before the area's loaders run (router.tsx), so the first render already has it and is not drawn
 * again when the restore ends; should this render come first all the same, its queries wait
 * (`useIsRestoring`) until it ends. Once restored, every change of the cache is saved. A client
 * given by an outer QueryClientProvider (the unit tests' in-memory one) is used as it is.
 */
export function AppQueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const [restored, setRestored] = useState(isAppQueryClientRestored);
  useEffect(noteAreaDrawn, []);
  useEffect(() => {
    if (outer || restored) return;
    let live = true;
    void whenAppQueryClientRestored().then(() => live && setRestored(true));
    return () => {
      live = false;
    };
  }, [outer, restored]);
  // saving: each change of the cache (throttled to a second), once the restore has ended
  useEffect(() => {
    if (outer || !restored) return;
    return persistQueryClientSubscribe({ ...persistOptions, queryClient: appQueryClient() });
  }, [outer, restored]);
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
    <QueryClientProvider client={appQueryClient()}>
      <IsRestoringProvider value={!restored}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
