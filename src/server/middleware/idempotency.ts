import type { MiddlewareHandler } from 'hono';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/headers';
import type { AppDeps } from '../deps';
import {
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
/** Answers about the caller's state rather than the request: not remembered. */
const NOT_REMEMBERED = new Set([401, 403, 408, 409, 425, 429]);

const WAIT_STEP_MS = 50;
const WAIT_MAX_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * For writes carrying an `Idempotency-Key` header: the first request with a key runs and its
 * answer (status and JSON body) is remembered for 24 h per scope (the signed-in user or
 * anonymous, the method and the path); a repeat gets that answer without running the handler.
 * A duplicate arriving while the first still runs waits for it. Keys over 200 characters get 400.
 * 5xx answers and answers about the caller (401, 403, 429...) are not remembered, so a retry runs.
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

    const token = bearerToken(c);
    const user = token ? await findSessionUser(deps, token) : null;
    const scope = `${user ? `user:${user.id}` : 'anonymous'} ${c.req.method} ${c.req.path}`;

    let claim = await claimIdempotencyKey(deps, scope, key);
    for (let waited = 0; claim.kind === 'busy' && waited < WAIT_MAX_MS; waited += WAIT_STEP_MS) {
      await sleep(WAIT_STEP_MS);
      claim = await claimIdempotencyKey(deps, scope, key);
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
    if (status >= 500 || NOT_REMEMBERED.has(status) || !isJson) {
      await releaseIdempotencyKey(deps, claim.storageKey);
      return;
    }
    // Kept as the exact text sent, so a replay is byte-for-byte the first answer.
    const body = await c.res.clone().text();
    try {
      JSON.parse(body);
    } catch {
      await releaseIdempotencyKey(deps, claim.storageKey);
      return;
    }
    await completeIdempotencyKey(deps, claim.storageKey, { status, body });
  };
}
