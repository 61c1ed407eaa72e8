import type { AnswerInput, Endpoint, RequestOutput } from '@contract/endpoint';
import { RECRUITER_ROLE_ID } from '@contract/limits';
import { RECRUITERS_ONLY } from '@contract/recruiter/account';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { pathIds, route } from '../route';
import type { RecruiterScope } from '../services/recruiter/company-scope';
import { HttpError } from '../validate';
import { requireSessionOf, type SessionEnv } from './require-session';

/**
 * The recruiter side's one guard (issue 23). Every recruiter call is registered through
 * `recruiterRoute` (or `recruiterFileRoute` for the calls answering bytes), which
 * - lets only a live session of an active recruiter (role 2) of a company through: no token 401,
 *   a dead one 403 invalid_session (requireSession), any other account 403 recruiters_only;
 * - checks the path's ids (each a positive whole number, else 400);
 * - hands the handler `{ recruiterId, companyId, params }`: every row it reads or writes is
 *   loaded through the scope functions of services/recruiter/company-scope.ts with that company,
 *   so another company's row is 404, as if it did not exist.
 */

export type RecruiterHandler<E extends Endpoint> = (
  c: Context<SessionEnv>,
  input: RequestOutput<E>,
  scope: RecruiterScope,
) => AnswerInput<E> | Promise<AnswerInput<E>>;

/** The paths registered through the guard, by `METHOD path` (the tests check every call is). */
export const GUARDED_RECRUITER_CALLS = new Set<string>();

/** 403 recruiters_only for a signed-in account that is not a company's active recruiter. */
export function requireRecruiter(deps: AppDeps): MiddlewareHandler<SessionEnv> {
  return requireSessionOf(deps, (user) =>
    user.roleId === RECRUITER_ROLE_ID && user.companyId !== null
      ? null
      : { message: RECRUITERS_ONLY, code: 'recruiters_only' },
  );
}

/** The scope of a request that passed the guard: the recruiter, the company and the path's ids. */
export function scopeOf(c: Context<SessionEnv>, path: string): RecruiterScope {
  const user = c.get('user');
  if (user.companyId === null) throw new HttpError(403, RECRUITERS_ONLY, 'recruiters_only');
  return { recruiterId: user.id, companyId: user.companyId, params: pathIds(c, path) };
}

/** Registers a recruiter call: the guard, the input checked by its descriptor, then `handler` with the scope. */
export function recruiterRoute<E extends Endpoint>(
  router: Hono<SessionEnv>,
  deps: AppDeps,
  endpoint: E,
  handler: NoInfer<RecruiterHandler<E>>,
): void {
  GUARDED_RECRUITER_CALLS.add(`${endpoint.method} ${endpoint.path}`);
  route(router, endpoint, requireRecruiter(deps), (c, input) => handler(c, input, scopeOf(c, endpoint.path)));
}

/** Registers a recruiter GET answering bytes (a file), behind the same guard and path checks. */
export function recruiterFileRoute(
  router: Hono<SessionEnv>,
  deps: AppDeps,
  path: string,
  handler: (c: Context<SessionEnv>, scope: RecruiterScope) => Promise<Response>,
): void {
  GUARDED_RECRUITER_CALLS.add(`GET ${path}`);
  router.get(path, requireRecruiter(deps), (c) => handler(c, scopeOf(c, path)));
}
