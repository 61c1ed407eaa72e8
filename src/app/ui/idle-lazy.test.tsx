import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleLazy, useAfterIdle, whenIdle } from './idle-lazy';

afterEach(() => {
  vi.useRealTimers();
});

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('idleLazy', () => {
  it('loads the module once the screen is idle, before the component is ever rendered', async () => {
    const load = vi.fn(async () => ({ Hello }));
    const dialog = idleLazy(load, (module) => module.Hello);
    function Screen() {
      dialog.usePreload();
      return <p>screen</p>;
    }
    render(<Screen />);
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 6_000 });
  });

  it('renders the component from the module, loading it once', async () => {
    const load = vi.fn(async () => ({ Hello }));
    const dialog = idleLazy(load, (module) => module.Hello);
    render(
      <Suspense fallback={null}>
        <dialog.Component name="Priya" />
        <dialog.Component name="Rahul" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Priya')).toBeTruthy();
    expect(screen.getByText('Hello Rahul')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after a failure (a first visit offline), instead of keeping the failure', async () => {
    const load = vi
      .fn<() => Promise<{ Hello: typeof Hello }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Hello });
    const dialog = idleLazy(load, (module) => module.Hello);
    function Screen() {
      dialog.usePreload();
      return null;
    }
    render(<Screen />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 6_000 });
    render(
      <Suspense fallback={null}>
        <dialog.Component name="Priya" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Priya')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useAfterIdle', () => {
  it('is false as the screen is drawn and turns true once the page has been idle', async () => {
    const seen: boolean[] = [];
    function Part() {
      const idle = useAfterIdle();
      seen.push(idle);
      return <p>{idle ? 'idle' : 'drawing'}</p>;
    }
    render(<Part />);
    expect(seen[0]).toBe(false);
    expect(screen.getByText('drawing')).toBeTruthy();
    expect(await screen.findByText('idle', {}, { timeout: 6_000 })).toBeTruthy();
  });
});

describe('whenIdle', () => {
  it('asks requestIdleCallback with its timeout, and cancels it', () => {
    const requestIdleCallback = vi.fn((_run: () => void, _options?: { timeout?: number }) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const run = vi.fn();
    const cancel = whenIdle(run, { timeout: 1_500 });
    expect(requestIdleCallback).toHaveBeenCalledWith(run, { timeout: 1_500 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
    vi.unstubAllGlobals();
  });

  it('without requestIdleCallback, runs after the fallback (2 s unless told), or at once for 0', () => {
    vi.useFakeTimers();
    const later = vi.fn();
    whenIdle(later);
    vi.advanceTimersByTime(1_999);
    expect(later).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(later).toHaveBeenCalledTimes(1);
    const atOnce = vi.fn();
    whenIdle(atOnce, { fallbackMs: 0 });
    expect(atOnce).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled, { fallbackMs: 100 })();
    vi.advanceTimersByTime(200);
    expect(cancelled).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
