import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CALLS_GLOBAL } from '../early-start';
import { type FetchMock, jsonResponse } from '../test-kits/fetch-test-kit';
import {
  createSseParser,
  openEventStream,
  POLL_INTERVAL_MS,
  reconnectDelay,
  type SseEvent,
  STREAM_SILENCE_MS,
  type StreamEvent,
  type StreamState,
  subscribeToEvents,
  useEventStream,
} from './event-stream';
import { isServerUnreachable, noteServerAnswered } from './reachability';

describe('createSseParser', () => {
  const parseAll = (...chunks: string[]) => {
    const events: SseEvent[] = [];
    const parse = createSseParser((event) => events.push(event));
    for (const chunk of chunks) parse(chunk);
    return events;
  };

  it('reads events, their type and data, in any pieces', () => {
    expect(parseAll('event: ready\ndata: {}\n\n', 'event: mes', 'sage\ndata: {"id"', ':1}\n', '\n')).toEqual([
      { type: 'ready', data: '{}' },
      { type: 'message', data: '{"id":1}' },
    ]);
  });

  it('skips comments (the heartbeat) and events without data; the type defaults to message', () => {
    expect(parseAll(': heartbeat\n\n', 'event: read\n\n', 'data: plain\n\n')).toEqual([
      { type: 'message', data: 'plain' },
    ]);
  });

  it('joins data lines, takes CRLF and CR line ends (a CR split from its LF too), keeps the id', () => {
    expect(parseAll('id: 7\r\nevent: notification\r\ndata: a\r', '\ndata:b\r\r\n')).toEqual([
      { type: 'notification', data: 'a\nb', id: '7' },
    ]);
  });

  it('waits for the blank line before dispatching', () => {
    expect(parseAll('event: message\ndata: {}\n')).toEqual([]);
  });
});

describe('reconnectDelay', () => {
  it('starts at 1 s and doubles to 30 s', () => {
    const top = (attempt: number) => reconnectDelay(attempt, () => 1);
    expect([0, 1, 2, 3, 4, 5, 9].map(top)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('jitters between half and the whole of the pause', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 0.5)).toBe(6000);
    expect(reconnectDelay(20, () => 0)).toBe(15_000);
  });
});

/** A stream answer the test writes into. */
function streamAnswer() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

const failing = () => Promise.reject(new TypeError('Failed to fetch'));

