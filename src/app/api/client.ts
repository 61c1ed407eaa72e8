import type { HttpMethod } from '@contract/endpoint';
import type { ErrorCode } from '@contract/errors';
import { IDEMPOTENCY_KEY_HEADER, QUEUED_ANSWER_HEADER } from '@contract/headers';
import { INVALID_SESSION, SIGNED_OUT_IN_ANOTHER_TAB } from '@contract/texts';
import { clearSession, getToken, sessionClearedHere, setToken } from '../session';
import { notify } from '../ui/notify';
import { clientHooks } from './client-hooks';
import { dropUntakenEarlyCalls, takeEarlyCall } from './early-calls';
import { NETWORK_ERROR_MESSAGE } from './messages';
import { sessionEndingHere } from './own-session-end';
import { noteNoAnswer, noteServerAnswered } from './reachability';

export { resetClientHooks, setClientHooks } from './client-hooks';
export { NETWORK_ERROR_MESSAGE } from './messages';

/**
 * The one HTTP client (section 7 of both specs): bearer header from the session, token capture
 * from answers, the 403 rule ('Invalid session'), and 'Network Error' on network failure.
 */

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringField(value: unknown, key: string): string | undefined {
  const field = isRecord(value) ? value[key] : undefined;
  return typeof field === 'string' && field ? field : undefined;
}

export const INVALID_SESSION_MESSAGE = INVALID_SESSION;
/** A failure's code: one of the contract's, 'invalid_answer' (the client's own), or one this app does not know. */
export type ApiErrorCode = ErrorCode | 'invalid_answer' | (string & {});

/** §8 Registration's text for an answer that is not what the call declares (also used for any call). */
export const INVALID_ANSWER_MESSAGE = 'Invalid server response. Please try again.';

/**
 * A failed call: a non-2xx answer, `success:false`, or an answer that is not what the endpoint
 * declares (`code` 'invalid_answer'). The app decides on `code`; `message` is the server's
 * message when it sent one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /**
   * The answer's stable code as the server sent it (contract/errors.ts ERROR_CODES), or
   * 'invalid_answer'; undefined when there is none. Not checked against the list here (the app
   * compares it with the codes it handles; the list stays out of the bundle).
   */
  readonly code: ApiErrorCode | undefined;
  /** The answer's `message`, when the server sent one. */
  readonly serverMessage: string | undefined;
  /** The answer's `extendedMessage`, when the server sent one. */
  readonly extendedMessage: string | undefined;

  constructor(status: number, message: string, body: unknown, code?: 'invalid_answer') {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const sent = isRecord(body) ? body.code : undefined;
    this.code = code ?? (typeof sent === 'string' && sent ? sent : undefined);
    this.serverMessage = stringField(body, 'message');
    this.extendedMessage = stringField(body, 'extendedMessage');
  }
}

/** The request never got an answer (offline, DNS, CORS, connection reset, no answer by the read deadline). */
export class NetworkError extends Error {
  /**
   * A read's: the time its query's deadline had left when it failed (0: the deadline passed).
   * The query's retry rule sends no try that could not end in it (query-persistence.ts).
   */
  timeLeftMs: number | undefined;

  constructor(options?: { cause?: unknown; timeLeftMs?: number }) {
    super(NETWORK_ERROR_MESSAGE, options);
    this.name = 'NetworkError';
    this.timeLeftMs = options?.timeLeftMs;
  }
}

/** Query parameters: each value but null and undefined is sent as text. */
type QueryValue = unknown;

export interface RequestOptions {
  method?: HttpMethod;
  /** A FormData body is sent as multipart; anything else as JSON. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Sets the Idempotency-Key header (writes the service worker may queue and replay). */
  idempotencyKey?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Gives up waiting after this many ms and throws NetworkError, as when no answer comes (reads
   * only: `call()` sets it for them, READ_TIMEOUT_MS).
   */
  timeoutMs?: number;
  /**
   * The 403 rule applies to every call; sign-out alone turns it off because a token that is
   * already revoked must not turn a sign-out into 'Invalid session'.
   */
  invalidSessionRule?: boolean;
  /**
   * Whether a request that gets no answer says the server is not answering (reachability.ts):
   * every call's does, but the event stream's own connection, which some networks and proxies
   * cut while every other request gets through, tries again on its own (event-stream.ts).
   */
  notesNoAnswer?: boolean;
  /**
   * A read sent as a POST (a search with its filters): it changes nothing on the server, so it
   * leaves the page's early reads (api/early-calls.ts) to be taken; a write drops them.
   */
  read?: boolean;
  /**
   * The request's fetch priority (Chromium's Priority Hints): 'low' for what the screen never
   * waits for (the event stream, which stays open).
   */
  priority?: 'high' | 'low' | 'auto';
}

