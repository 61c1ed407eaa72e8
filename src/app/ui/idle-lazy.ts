import { type ComponentType, lazy, useEffect, useState } from 'react';

/**
 * Runs `run` once the page is idle (requestIdleCallback), at most `timeout` ms later. A browser
 * without requestIdleCallback runs it `fallbackMs` later (0: at once). Returns the cancel.
 * The one idle wait of the app (afterPaintAndIdle, useAfterIdle and idleLazy use it).
 */
export function whenIdle(
  run: () => void,
  { timeout = 5_000, fallbackMs = 2_000 }: { timeout?: number; fallbackMs?: number } = {},
): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  if (fallbackMs <= 0) {
    run();
    return () => {};
  }
  const timer = setTimeout(run, fallbackMs);
  return () => clearTimeout(timer);
}

/**
 * False until the page has been idle once after this component mounted: a part of a screen that
 * may come a moment later (a read nobody waits for) starts then, not among the screen's first
 * requests and renders.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}

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
    useEffect(() => whenIdle(() => void once().catch(() => undefined)), []);
  };
  return { Component, usePreload };
}
