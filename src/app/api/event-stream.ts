import { EVENTS_PATH } from '@contract/events';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getToken } from '../session';
import { afterPaintAndIdle } from '../ui/after-paint';
import { apiFetch } from './client';
import { dropUntakenEarlyCalls } from './early-calls';

/**
 * The server's events for the signed-in tab (issue 24): one `GET /api/events` connection per tab,
 * whoever signed in (a candidate or a recruiter), shared by every screen that listens.
 *
 * - The request is the client's (apiFetch: the bearer token, the 403 rule); the answer is read as
 *   server-sent events by a small parser (`event:`, `data:`, `id:` and comment lines).
 * - A stream that cannot connect or drops is tried again after 1 s, doubling to 30 s, with jitter,
 *   while the browser is online; at once when it comes back online. Meanwhile the chat and badge
 *   queries are refreshed every 30 s (the polling fallback).
 * - The server replays nothing: on every (re)connect (its `ready` event) the chat, badges and
 *   notifications queries are refreshed, so nothing written while the stream was down is missed.
 * - It stops when the last listener leaves (the signed-in layout goes with sign-out) and when the
 *   session has ended (no token, or a 401/403).
 */

/** One event of the stream: its type (`event:` line, 'message' without one) and its data (JSON when it parses). */
export interface StreamEvent {
  type: string;
  data: unknown;
}

/** What the parser hands over: the event's fields as sent. */
export interface SseEvent {
  type: string;
  data: string;
  id?: string;
}

/**
 * A server-sent-events parser (the WHATWG rules, without `retry`): feed it the text as it comes,
 * in any pieces; it calls `onEvent` for each event ended by a blank line. Comment lines (`:`)
 * are skipped; an event without data is not dispatched.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): (chunk: string) => void {
  let buffer = '';
  let type = '';
  let data: string[] = [];
  let id: string | undefined;
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ type: type || 'message', data: data.join('\n'), ...(id ? { id } : {}) });
      type = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };
  return (chunk) => {
    buffer += chunk;
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/);
      if (end === -1) return;
      // a lone '\r' at the end may be the first half of '\r\n': wait for the next piece
      if (buffer[end] === '\r' && end === buffer.length - 1) return;
      const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + breakLength);
    }
  };
}

/** The first pause before trying the stream again, and the longest. */
export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;
/** While the stream cannot connect, the chat and badge queries are refreshed this often. */
export const POLL_INTERVAL_MS = 30_000;
/** The server sends a heartbeat every 25 s: a stream silent this long is dead and is opened again. */
export const STREAM_SILENCE_MS = 60_000;

/**
 * The pause before the (attempt+1)-th try again: 1 s doubling to 30 s, then a random half to
 * whole of it, so many tabs that lost the server together do not come back together.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, attempt));
  return Math.round(base / 2 + (random() * base) / 2);
}

/** Refreshed on every (re)connect: whatever the events would have told (both roles' keys). */
export const STREAM_REFRESH_KEYS: readonly QueryKey[] = [
  ['chat'],
  ['badges'],
  ['notifications'],
  ['recruiter', 'chat'],
];
/** Refreshed every POLL_INTERVAL_MS while the stream cannot connect. */
export const STREAM_POLL_KEYS: readonly QueryKey[] = [['chat'], ['badges'], ['recruiter', 'chat']];

/**
 * The stream's state: 'off' (no listener, or stopped), 'connecting' (the first try), 'open'
 * (connected), 'down' (it dropped or cannot connect, offline included: tried again meanwhile).
 */
export type StreamState = 'off' | 'connecting' | 'open' | 'down';

export interface EventStreamOptions {
  queryClient: QueryClient;
  onEvent: (event: StreamEvent) => void;
  /** Each change of the stream's state. */
  onState?: (state: StreamState) => void;
  /** tests: the jitter's random numbers */
  random?: () => number;
}