/** The API base: `VITE_API_BASE` or `/api` on the same origin. */
export function apiBase(): string {
  const base = import.meta.env.VITE_API_BASE || '/api';
  return base.endsWith('/') ? base.slice(0, -1) : base;
}

/** The origin of the API host, against which server-relative paths (profile_picture) resolve. */
export function apiOrigin(): string {
  return new URL(apiBase(), window.location.origin).origin;
}

/** An absolute URL for a path the API answered relative to its host; null for none. */
export function apiAssetUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  try {
    return new URL(path, apiOrigin()).href;
  } catch {
    return null;
  }
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${apiBase()}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** Saves any token found in an answer: `result.token`, else `result.tempToken` (register). */
function captureToken(answer: unknown): void {
  if (!isRecord(answer) || !isRecord(answer.result)) return;
  const { token, tempToken } = answer.result;
  if (typeof token === 'string' && token) setToken(token);
  else if (typeof tempToken === 'string' && tempToken) setToken(tempToken);
}

/**
 * Whether a failed call says the session is gone: a 403 (the server refused the token), or a 401
 * `unauthenticated` (no token was sent: another tab signed out). Such a failure has already
 * taken the session-ended path, so a screen says nothing more of it ('Failed to save job' would
 * be wrong: the candidate is on the login now).
 */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.code === 'unauthenticated');
}

/** A 401's code, read from a copy of the answer (the caller reads the answer itself). */
async function unauthenticated(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const answer = await response
    .clone()
    .json()
    .catch(() => null);
  return isRecord(answer) && answer.code === 'unauthenticated';
}

/**
 * Whether an answer ends the session here: a 403, or a 401 `unauthenticated` to a call made
 * without a token because another tab signed out (not because this tab did: its own sign-out
 * cleared the session on purpose, and what it still sends is no news).
 */
async function endsSession(response: Response): Promise<boolean> {
  // a 403 while this tab ends its own session (deactivation) is that flow's doing
  if (response.status === 403) return !sessionEndingHere();
  return !sessionClearedHere() && (await unauthenticated(response));
}

/**
 * The 403 rule, for every way a session ends under a tab (a 403, a 401 after another tab signed
 * out, that tab's sign-out seen in storage): clear all stored data and caches, say 'Invalid
 * session' (or, `why` 'signed-out', another tab's deliberate sign-out: 'You signed out in another tab' for a deliberate sign-out there, issue
 * 35 C7), go to `/` (keeping the signed-in page in `?redirect=`, router.tsx).
 */
export async function applyInvalidSessionRule(
  why: 'ended' | 'signed-out' = 'ended',
  fromStorage = false,
): Promise<void> {
  // of a tab's storage events the first decides (a sign-out's signal comes before its clearing's)
  if (fromStorage && sessionClearedHere()) return;
  clearSession();
  if (why === 'ended') notify.error(INVALID_SESSION_MESSAGE, { id: 'invalid-session', signedIn: false });
  else notify.info(SIGNED_OUT_IN_ANOTHER_TAB, { id: 'invalid-session', signedIn: false });
  try {
    await clientHooks().clearCaches?.();
  } catch (error) {
    console.error('Clearing caches after a 403 failed', error);
  }
  clientHooks().navigateHome?.();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A signal that aborts when `signal` does or after `ms` (AbortSignal.any and .timeout, by hand:
 * older phones lack them, and the tests' fake timers drive this one). Its timer firing after the
 * answer has been read does nothing.
 */
function giveUpAfter(
  ms: number,
  signal: AbortSignal | undefined,
): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException('No answer in time', 'TimeoutError')), ms);
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
}

