import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useCountdown } from './use-countdown';

describe('formatCountdown', () => {
  it('shows mm:ss', () => {
    expect(formatCountdown(120)).toBe('02:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down to zero and expires; restart begins again', () => {
    const { result } = renderHook(() => useCountdown(120));
    expect(result.current.remaining).toBe(120);
    expect(result.current.expired).toBe(false);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(result.current.remaining).toBe(90);
    act(() => {
      vi.advanceTimersByTime(89_000);
    });
    expect(result.current.remaining).toBe(1);
    expect(result.current.expired).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.remaining).toBe(0);
    expect(result.current.expired).toBe(true);
    act(() => {
      result.current.restart();
    });
    expect(result.current.remaining).toBe(120);
    expect(result.current.expired).toBe(false);
  });
});
