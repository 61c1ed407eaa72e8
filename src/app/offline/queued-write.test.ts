import { SW_MESSAGES } from '@contract/page-worker';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type QueueEvent, requestReplay, subscribeToQueue } from './queued-write';

class FakeServiceWorkerContainer extends EventTarget {
  controller: { postMessage: ReturnType<typeof vi.fn> } | null = { postMessage: vi.fn() };
  ready = Promise.resolve({ active: { postMessage: vi.fn() } });
}

let container: FakeServiceWorkerContainer;

beforeEach(() => {
  container = new FakeServiceWorkerContainer();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestReplay', () => {
  it('posts the replay message to the controlling service worker', async () => {
    await requestReplay();
    expect(container.controller?.postMessage).toHaveBeenCalledWith({ type: SW_MESSAGES.replay });
  });
});

describe('subscribeToQueue', () => {
  it('passes replayed and auth-dropped reports on, ignores other messages, and unsubscribes', () => {
    const seen: QueueEvent[] = [];
    const unsubscribe = subscribeToQueue((event) => seen.push(event));
    // The listener is attached to the first container the module saw; post there.
    const target = navigator.serviceWorker as unknown as EventTarget;
    target.dispatchEvent(new MessageEvent('message', { data: { type: SW_MESSAGES.replayed, count: 2 } }));
    target.dispatchEvent(new MessageEvent('message', { data: { type: 'SOMETHING_ELSE' } }));
    target.dispatchEvent(
      new MessageEvent('message', { data: { type: SW_MESSAGES.authDropped, url: 'http://x/api/a' } }),
    );
    unsubscribe();
    target.dispatchEvent(new MessageEvent('message', { data: { type: SW_MESSAGES.replayed, count: 1 } }));
    expect(seen).toEqual([
      { type: SW_MESSAGES.replayed, count: 2 },
      { type: SW_MESSAGES.authDropped, url: 'http://x/api/a' },
    ]);
  });
});
