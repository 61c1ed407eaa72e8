import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { codeForStatus, type ErrorCode } from '../contract/errors';

/**
 * An answer the handler decided on: `onError` in app.ts turns it into
 * `{success:false, message, code}` with this status. Throw it anywhere in a request.
 * Without a code, the status's general one (contract/errors.ts `codeForStatus`).
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    code?: ErrorCode,
    /** extra fields merged into the JSON answer (e.g. `extendedMessage`) */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code ?? codeForStatus(status);
  }
}

/** The largest JSON body a call accepts (uploads use multipart and their own limits). */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/** The largest request of any kind (checked by the body-limit middleware for all of /api). */
export const REQUEST_MAX_BYTES = 25 * 1024 * 1024;

export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large';

/** The deepest nesting of arrays and objects a JSON body may have. */
export const JSON_MAX_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `JSON is nested too deeply (at most ${JSON_MAX_DEPTH} levels)`;
export const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control characters';
export const ILL_FORMED_TEXT_MESSAGE = 'Text must be well-formed Unicode';
export const NOT_UTF8_MESSAGE = 'Request body is not valid UTF-8';
/** An empty (or blank) body where the call reads JSON. */
const BODY_REQUIRED_MESSAGE = 'Request body is required';

/**
 * Control characters refused in every string of a request (values and keys): C0 controls but
 * tab, line feed and carriage return (kept for free-text fields), and DEL. PostgreSQL refuses
 * U+0000 in text, and none of the others belongs in a name, an e-mail or a code.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/**
 * A lone UTF-16 surrogate (`"abc\ud800"` in JSON): with the u flag a well-formed pair is one code
 * point, so the class matches only unpaired halves. PostgreSQL's json refuses them, and no
 * text has them.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Why a string (a value or a key) is refused, or null. */
function textIssue(text: string): string | null {
  if (CONTROL_CHARACTERS.test(text)) return CONTROL_CHARACTER_MESSAGE;
  if (LONE_SURROGATE.test(text)) return ILL_FORMED_TEXT_MESSAGE;
  return null;
}

/**
 * The length a request's body is sure to have: its Content-Length, when the request came through
 * Node's HTTP server (`@hono/node-server` puts its `IncomingMessage` in `c.env.incoming`), whose
 * parser delivers exactly that many bytes (and refuses a request with Content-Length and a
 * chunked Transfer-Encoding). Otherwise (a Request made in a test, a chunked body) undefined: the
 * body is then counted as it streams.
 */
export function sureBodyLength(c: Context): number | undefined {
  if (!((c.env as { incoming?: unknown } | undefined)?.incoming instanceof IncomingMessage)) return undefined;
  const text = c.req.header('content-length');
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;
}

/** The bodies read already, by request: a step that read one hands it on (middleware/idempotency.ts). */
const bodiesRead = new WeakMap<Request, Uint8Array<ArrayBuffer>>();

/** Hands the bytes read of the request's body to whoever reads it next (`readBodyBytes`). */
export function keepBodyBytes(c: Context, bytes: Uint8Array<ArrayBuffer>): void {
  bodiesRead.set(c.req.raw, bytes);
}

/**
 * Reads a request body as bytes, counting them as they stream in and stopping (413, without
 * reading the rest) as soon as they pass `maxBytes`, with or without Content-Length. A body whose
 * length is sure (`sureBodyLength`) is read at once, without a stream.
 */
export async function readBodyBytes(c: Context, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const kept = bodiesRead.get(c.req.raw);
  if (kept) {
    if (kept.byteLength > maxBytes) throw new HttpError(413, BODY_TOO_LARGE_MESSAGE);
    return kept;
  }
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw new HttpError(413, BODY_TOO_LARGE_MESSAGE);
  if (sureBodyLength(c) !== undefined) return new Uint8Array(await c.req.raw.arrayBuffer());
  const body = c.req.raw.body;
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new HttpError(413, BODY_TOO_LARGE_MESSAGE);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/**
 * Reads a request body as UTF-8 text, within `maxBytes` (see `readBodyBytes`); bytes that are not
 * UTF-8 are refused (400), never replaced.
 */
export async function readBodyText(c: Context, maxBytes: number): Promise<string> {
  const bytes = await readBodyBytes(c, maxBytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, NOT_UTF8_MESSAGE, 'malformed_json');
  }
}

