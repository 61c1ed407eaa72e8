import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleLazy, useAfterIdle } from './idle-lazy';

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
