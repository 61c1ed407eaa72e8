import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { afterPaint, useAfterPaint } from './after-paint';

describe('afterPaint', () => {
  it('runs after two animation frames, and not at all once cancelled', async () => {
    const frames: number[] = [];
    const counting = () => requestAnimationFrame(() => frames.push(frames.length));
    const run = vi.fn();
    afterPaint(run);
    counting();
    expect(run).not.toHaveBeenCalled();
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    // the frame asked at the same time as afterPaint's first has come and gone
    expect(frames.length).toBeGreaterThanOrEqual(1);
    const cancelled = vi.fn();
    afterPaint(cancelled)();
    const later = vi.fn();
    afterPaint(later);
    await waitFor(() => expect(later).toHaveBeenCalled());
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('useAfterPaint is false on the first render, true once painted', async () => {
    const view = renderHook(() => useAfterPaint());
    expect(view.result.current).toBe(false);
    await waitFor(() => expect(view.result.current).toBe(true));
  });
});