/**
 * True when the JSON text nests arrays and objects deeper than `maxDepth` (brackets inside
 * strings are not counted). Linear, and run before parsing, so a deep body costs nothing more.
 */
export function jsonTooDeep(text: string, maxDepth: number = JSON_MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      depth++;
      if (depth > maxDepth) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return false;
}

/**
 * Refuses (400) a value nested deeper than JSON_MAX_DEPTH or holding a string (value or key)
 * with a control character or a lone surrogate; the message names the field, never its value.
 */
export function checkPlainData(data: unknown, depth = 0, path = ''): void {
  if (typeof data === 'string') {
    const issue = textIssue(data);
    if (issue) throw new HttpError(400, path ? `${path}: ${issue}` : issue);
    return;
  }
  if (typeof data !== 'object' || data === null) return;
  if (depth >= JSON_MAX_DEPTH) throw new HttpError(400, TOO_DEEP_MESSAGE);
  if (Array.isArray(data)) {
    data.forEach((item, index) => {
      checkPlainData(item, depth + 1, path ? `${path}.${index}` : String(index));
    });
    return;
  }
  for (const [key, value] of Object.entries(data)) {
    const at = path ? `${path}.${key}` : key;
    const issue = textIssue(key);
    if (issue) throw new HttpError(400, issue);
    checkPlainData(value, depth + 1, at);
  }
}

/** True for application/json and the application/*+json types (lower case, no parameters). */
export function isJsonType(type: string): boolean {
  return type === 'application/json' || /^application\/[a-z0-9.+-]*\+json$/.test(type);
}

/**
 * Reads the request's JSON body and validates it with a valibot schema, returning the
 * schema's output. It throws `HttpError` (answered as JSON by onError) and never echoes the body:
 * - content type other than JSON: 415 'Content-Type must be application/json'
 * - body larger than `maxBytes` (counted as it streams): 413 'Request body is too large'
 * - empty or malformed JSON: 400 'Malformed JSON body'
 * - nested deeper than JSON_MAX_DEPTH, or a control character in a string: 400 (see `validate`)
 * - schema failure: 400 with the first issue's message (the contract's texts)
 * with the codes unsupported_media_type, body_too_large, malformed_json and validation_failed.
 */
export async function readJson<TSchema extends v.GenericSchema | v.GenericSchemaAsync>(
  c: Context,
  schema: TSchema,
  maxBytes: number = JSON_BODY_MAX_BYTES,
): Promise<v.InferOutput<TSchema>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!isJsonType(type)) {
    throw new HttpError(415, 'Content-Type must be application/json', 'unsupported_media_type');
  }
  const text = await readBodyText(c, maxBytes);
  if (text.trim() === '') throw new HttpError(400, BODY_REQUIRED_MESSAGE, 'malformed_json');
  if (jsonTooDeep(text)) throw new HttpError(400, TOO_DEEP_MESSAGE);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body', 'malformed_json');
  }
  return validate(schema, data);
}

/**
 * Validates any value (query, params, parsed form parts) like `readJson` does: first refuses
 * deep nesting, control characters and lone surrogates (`checkPlainData`), then applies the
 * schema, then checks its output the same way: a part the schema parses (a multipart call's
 * JSON text part) is checked string by string after parsing, for every call, here.
 */
export async function validate<TSchema extends v.GenericSchema | v.GenericSchemaAsync>(
  schema: TSchema,
  data: unknown,
): Promise<v.InferOutput<TSchema>> {
  checkPlainData(data);
  const result = await v.safeParseAsync(schema, data);
  if (!result.success) throw new HttpError(400, issueMessage(result.issues[0]), 'validation_failed');
  checkPlainData(result.output);
  return result.output;
}

/** The message of a valibot issue, without the received value valibot's defaults carry. */
function issueMessage(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  // a missing key: valibot reports the object's own issue, not the field's message
  if (issue.kind === 'schema' && issue.input === undefined && path) return `${path} is required`;
  // valibot's default messages contain 'Received <value>': never send input back.
  if (/received/i.test(issue.message) || /^Invalid /.test(issue.message)) {
    return path ? `${path} is invalid` : 'Request body is invalid';
  }
  return issue.message;
}
