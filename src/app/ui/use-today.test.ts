import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextMidnight, useToday } from './use-today';

afterEach(() => {
  vi.useRealTimers();
});

describe('useToday', () => {
  it('the next midnight on this device', () => {
    expect(nextMidnight(new Date(2026, 10, 26, 23, 59).getTime())).toBe(new Date(2026, 10, 27).getTime());
  });

  it('renews at midnight: a conversation left open overnight tells its times against the new day', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date(2026, 10, 26, 23, 58));
    const { result } = renderHook(() => new Date(useToday()).getDate());
    expect(result.current).toBe(26);
    act(() => {
      vi.advanceTimersByTime(60 * 1000);
    });
    expect(result.current).toBe(26);
    act(() => {
      vi.advanceTimersByTime(2 * 60 * 1000);
    });
    expect(result.current).toBe(27);
  });
});
