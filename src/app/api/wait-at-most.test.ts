import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitAtMost } from './wait-at-most';

describe('waitAtMost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ends when the promise settles, and leaves no timer behind', async () => {
    await waitAtMost(Promise.resolve('answer'), 5_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends after `ms` when the promise does not settle', async () => {
    let ended = false;
    void waitAtMost(new Promise(() => {}), 1_000).then(() => {
      ended = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(ended).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ended).toBe(true);
  });

  it('a failure ends the wait without rejecting', async () => {
    await expect(waitAtMost(Promise.reject(new Error('offline')), 1_000)).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });
});
