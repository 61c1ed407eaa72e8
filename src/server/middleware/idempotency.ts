import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { forgotPassword, login, referralVerify, register } from '../../contract/auth';
import { API_PREFIX } from '../../contract/endpoint';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/headers';
import { sendOtp, verifyOtp } from '../../contract/otp';
import type { AppDeps } from '../deps';
import {
  carriesSecret,
  claimIdempotencyKey,
  completeIdempotencyKey,
  IDEMPOTENCY_KEY_MAX,
  releaseIdempotencyKey,
} from '../services/idempotency';
import { findSessionUser } from '../services/sessions';
import { bearerToken } from './require-session';

/** Set on an answer that repeats a remembered one. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Calls an Idempotency-Key never applies to (the header is ignored): signing in, registering and
 * the code calls answer secrets (tokens) or depend on who asks and when, and repeating them is
 * safe anyway (a retried login signs in again; a retried code call is limited like any other).
 */
const NEVER_IDEMPOTENT = new Set(
  [login, register, referralVerify, sendOtp, verifyOtp, forgotPassword].map(
    (endpoint) => `${API_PREFIX}${endpoint.path}`,
  ),
);

const WAIT_STEP_MS = 50;
const WAIT_MAX_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A hash of a request's body: its bytes, but for multipart/form-data its parts in order (names,
 * texts, file names, types and bytes), so the same form sent again with another boundary (a
 * page retrying by itself) is the same request. A body that does not parse is hashed as bytes.
 */
export async function requestHash(request: Request): Promise<string> {
  const hash = createHash('sha256');
  if (!request.body) return hash.digest('hex');
  const type = request.headers.get('content-type') ?? '';
  if (/^multipart\/form-data\b/i.test(type)) {
    try {
      const form = await request.clone().formData();
      hash.update('multipart\n');
      for (const [name, value] of form.entries()) {
        const field = (text: string) => {
          hash.update(`${Buffer.byteLength(text)}:`);
          hash.update(text);
        };
        field(name);
        if (typeof value === 'string') {
          field('text');
          field(value);
        } else {
          field('file');
          field(value.name);
          field(value.type);
          const bytes = new Uint8Array(await value.arrayBuffer());
          hash.update(`${bytes.byteLength}:`);
          hash.update(bytes);
        }
      }
      return hash.digest('hex');
    } catch {
      // not a readable form: the bytes below
    }
  }
  return createHash('sha256')
    .update(new Uint8Array(await request.clone().arrayBuffer()))
    .digest('hex');
}

/**
 * For writes carrying an `Idempotency-Key` header: the first request with a key runs and its
 * successful answer (2xx status and JSON body) is remembered for 24 h per scope (the signed-in
 * user or anonymous, the method and the path) together with a hash of the request body (of a
 * multipart body, of its parts: `requestHash`); a repeat
 * with the same body gets that answer without running the handler, a repeat with another body
 * gets 422. A duplicate arriving while the first still runs waits for it. Keys over 200
 * characters get 400. Refusals (4xx) and failures (5xx) are not remembered, so a corrected or
 * retried request runs; neither is an answer carrying a token. The auth and code calls
 * (NEVER_IDEMPOTENT) ignore the header.
 */
export function idempotency(deps: AppDeps): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined || !UNSAFE_METHODS.has(c.req.method) || NEVER_IDEMPOTENT.has(c.req.path)) {
      return next();
    }
    if (key.trim() === '' || key.length > IDEMPOTENCY_KEY_MAX) {
      return c.json(
        {
          success: false,
          message: `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX} characters`,
          code: 'idempotency_key_invalid',
        },
        400,
      );
    }

    const token = bearerToken(c);
    const user = token ? await findSessionUser(deps, token) : null;
    const scope = `${user ? `user:${user.id}` : 'anonymous'} ${c.req.method} ${c.req.path}`;
    // The body was already bounded by the body limit; a copy is hashed, the handler reads the original.
    const request = await requestHash(c.req.raw);

    let claim = await claimIdempotencyKey(deps, scope, key, request);
    for (let waited = 0; claim.kind === 'busy' && waited < WAIT_MAX_MS; waited += WAIT_STEP_MS) {
      await sleep(WAIT_STEP_MS);
      claim = await claimIdempotencyKey(deps, scope, key, request);
    }
    if (claim.kind === 'mismatch') {
      return c.json(
        {
          success: false,
          message: `This ${IDEMPOTENCY_KEY_HEADER} was used with a different request`,
          code: 'idempotency_key_reused',
        },
        422,
      );
    }
    if (claim.kind === 'busy') {
      return c.json(
        {
          success: false,
          message: 'A request with this Idempotency-Key is still being processed',
          code: 'idempotency_busy',
        },
        409,
      );
    }
    if (claim.kind === 'replay') {
      const { body } = claim.answer;
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status: claim.answer.status,
        headers: { 'content-type': 'application/json; charset=UTF-8', [IDEMPOTENT_REPLAY_HEADER]: 'true' },
      });
    }

    try {
      await next();
    } catch (error) {
      await releaseIdempotencyKey(deps, claim.storageKey);
      throw error;
    }
    const status = c.res.status;
    const isJson = (c.res.headers.get('content-type') ?? '').includes('json');
    if (status < 200 || status >= 300 || !isJson) {
      await releaseIdempotencyKey(deps, claim.storageKey);
      return;
    }
    // Kept as the exact text sent, so a replay is byte-for-byte the first answer.
    const body = await c.res.clone().text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      await releaseIdempotencyKey(deps, claim.storageKey);
      return;
    }
    if (carriesSecret(parsed)) {
      await releaseIdempotencyKey(deps, claim.storageKey);
      return;
    }
    await completeIdempotencyKey(deps, claim.storageKey, { status, body });
  };
}
