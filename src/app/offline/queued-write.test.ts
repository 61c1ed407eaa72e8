import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SW_MESSAGES } from '../../contract/headers';
import { isQueuedAnswer, queuedPost } from './queued-post';
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

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('queuedPost', () => {
  it('sends JSON with the queue header, a fresh Idempotency-Key and the bearer token', async () => {
    localStorage.setItem('token', 'secret-token');
    const fetchMock = stubFetch(200, { success: true, result: { id: 1, count: 1 } });
    const answer = await queuedPost('/dev/queue-probe', { a: 1 });
    expect(answer).toEqual({ success: true, result: { id: 1, count: 1 } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/dev/queue-probe');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    const headers = new Headers(init.headers);
    expect(headers.get('X-Queue')).toBe('1');
    expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('keeps a given Idempotency-Key and returns the queued answer as it is', async () => {
    const fetchMock = stubFetch(202, { success: true, queued: true });
    const answer = await queuedPost('/dev/queue-probe', { a: 1 }, { idempotencyKey: 'same-key' });
    expect(isQueuedAnswer(answer)).toBe(true);
    expect(new Headers(fetchMock.mock.calls[0][1].headers).get('Idempotency-Key')).toBe('same-key');
  });

  it('sends FormData as multipart, untouched', async () => {
    const fetchMock = stubFetch(200, { success: true });
    const form = new FormData();
    form.append('audio', new Blob(['x'], { type: 'audio/webm' }), 'a.webm');
    await queuedPost('/candidates/submit_assessment', form);
    const init = fetchMock.mock.calls[0][1];
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).get('Content-Type')).toBeNull();
  });
});

describe('isQueuedAnswer', () => {
  it('tells the queued answer from a server answer', () => {
    expect(isQueuedAnswer({ success: true, queued: true })).toBe(true);
    expect(isQueuedAnswer({ success: true, result: {} })).toBe(false);
    expect(isQueuedAnswer(null)).toBe(false);
  });
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
