import type { ErrorCode } from '@contract/errors';
import { CANDIDATE_ROLE_ID } from '@contract/limits';
import { INVALID_SESSION as INVALID_SESSION_TEXT } from '@contract/texts';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { databaseFileStore } from '../services/file-store';
import { findSessionUser, type UserRow } from '../services/sessions';
import { HttpError } from '../validate';

/** Hono variables set by `requireSession`. */
export interface SessionVariables {
  user: UserRow;
  token: string;
}
export interface SessionEnv {
  Variables: SessionVariables;
}

export const AUTHENTICATION_REQUIRED = 'Authentication required';
/** A recruiter's token on a candidate's call. */
export const CANDIDATES_ONLY = 'Candidates only: sign in with a candidate account';
export const INVALID_SESSION = INVALID_SESSION_TEXT;

/** The bearer token of the request, or null when there is none. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Lets the request through only with a live session of an active account:
 * no bearer token -> 401 'Authentication required' (`unauthenticated`); an invalid, expired or
 * revoked one (or a deactivated/deleted account) -> 403 'Invalid session' (`invalid_session`) (the client signs out on 403).
 * Sets `c.get('user')` and `c.get('token')`.
 */
export function requireSession(deps: AppDeps): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) {
      return c.json({ success: false, message: AUTHENTICATION_REQUIRED, code: 'unauthenticated' }, 401);
    }
    const user = await findSessionUser(deps, token);
    if (!user) return c.json({ success: false, message: INVALID_SESSION, code: 'invalid_session' }, 403);
    c.set('user', user);
    c.set('token', token);
    await next();
  };
}

/** Hono variables set by `requireBearer`. */
export interface BearerEnv {
  Variables: { token: string };
}

/**
 * Sign-out's guard: a bearer token (else 401 `unauthenticated`), whatever its session's state. A
 * sign-out queued offline is replayed later with the token it was made with, which may have ended
 * meanwhile (issue 35 H13): whether the token names a session is the sign-out's to say.
 */
export function requireBearer(): MiddlewareHandler<BearerEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) {
      return c.json({ success: false, message: AUTHENTICATION_REQUIRED, code: 'unauthenticated' }, 401);
    }
    c.set('token', token);
    await next();
  };
}

/**
 * `requireSession` for the candidates' calls: a live session of a candidate (role 3); any other
 * account (a recruiter) -> 403 'candidates_only', so a recruiter's token never reads or writes as
 * a candidate. Sign-out alone takes any session (requireSession).
 */
export function requireCandidate(deps: AppDeps): MiddlewareHandler<SessionEnv> {
  return requireSessionOf(deps, (user) =>
    user.roleId === CANDIDATE_ROLE_ID ? null : { message: CANDIDATES_ONLY, code: 'candidates_only' },
  );
}

/**
 * `requireSession`, then the account's own rule: `refusal(user)` answers 403 with its message and
 * code, or null lets the request on (the candidates' and the recruiters' guards).
 */
export function requireSessionOf(
  deps: AppDeps,
  refusal: (user: UserRow) => { message: string; code: ErrorCode } | null,
): MiddlewareHandler<SessionEnv> {
  const session = requireSession(deps);
  return async (c, next) => {
    let signedIn = false;
    const refused = await session(c, async () => {
      signedIn = true;
    });
    if (!signedIn) return refused ?? c.res;
    const refusing = refusal(c.get('user'));
    if (refusing) return c.json({ success: false, ...refusing }, 403);
    await next();
  };
}

/**
 * The signed-in candidate of a call that needs a session for some of its inputs only (send_otp
 * and verify_otp for a contact change): the same 401 and 403 answers as `requireSession`, thrown.
 */
export async function sessionUserOf(deps: AppDeps, c: Context): Promise<UserRow> {
  const token = bearerToken(c);
  if (!token) throw new HttpError(401, AUTHENTICATION_REQUIRED, 'unauthenticated');
  const user = await findSessionUser(deps, token);
  if (!user) throw new HttpError(403, INVALID_SESSION, 'invalid_session');
  if (user.roleId !== CANDIDATE_ROLE_ID) throw new HttpError(403, CANDIDATES_ONLY, 'candidates_only');
  return user;
}

/**
 * What a router of signed-in calls starts from: its routes, the session guard, and the file store
 * (the deps' own, else the database's).
 */
export function signedInRouter(deps: AppDeps) {
  return {
    routes: new Hono<SessionEnv>(),
    guard: requireCandidate(deps),
    store: deps.fileStore ?? databaseFileStore,
  };
}
