import type { AnswerInput, Endpoint, RequestOutput } from '@contract/endpoint';
import { OPERATOR_ROLE_ID } from '@contract/limits';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { pathIds, route } from '../route';
import { requireSessionOf, type SessionEnv } from './require-session';

/** A signed-in account that is not an operator, on an operator's call. */
export const OPERATORS_ONLY = 'Operators only: sign in with an operator account';

/**
 * The operators' guard (issue 37): only a live session of an active operator (role 1) passes;
 * no token 401, a dead one 403 invalid_session, any other account 403 operators_only.
 */
export function requireOperator(deps: AppDeps): MiddlewareHandler<SessionEnv> {
  return requireSessionOf(deps, (user) =>
    user.roleId === OPERATOR_ROLE_ID ? null : { message: OPERATORS_ONLY, code: 'operators_only' },
  );
}

export type OperatorHandler<E extends Endpoint> = (
  c: Context<SessionEnv>,
  input: RequestOutput<E>,
  scope: { operatorId: number; params: Record<string, number> },
) => AnswerInput<E> | Promise<AnswerInput<E>>;

/** The paths registered through the guard, by `METHOD path` (the tests check every call is). */
export const GUARDED_OPERATOR_CALLS = new Set<string>();

/** Registers an operator's call: the guard, the input checked by its descriptor, then `handler`. */
export function operatorRoute<E extends Endpoint>(
  router: Hono<SessionEnv>,
  deps: AppDeps,
  endpoint: E,
  handler: NoInfer<OperatorHandler<E>>,
): void {
  GUARDED_OPERATOR_CALLS.add(`${endpoint.method} ${endpoint.path}`);
  route(router, endpoint, requireOperator(deps), (c, input) =>
    handler(c, input, { operatorId: c.get('user').id, params: pathIds(c, endpoint.path) }),
  );
}
