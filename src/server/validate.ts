import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { codeForStatus, type ErrorCode, SHARED_MESSAGES } from '../contract/errors';

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

export const BODY_TOO_LARGE_MESSAGE = SHARED_MESSAGES.bodyTooLarge;

/**
 * Reads the request's JSON body and validates it with a valibot schema, returning the
 * schema's output. It throws `HttpError` (answered as JSON by onError) and never echoes the body:
 * - content type other than JSON: 415 'Content-Type must be application/json'
 * - body larger than `maxBytes`: 413 'Request body is too large'
 * - empty or malformed JSON: 400 'Malformed JSON body'
 * - schema failure: 400 with the first issue's message (the contract's texts)
 * with the codes unsupported_media_type, body_too_large, malformed_json and validation_failed.
 */
export async function readJson<TSchema extends v.GenericSchema | v.GenericSchemaAsync>(
  c: Context,
  schema: TSchema,
  maxBytes: number = JSON_BODY_MAX_BYTES,
): Promise<v.InferOutput<TSchema>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json' && !/^application\/[a-z0-9.+-]*\+json$/.test(type)) {
    throw new HttpError(415, 'Content-Type must be application/json', 'unsupported_media_type');
  }
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes)
    throw new HttpError(413, BODY_TOO_LARGE_MESSAGE, 'body_too_large');
  const text = await c.req.text();
  if (Buffer.byteLength(text, 'utf8') > maxBytes)
    throw new HttpError(413, BODY_TOO_LARGE_MESSAGE, 'body_too_large');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body', 'malformed_json');
  }
  return validate(schema, data);
}

/** Validates any value (query, params, parsed form parts) like `readJson` does. */
export async function validate<TSchema extends v.GenericSchema | v.GenericSchemaAsync>(
  schema: TSchema,
  data: unknown,
): Promise<v.InferOutput<TSchema>> {
  const result = await v.safeParseAsync(schema, data);
  if (!result.success) throw new HttpError(400, issueMessage(result.issues[0]), 'validation_failed');
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