/**
 * Sends one request with the client's rules (bearer header, idempotency key, the 403 rule) and
 * answers the raw Response, whatever its status. Throws NetworkError ('Network Error') when no
 * answer came. For what is not a JSON envelope to read (the export file, with its
 * Content-Disposition name); every other call goes through `apiRequest` or `call()`.
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const {
    method = options.body === undefined ? 'GET' : 'POST',
    body,
    query,
    idempotencyKey,
    signal,
  } = options;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, idempotencyKey);

  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) requestBody = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }

  const deadline = options.timeoutMs === undefined ? null : giveUpAfter(options.timeoutMs, signal);
  const url = buildUrl(path, query);
  // a plain read the page's early start already sent (a signed-in screen's first data; a POST
  // read with the same body)
  // a write changes what the early reads answered: the ones not taken yet are dropped
  if (method !== 'GET' && !options.read) dropUntakenEarlyCalls();
  const early = idempotencyKey
    ? null
    : method === 'GET'
      ? takeEarlyCall(url, token)
      : options.read && typeof requestBody === 'string'
        ? takeEarlyCall(url, token, requestBody)
        : null;
  let response: Response;
  try {
    response =
      (early && (await untilAborted(early, deadline?.signal ?? signal))) ||
      (await fetch(url, {
        method,
        headers,
        body: requestBody,
        signal: deadline?.signal ?? signal,
        // (RequestInit's `priority` is not in TypeScript's DOM types yet; undefined is the default)
        ...({ priority: options.priority } as RequestInit),
      }));
  } catch (error) {
    deadline?.clear();
    if (signal?.aborted) throw error;
    if (options.notesNoAnswer !== false) noteNoAnswer();
    throw new NetworkError({ cause: error });
  }
  // the deadline stays for the body: a body that stops coming is no answer either
  if (!response.headers.has(QUEUED_ANSWER_HEADER)) noteServerAnswered();
  if (options.invalidSessionRule !== false && (await endsSession(response))) {
    await applyInvalidSessionRule();
  }
  return response;
}

/**
 * An early call's answer (early-calls.ts), or null when it failed (the client then asks itself);
 * it rejects as soon as `signal` aborts, as the client's own fetch would (the read's deadline).
 */
function untilAborted(answer: Promise<Response>, signal: AbortSignal | undefined): Promise<Response | null> {
  const settled = answer.catch(() => null);
  if (!signal) return settled;
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    void settled.then((response) => {
      signal.removeEventListener('abort', abort);
      resolve(response);
    });
  });
}

/**
 * Sends one request and answers its JSON object. Throws NetworkError ('Network Error') when no
 * answer came, ApiError for a non-2xx answer or a 2xx answer that is not a JSON object.
 * Screens call endpoints through `call()` (call.ts), which types and checks the answer.
 */
export async function apiRequest(
  path: string,
  options: RequestOptions = {},
): Promise<Record<string, unknown>> {
  const response = await apiFetch(path, options);

  let answer: unknown;
  try {
    answer = await readBody(response);
  } catch (error) {
    if (!options.signal?.aborted) noteNoAnswer();
    throw new NetworkError({ cause: error });
  }

  if (!response.ok) {
    const message = stringField(answer, 'message') ?? `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message, answer);
  }
  if (!isRecord(answer)) {
    throw new ApiError(response.status, INVALID_ANSWER_MESSAGE, answer, 'invalid_answer');
  }
  captureToken(answer);
  return answer;
}

/**
 * GETs a file the API answers its owner only (a saved recording): with the bearer header, the 403
 * rule and 'Network Error' like any call, answered as a Blob (an <audio> element cannot send the
 * token itself; the screen plays the Blob through an object URL).
 */
export async function apiBlob(path: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(buildUrl(path), { headers, signal: options.signal });
    blob = await response.blob();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError({ cause: error });
  }
  if (await endsSession(response)) await applyInvalidSessionRule();
  if (!response.ok) {
    let answer: unknown;
    try {
      answer = JSON.parse(await blob.text()) as unknown;
    } catch {
      answer = undefined;
    }
    const message = stringField(answer, 'message') ?? `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message, answer);
  }
  return blob;
}
