import { SW_MESSAGES } from '@contract/page-worker';
import { isValidElement, type ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const workboxes: FakeWorkbox[] = [];

class FakeWorkbox {
  readonly listeners = new Map<string, Array<() => void>>();
  readonly messageSkipWaiting = vi.fn();
  readonly register = vi.fn(async () => undefined);
  constructor(
    readonly url: string,
    readonly options: object,
  ) {
    workboxes.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));
const show = vi.fn();
const hide = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show, hide } }));
const notifyError = vi.fn();
vi.mock('../ui/notify', () => ({ notify: { error: notifyError } }));

class FakeServiceWorkerContainer extends EventTarget {
  controller: { postMessage: ReturnType<typeof vi.fn> } | null = { postMessage: vi.fn() };
  readonly worker = this.controller;
  ready = Promise.resolve({ active: this.controller });
  readonly register = vi.fn(async () => ({}));
}
const container = new FakeServiceWorkerContainer();
Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });

const { registerServiceWorker } = await import('./register-sw');
const { UpdatePrompt } = await import('./update-prompt');

describe('registerServiceWorker', () => {
  beforeEach(() => {
    show.mockClear();
    container.worker?.postMessage.mockClear();
  });

  it('registers /sw.js once and asks for a replay at start', async () => {
    const registering = registerServiceWorker();
    expect(registerServiceWorker()).toBe(registering);
    await registering;
    // A worker controls the page: workbox-window handles the update lifecycle.
    expect(workboxes).toHaveLength(1);
    expect(container.register).not.toHaveBeenCalled();
    expect(workboxes[0].url).toBe('/sw.js');
    expect(workboxes[0].register).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(container.worker?.postMessage).toHaveBeenCalledWith({ type: SW_MESSAGES.replay }),
    );
  });

  it('asks for a replay whenever the browser comes back online', async () => {
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() =>
      expect(container.worker?.postMessage).toHaveBeenCalledWith({ type: SW_MESSAGES.replay }),
    );
  });

  it('offers a reload when a new version waits; Reload skips waiting and reloads on controlling', () => {
    const wb = workboxes[0];
    wb.fire('waiting');
    expect(show).toHaveBeenCalledTimes(1);
    const shown = show.mock.calls[0][0] as {
      message: ReactElement<{ onReload: () => void }>;
      autoClose: unknown;
    };
    expect(shown.autoClose).toBe(false);
    expect(isValidElement(shown.message) && shown.message.type).toBe(UpdatePrompt);

    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    shown.message.props.onReload();
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    wb.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('tells the candidate when a queued write was dropped because the session ended', () => {
    container.dispatchEvent(
      new MessageEvent('message', { data: { type: SW_MESSAGES.authDropped, url: 'http://x/api/a' } }),
    );
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError.mock.calls[0][0]).toMatch(/session ended/);
  });

  it('on a first visit (no controlling worker) registers /sw.js without loading workbox-window', async () => {
    const controller = container.controller;
    container.controller = null;
    try {
      vi.resetModules();
      const firstVisit = await import('./register-sw');
      container.worker?.postMessage.mockClear();
      await firstVisit.registerServiceWorker();
      expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
      expect(workboxes).toHaveLength(1);
      expect(container.worker?.postMessage).toHaveBeenCalledWith({ type: SW_MESSAGES.replay });
    } finally {
      container.controller = controller;
    }
  });
});
