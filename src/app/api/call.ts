import {
  type Answer,
  type Endpoint,
  type FilesInput,
  isRead,
  READ_TIMEOUT_MS,
  type RequestInput,
  type Schema,
} from '@contract/endpoint';
import * as v from 'valibot';
import {
  ApiError,
  apiRequest,
  INVALID_ANSWER_MESSAGE,
  isRecord,
  NetworkError,
  type RequestOptions,
} from './client';
import { noteNoAnswer } from './reachability';

/** What a call may add to its endpoint: the client's rules that are the caller's choice. */
export type CallOptions = Pick<
  RequestOptions,
  'idempotencyKey' | 'signal' | 'headers' | 'invalidSessionRule'
> & {
  /** Send a multipart endpoint's input as JSON (no files), as the fresher preference does (§7). */
  asJson?: boolean;
};

/** The input a call takes: the request schema's input, or none for an endpoint without one. */
export type CallArgs<E extends Endpoint> = E['request'] extends Schema
  ? [
      input: keyof NonNullable<E['files']> extends never ? RequestInput<E> : RequestInput<E> & FilesInput<E>,
      options?: CallOptions,
    ]
  : [input?: undefined, options?: CallOptions];

/**
 * Calls one endpoint of the contract through the client (bearer header, token capture, the 403
 * rule, 'Network Error', idempotency key, signal) and answers its success envelope, checked
 * against the endpoint's answer schema. A GET sends its input as the query string, any other
 * method as the JSON body (`{}` without input).
 *
 * Throws NetworkError when no answer came, and ApiError for a failure: a non-2xx answer (with the
 * server's `code`), `success:false`, or an answer that is not what the endpoint declares (code
 * 'invalid_answer').
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[input, options = {}]: CallArgs<E>
): Promise<Answer<E>> {
  const { asJson, ...requestOptions } = options;
  const deadline = isRead(endpoint) ? readDeadline(options.signal) : undefined;
  const timeLeft = () => (deadline === undefined ? undefined : Math.max(0, deadline - Date.now()));
  const timeoutMs = timeLeft();
  if (timeoutMs === 0) {
    // the query's deadline has passed (its earlier tries used it up): no try is sent
    noteNoAnswer();
    throw new NetworkError({ timeLeftMs: 0 });
  }
  let answer: Record<string, unknown>;
  try {
    answer = await apiRequest(endpoint.path, {
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
      ...(isRead(endpoint) ? { read: true } : {}),
      ...requestOptions,
      method: endpoint.method,
      ...(endpoint.method === 'GET'
        ? { query: isRecord(input) ? input : undefined }
        : { body: requestBody(endpoint, input, asJson) }),
    });
  } catch (error) {
    if (error instanceof NetworkError) error.timeLeftMs = timeLeft();
    throw error;
  }
  return checkAnswer(endpoint, answer);
}

/** When each query's reads give up: keyed by the query's abort signal, which its retries share. */
const readDeadlines = new WeakMap<AbortSignal, number>();

/**
 * When a read gives up (ms since the epoch): READ_TIMEOUT_MS after the first read made with its
 * signal. TanStack Query hands every try of one fetch (its retries) the same signal, so the
 * promised 20 s cover the whole query, not each try; a read without a signal has its own.
 */
export function readDeadline(signal: AbortSignal | undefined): number {
  if (!signal) return Date.now() + READ_TIMEOUT_MS;
  let deadline = readDeadlines.get(signal);
  if (deadline === undefined) {
    deadline = Date.now() + READ_TIMEOUT_MS;
    readDeadlines.set(signal, deadline);
  }
  return deadline;
}

/** The body of a call that is not a GET: a multipart endpoint's input as FormData, else JSON (`{}` without input). */
export function requestBody(endpoint: Endpoint, input: unknown, asJson = false): unknown {
  const multipart = endpoint.body === 'multipart' && !asJson && isRecord(input);
  return multipart ? toFormData(input, Object.keys(endpoint.files ?? {})) : (input ?? {});
}

/**
 * The endpoint's success envelope, checked against its answer schema. Throws ApiError for
 * `success:false` (the server's message) and for an answer that is not the endpoint's
 * (code 'invalid_answer').
 */
export function checkAnswer<E extends Endpoint>(endpoint: E, answer: Record<string, unknown>): Answer<E> {
  if (answer.success === false) {
    throw new ApiError(
      200,
      typeof answer.message === 'string' ? answer.message : INVALID_ANSWER_MESSAGE,
      answer,
    );
  }
  const checked = v.safeParse(endpoint.answer, answer);
  if (!checked.success) throw new ApiError(200, INVALID_ANSWER_MESSAGE, answer, 'invalid_answer');
  return checked.output;
}

/**
 * A multipart endpoint's input as FormData: a Blob is sent as a file part (with its name), a list
 * given for one of the endpoint's `fileParts` as several parts of that name (an empty list as
 * none), null
 * and undefined are left out, anything else is sent as text (objects as JSON text).
 */
export function toFormData(input: Record<string, unknown>, fileParts: readonly string[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else if (Array.isArray(value) && fileParts.includes(name)) {
      // a list of files: several parts of one name (voice_files)
      for (const blob of value) {
        if (blob instanceof Blob) form.append(name, blob, blob instanceof File ? blob.name : name);
      }
    } else if (typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  }
  return form;
}