function parseData(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/** Opens the stream and keeps it open (see the module's note); answers the function that stops it. */
export function openEventStream({ queryClient, onEvent, onState, random }: EventStreamOptions): () => void {
  let stopped = false;
  let state: StreamState = 'off';
  const setState = (next: StreamState) => {
    if (next === state) return;
    state = next;
    onState?.(next);
  };
  let attempt = 0;
  let controller: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;

  const refresh = (keys: readonly QueryKey[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  const startPolling = () => {
    pollTimer ??= setInterval(() => refresh(STREAM_POLL_KEYS), POLL_INTERVAL_MS);
  };
  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };

  /** The stream is down: poll meanwhile, and try again after the back-off (online only). */
  const retryLater = () => {
    if (stopped) return;
    setState('down');
    startPolling();
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return; // `online` reconnects
    retryTimer = setTimeout(connect, reconnectDelay(attempt, random));
    attempt += 1;
  };

  const connect = async () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    controller?.abort();
    if (stopped) return;
    if (!getToken()) {
      stop();
      return;
    }
    // after a drop it stays 'down' until the stream is back
    if (state === 'off') setState('connecting');
    const own = new AbortController();
    controller = own;
    const dropped = () => {
      if (controller === own && !own.signal.aborted) {
        own.abort();
        retryLater();
      }
    };
    const heard = () => {
      clearTimeout(silenceTimer);
      silenceTimer = setTimeout(dropped, STREAM_SILENCE_MS);
    };
    try {
      const response = await apiFetch(EVENTS_PATH, {
        signal: own.signal,
        headers: { 'Cache-Control': 'no-cache' },
        // a stream cut by the network or a proxy is tried again here; the screens' reads say
        // whether the server answers
        notesNoAnswer: false,
        // a request that never ends and that no screen waits for: not among the page's
        // important ones (Lighthouse, like a phone's browser, waits for those to end)
        priority: 'low',
      });
      if (response.status === 401 || response.status === 403) {
        // the session ended: the client's rule has taken its way
        stop();
        return;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        dropped();
        return;
      }
      heard();
      setState('open');
      const parse = createSseParser((event) => {
        // the server says something changed (or, on connecting, may have): the page's early
        // reads, started before, are not taken after this
        dropUntakenEarlyCalls();
        if (event.type === 'ready') {
          // connected: what happened while it was down is read again
          attempt = 0;
          stopPolling();
          refresh(STREAM_REFRESH_KEYS);
        }
        onEvent({ type: event.type, data: parseData(event.data) });
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (own.signal.aborted) return;
        if (done) break;
        heard();
        parse(decoder.decode(value, { stream: true }));
      }
      clearTimeout(silenceTimer);
      dropped();
    } catch {
      clearTimeout(silenceTimer);
      // a network failure or a body that stopped coming; our own abort is no drop
      dropped();
    }
  };

  const online = () => {
    attempt = 0;
    void connect();
  };
  const offline = () => {
    controller?.abort();
    clearTimeout(silenceTimer);
    retryLater();
  };

  function stop() {
    stopped = true;
    setState('off');
    controller?.abort();
    clearTimeout(retryTimer);
    clearTimeout(silenceTimer);
    stopPolling();
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  }

  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) retryLater();
  else void connect();
  return stop;
}

// One connection per tab, shared by every listener.
const listeners = new Set<(event: StreamEvent) => void>();
let connection: { queryClient: QueryClient; stop: () => void; users: number } | undefined;

// The shared connection's state, for the screens that say when it is down.
let sharedState: StreamState = 'off';
const stateListeners = new Set<() => void>();
function noteState(next: StreamState): void {
  if (next === sharedState) return;
  sharedState = next;
  for (const listener of [...stateListeners]) listener();
}
function subscribeToState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => {
    stateListeners.delete(listener);
  };
}

/**
 * The tab's event stream's state (see StreamState), as the screens are drawn: a conversation says
 * when it is 'down' (new messages do not arrive until it is back).
 */
export function useEventStreamState(): StreamState {
  return useSyncExternalStore(
    subscribeToState,
    () => sharedState,
    () => 'off',
  );
}

function dispatch(event: StreamEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('A listener of the event stream failed', error);
    }
  }
}

/**
 * Listens to the tab's events; the connection is opened with the first listener and closed with
 * the last. Answers the unsubscribe.
 */
export function subscribeToEvents(
  queryClient: QueryClient,
  listener: (event: StreamEvent) => void,
  options: Pick<EventStreamOptions, 'random'> = {},
): () => void {
  listeners.add(listener);
  if (connection && connection.queryClient !== queryClient) {
    connection.stop();
    connection = undefined;
  }
  if (connection) connection.users += 1;
  else {
    connection = {
      queryClient,
      users: 1,
      stop: openEventStream({ queryClient, onEvent: dispatch, onState: noteState, ...options }),
    };
  }
  const own = connection;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    listeners.delete(listener);
    own.users -= 1;
    if (own.users === 0) {
      own.stop();
      if (connection === own) connection = undefined;
    }
  };
}

/**
 * The tab's events in a component: keeps the connection open while it is mounted and calls
 * `onEvent` (the latest one given) for each event.
 */
export function useEventStream(onEvent?: (event: StreamEvent) => void): void {
  const queryClient = useQueryClient();
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    // after the screen's first paint and start-up: not among the requests its first paint waits for
    const cancel = afterPaintAndIdle(() => {
      unsubscribe = subscribeToEvents(queryClient, (event) => handler.current?.(event));
    });
    return () => {
      cancel();
      unsubscribe?.();
    };
  }, [queryClient]);
}
