import { type ComponentType, lazy, useEffect } from 'react';

/**
 * A component kept out of its screen's first render and first chunk (a dialog that opens on a
 * tap): `Component` loads its module on first render (render it inside <Suspense>), and
 * `usePreload()`, called by the screen, fetches that module as soon as the screen is idle, so a
 * tap made later (offline too) finds it loaded.
 */
export function idleLazy<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): { Component: ComponentType<P>; usePreload: () => void } {
  let loading: Promise<M> | undefined;
  const once = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // tried again on the next render or idle moment
      throw error;
    });
    return loading;
  };
  const Component = lazy(async () => ({ default: pick(await once()) }));
  const usePreload = () => {
    useEffect(() => {
      const preload = () => void once().catch(() => undefined);
      if ('requestIdleCallback' in window) {
        const id = window.requestIdleCallback(preload, { timeout: 5_000 });
        return () => window.cancelIdleCallback(id);
      }
      const timer = setTimeout(preload, 2_000);
      return () => clearTimeout(timer);
    }, []);
  };
  return { Component, usePreload };
}
