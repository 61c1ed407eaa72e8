import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HOLD_MAX_MS,
  holdServiceWorkerStart,
  releaseServiceWorkerStart,
  whenServiceWorkerMayStart,
} from './service-worker-start';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  releaseServiceWorkerStart('login-form');
  releaseServiceWorkerStart('first-login');
  vi.useRealTimers();
});

describe("a first visit's service worker waits for the first login", () => {
  it('starts at once when nothing holds it', () => {
    const start = vi.fn();
    whenServiceWorkerMayStart(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits while the login form and then the login hold it, and starts once, when the last ends', () => {
    const start = vi.fn();
    holdServiceWorkerStart('login-form');
    whenServiceWorkerMayStart(start);
    holdServiceWorkerStart('first-login');
    releaseServiceWorkerStart('login-form');
    expect(start).not.toHaveBeenCalled();
    releaseServiceWorkerStart('first-login');
    expect(start).toHaveBeenCalledTimes(1);
    releaseServiceWorkerStart('first-login');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('a hold nobody ends lets the worker start after HOLD_MAX_MS', () => {
    const start = vi.fn();
    holdServiceWorkerStart('first-login');
    whenServiceWorkerMayStart(start);
    vi.advanceTimersByTime(HOLD_MAX_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
