import { useEffect, useState } from 'react';
import { whenIdle } from './idle-lazy';

/**
 * Runs `run` once the frame being drawn now has been painted and shown: two animation frames,
 * then a task (a frame's paint reaches the screen a moment after the first frame's callbacks).
 * What a screen does not need for its first paint (its event stream, a list below the fold and
 * its images) starts then, not among the requests and work that paint waits for.
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let second: number | undefined;
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(() => {
      timer = setTimeout(run, 0);
    });
  });
  return () => {
    cancelAnimationFrame(first);
    if (second !== undefined) cancelAnimationFrame(second);
    clearTimeout(timer);
  };
}

/** False until the component's first frame has been painted (afterPaint). */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted;
}

/**
 * afterPaint, then the page's first idle moment where the browser tells it (requestIdleCallback,
 * at most `timeout` ms later): for what may wait for the screen's start-up work to be done too.
 */
export function afterPaintAndIdle(run: () => void, timeout = 2_000): () => void {
  let cancelIdle: (() => void) | undefined;
  // without requestIdleCallback, at once: the paint has been waited for already
  const cancelPaint = afterPaint(() => {
    cancelIdle = whenIdle(run, { timeout, fallbackMs: 0 });
  });
  return () => {
    cancelPaint();
    cancelIdle?.();
  };
}
