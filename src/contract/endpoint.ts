import type * as v from 'valibot';
import { BODY_ERRORS, COMMON_ERRORS, type ErrorCode, SESSION_ERRORS } from './errors';
import type { FileRule } from './files';

/** The API base the server mounts everything under (the app's client prefixes `VITE_API_BASE`). */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A valibot schema without async parts (requests and answers are checked synchronously too). */
export type Schema = v.GenericSchema;

/**
 * One call of the API, declared once: the server registers its handler against it (src/server/route.ts)
 * and the app calls it through `call()` (src/app/api/call.ts).
 *
 * - `path` is relative to the API base (`/api`).
 * - `request` validates the JSON body (POST, PUT, DELETE) or the query string (GET); `null`: the call
 *   reads no input.
 * - `answer` is the success envelope the server answers (status 200).
 * - `errors` are the codes of this call's own refusals (`{success:false, message, code}`); the
 *   general ones come on top (`declaredErrors`): COMMON_ERRORS for every call, BODY_ERRORS for a
 *   call with a request, SESSION_ERRORS for one that needs a session.
 * - `session: true`: the call needs a bearer token (401 without, 403 with a dead one).
 * - `body: 'multipart'`: the call takes multipart/form-data (and JSON too): `request` validates
 *   the text parts (strings), and `files` names the file parts with their kinds and limits
 *   (checked by content on the server). The app's `call()` sends such a call as FormData.
 * - `idempotent: true`: the call honours an `Idempotency-Key` header (a repeat with the same key
 *   from the same session answers the first answer; src/server/middleware/idempotency.ts); on
 *   any other call the header is ignored. Declare it on the writes the app may queue and replay.
 */
export interface Endpoint<
  TMethod extends HttpMethod = HttpMethod,
  TPath extends string = string,
  TRequest extends Schema | null = Schema | null,
  TAnswer extends Schema = Schema,
  TCode extends ErrorCode = ErrorCode,
  TFiles extends FileRules = FileRules,
> {
  readonly method: TMethod;
  readonly path: TPath;
  readonly request: TRequest;
  readonly answer: TAnswer;
  readonly errors: readonly TCode[];
  readonly session?: boolean;
  readonly body?: 'json' | 'multipart';
  readonly files?: TFiles;
  readonly idempotent?: boolean;
  readonly reads?: boolean;
}

/** How long the app waits for a read's answer before it says 'Network Error'. */
export const READ_TIMEOUT_MS = 20_000;

/** Does the call only read (a GET, or a POST declared `reads`)? */
export const isRead = (endpoint: Pick<Endpoint, 'method' | 'reads'>): boolean =>
  endpoint.method === 'GET' || endpoint.reads === true;

/** The file parts of a multipart endpoint, by part name. */
export type FileRules = Readonly<Record<string, FileRule>>;

/**
 * Declares an endpoint, keeping its literal types (method, path, schemas, codes). Marked free of
 * side effects so a bundle keeps only the descriptors (and schemas) the app calls.
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  const TMethod extends HttpMethod,
  const TPath extends string,
  TRequest extends Schema | null,
  TAnswer extends Schema,
  const TCode extends ErrorCode,
  const TFiles extends FileRules = Record<never, FileRule>,
>(
  descriptor: Endpoint<TMethod, TPath, TRequest, TAnswer, TCode, TFiles>,
): Endpoint<TMethod, TPath, TRequest, TAnswer, TCode, TFiles> {
  return descriptor;
}

/** What the caller sends: the request schema's input, or nothing. */
export type RequestInput<E extends Endpoint> = E['request'] extends Schema
  ? v.InferInput<E['request']>
  : undefined;
/**
 * The file parts a multipart endpoint takes, by name (a File or Blob each, all optional to the
 * type); a part whose rule has `maxCount` takes a list (sent as several parts of that name).
 */
export type FilesInput<E extends Endpoint> = {
  [K in keyof NonNullable<E['files']>]?: NonNullable<E['files']>[K] extends { maxCount: number }
    ? readonly Blob[] | null
    : Blob | null;
};

/** What the handler receives: the request schema's output (trimmed, defaults filled), or nothing. */
export type RequestOutput<E extends Endpoint> = E['request'] extends Schema
  ? v.InferOutput<E['request']>
  : undefined;
/** The success envelope as the server writes it. */
export type AnswerInput<E extends Endpoint> = v.InferInput<E['answer']>;
/** The success envelope as the app reads it. */
export type Answer<E extends Endpoint> = v.InferOutput<E['answer']>;

/** Every code the endpoint may answer: its own, and the general ones its shape implies. */
export function declaredErrors(e: Endpoint): readonly ErrorCode[] {
  return [
    ...e.errors,
    ...COMMON_ERRORS,
    ...(e.request === null ? [] : BODY_ERRORS),
    ...(e.session ? SESSION_ERRORS : []),
    // a recruiter's token on a candidate's signed-in call (the recruiters' calls say recruiters_only)
    ...(e.session && !e.path.startsWith('/recruiters/') ? (['candidates_only'] as const) : []),
    ...(e.files ? (['file_too_large', 'file_type_not_allowed'] as const) : []),
  ];
}