describe('subscribeToEvents (one connection, reconnect, polling fallback)', () => {
  let queryClient: QueryClient;
  let invalidated: string[];
  let fetchMock: FetchMock;
  let unsubscribe: (() => void) | undefined;

  /** Answers each call to fetch with the next of `answers` (the last one from then on). */
  const answerWith = (...answers: Array<() => Promise<Response> | Response>) => {
    let call = 0;
    fetchMock = vi.fn(async () => answers[Math.min(call++, answers.length - 1)]());
    vi.stubGlobal('fetch', fetchMock);
  };
  const flush = () => vi.advanceTimersByTimeAsync(0);

  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.setItem('token', 'tok-1');
    queryClient = new QueryClient();
    invalidated = [];
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
      invalidated.push(JSON.stringify(filters?.queryKey));
    });
  });

  afterEach(() => {
    unsubscribe?.();
    unsubscribe = undefined;
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    noteServerAnswered();
  });

  it('opens GET /api/events with the bearer token and hands each event to the listeners', async () => {
    const stream = streamAnswer();
    answerWith(() => stream.response);
    const events: StreamEvent[] = [];
    unsubscribe = subscribeToEvents(queryClient, (event) => events.push(event));
    const second: StreamEvent[] = [];
    const unsubscribeSecond = subscribeToEvents(queryClient, (event) => second.push(event));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/events');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-1');
    // a request that never ends, which no screen waits for: low priority, so that the browser
    // (and Lighthouse, which waits for the page's important requests to end) leaves it aside
    expect(init).toMatchObject({ priority: 'low' });

    stream.send('event: ready\ndata: {}\n\n: heartbeat\n\nevent: message\ndata: {"message_id":4}\n\n');
    await flush();
    expect(events).toEqual([
      { type: 'ready', data: {} },
      { type: 'message', data: { message_id: 4 } },
    ]);
    expect(second).toHaveLength(2);
    // connected: what the events would have told is read again
    expect(invalidated).toEqual(['["chat"]', '["badges"]', '["notifications"]', '["recruiter","chat"]']);
    unsubscribeSecond();
  });

  it('an event drops the page’s early reads not taken yet (the server says something changed)', async () => {
    const stream = streamAnswer();
    answerWith(() => stream.response);
    const early = {
      token: 'tok-1',
      startedAt: Date.now(),
      calls: { '/api/candidates/badges': Promise.resolve(new Response('{}')) },
    };
    (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL] = early;
    unsubscribe = subscribeToEvents(queryClient, () => {});
    await flush();
    expect(Object.keys(early.calls)).toEqual(['/api/candidates/badges']);
    stream.send('event: notification\ndata: {}\n\n');
    await flush();
    expect(Object.keys(early.calls)).toEqual([]);
    delete (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
  });

  it('a stream that cannot connect does not say the server is not answering (the reads say that)', async () => {
    answerWith(failing);
    unsubscribe = subscribeToEvents(queryClient, () => {}, { random: () => 0 });
    await flush();
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock.mock.calls.length).toBeGreaterThan(1);
    expect(isServerUnreachable()).toBe(false);
  });

  it('tries again after 1 s doubling (with jitter) while it cannot connect, and at once on `online`', async () => {
    answerWith(failing);
    unsubscribe = subscribeToEvents(queryClient, () => {}, { random: () => 0 });
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // 0.5 s: half of 1 s
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000); // half of 2 s
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1); // half of 4 s
    expect(fetchMock).toHaveBeenCalledTimes(4);
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('a stream that drops is opened again, and every reconnect reads the chat, badges and notifications again', async () => {
    const first = streamAnswer();
    const second = streamAnswer();
    const answers = [first, second];
    fetchMock = vi.fn(async () => answers.shift()?.response ?? failing());
    vi.stubGlobal('fetch', fetchMock);
    unsubscribe = subscribeToEvents(queryClient, () => {}, { random: () => 1 });
    await flush();
    first.send('event: ready\ndata: {}\n\n');
    await flush();
    expect(invalidated).toHaveLength(4);
    first.close();
    await flush();
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    second.send('event: ready\ndata: {}\n\n');
    await flush();
    expect(invalidated).toHaveLength(8);
  });

  it('a stream gone silent past the heartbeats is opened again', async () => {
    const first = streamAnswer();
    const second = streamAnswer();
    const answers = [first, second];
    fetchMock = vi.fn(async () => answers.shift()?.response ?? failing());
    vi.stubGlobal('fetch', fetchMock);
    unsubscribe = subscribeToEvents(queryClient, () => {}, { random: () => 1 });
    await flush();
    first.send('event: ready\ndata: {}\n\n');
    await vi.advanceTimersByTimeAsync(STREAM_SILENCE_MS - 1);
    first.send(': heartbeat\n\n');
    await vi.advanceTimersByTimeAsync(STREAM_SILENCE_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('polls the chat and badges every 30 s while the stream cannot connect, and stops once it connects', async () => {
    const stream = streamAnswer();
    let up = false;
    fetchMock = vi.fn(async () => (up ? stream.response : failing()));
    vi.stubGlobal('fetch', fetchMock);
    unsubscribe = subscribeToEvents(queryClient, () => {}, { random: () => 1 });
    await flush();
    expect(invalidated).toEqual([]);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(invalidated).toEqual(['["chat"]', '["badges"]', '["recruiter","chat"]']);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(invalidated).toHaveLength(6);
    up = true;
    window.dispatchEvent(new Event('online'));
    await flush();
    stream.send('event: ready\ndata: {}\n\n');
    await flush();
    expect(invalidated).toHaveLength(10);
    for (let beat = 0; beat < 4; beat += 1) {
      await vi.advanceTimersByTimeAsync(25_000);
      stream.send(': heartbeat\n\n');
    }
    expect(invalidated).toHaveLength(10);
  });

  it('tells its state: connecting, open, down while it cannot connect (until it is back), off when stopped', async () => {
    const first = streamAnswer();
    const second = streamAnswer();
    answerWith(
      () => first.response,
      failing,
      () => second.response,
    );
    const states: StreamState[] = [];
    const stop = openEventStream({
      queryClient,
      onEvent: () => {},
      onState: (state) => states.push(state),
      random: () => 0,
    });
    await flush();
    expect(states).toEqual(['connecting', 'open']);
    first.close();
    await flush();
    expect(states.at(-1)).toBe('down');
    // the next try fails: still down (no 'connecting' in between)
    await vi.advanceTimersByTimeAsync(500);
    expect(states.at(-1)).toBe('down');
    await vi.advanceTimersByTimeAsync(1000);
    expect(states).toEqual(['connecting', 'open', 'down', 'open']);
    stop();
    expect(states.at(-1)).toBe('off');
  });

  it('offline: no tries (polling only) until the browser is back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const stream = streamAnswer();
    answerWith(() => stream.response);
    unsubscribe = subscribeToEvents(queryClient, () => {});
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(invalidated).toContain('["chat"]');
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops with the last listener, without a token, and after a 401', async () => {
    const stream = streamAnswer();
    answerWith(() => stream.response);
    const leave = subscribeToEvents(queryClient, () => {});
    await flush();
    const signal = fetchMock.mock.calls[0][1]?.signal;
    leave();
    expect(signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * POLL_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(invalidated).toEqual([]);

    localStorage.removeItem('token');
    unsubscribe = subscribeToEvents(queryClient, () => {});
    await vi.advanceTimersByTimeAsync(5 * POLL_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unsubscribe();

    localStorage.setItem('token', 'tok-2');
    answerWith(() => jsonResponse(401, { success: false, message: 'Unauthorized' }));
    unsubscribe = subscribeToEvents(queryClient, () => {});
    await vi.advanceTimersByTimeAsync(5 * POLL_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(invalidated).toEqual([]);
  });
});

describe('useEventStream', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('opens the stream once the screen has painted its next frame, and closes it on unmount', async () => {
    localStorage.setItem('token', 'tok-1');
    let aborted = false;
    const fetchMock = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    const painted = new Promise((resolve) => requestAnimationFrame(resolve));
    const view = renderHook(() => useEventStream(), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    // drawn, not yet painted: the screen's first paint does not wait for the stream
    expect(fetchMock).not.toHaveBeenCalled();
    await painted;
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/events');
    view.unmount();
    expect(aborted).toBe(true);
  });
});
