import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@contract/headers';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import {
  carriesSecret,
  claimIdempotencyKey,
  completeIdempotencyKey,
  IDEMPOTENCY_KEY_MAX,
  releaseIdempotencyKey,
} from '../services/idempotency';
import { findSessionUser, hashToken, type UserRow } from '../services/sessions';
import { keepBodyBytes, REQUEST_MAX_BYTES, readBodyBytes } from '../validate';
import { bearerToken } from './require-session';

declare module 'hono' {
  interface ContextVariableMap {
    /**
     * The Idempotency-Key step, set by app.ts for every /api request; `route()` runs it, after
     * the body limit and the session guard, only for a call whose descriptor says `idempotent`.
     */
    idempotency: MiddlewareHandler;
  }
}

/** Set on an answer that repeats a remembered one. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const WAIT_STEP_MS = 50;
const WAIT_MAX_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A hash of a request's body: its bytes, but for multipart/form-data its parts in order (names,
 * texts, file names, types and bytes), so the same form sent again with another boundary (a
 * page retrying by itself) is the same request. A body that does not parse is hashed as bytes.
 */
export async function bodyHash(bytes: Uint8Array<ArrayBuffer>, type: string): Promise<string> {
  const hash = createHash('sha256');
  if (/^multipart\/form-data\b/i.test(type)) {
    try {
      const form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
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
          const fileBytes = new Uint8Array(await value.arrayBuffer());
          hash.update(`${fileBytes.byteLength}:`);
          hash.update(fileBytes);
        }
      }
      return hash.digest('hex');
    } catch {
      // not a readable form: the bytes below
    }
  }
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * For writes carrying an `Idempotency-Key` header: the first request with a key runs and its
 * successful answer (2xx status and JSON body) is remembered for 24 h per scope (the session:
 * its user and a hash of its token, or anonymous; the method and the path) together with a hash
 * of the request body (of a multipart body, of its parts: `bodyHash`); a repeat
 * with the same body gets that answer without running the handler, a repeat with another body
 * gets 422. A duplicate arriving while the first still runs waits for it. Keys over 200
 * characters get 400. Refusals (4xx) and failures (5xx) are not remembered, so a corrected or
 * retried request runs; neither is an answer carrying a token.
 *
 * It applies where it is put: `route()` runs it (after the body limit and the session guard)
 * for the calls that declare `idempotent`, and only those, so no body is read or hashed before
 * the path is known and the caller signed in; every other call ignores the header.
 */
export function idempotency(deps: AppDeps): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined || !UNSAFE_METHODS.has(c.req.method)) return next();
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

    // the session guard, run before this step on a call with a session, has found the caller:
    // asked again only on a call without the guard
    const guarded = c.get('token') as string | undefined;
    const token = guarded ?? bearerToken(c);
    const user = guarded ? (c.get('user') as UserRow) : token ? await findSessionUser(deps, token) : null;
    // by session: another session of the same candidate (another device, or after a sign-out)
    // never gets this one's answers; the `user:{id} ` prefix lets account deletion find them
    const who = user && token ? `user:${user.id} session:${hashToken(token)}` : 'anonymous';
    const scope = `${who} ${c.req.method} ${c.req.path}`;
    // Read once, within the call's limit (route.ts counts the stream), then handed on as bytes:
    // the hash reads those, and so does the handler.
    const bytes = await readBodyBytes(c, REQUEST_MAX_BYTES);
    // the call reads these bytes (an empty body too: the call itself then refuses it)
    keepBodyBytes(c, bytes);
    const request = await bodyHash(bytes, c.req.header('content-type') ?? '');

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
