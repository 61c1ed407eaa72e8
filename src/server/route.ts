import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import type { AnswerInput, Endpoint, RequestOutput } from '../contract/endpoint';
import { type FilesOf, readMultipart } from './multipart';
import { readJson, validate } from './validate';

/**
 * A call's handler: gets the request validated by the endpoint's request schema (the JSON body, the
 * text parts of a multipart body, or the query string of a GET), the checked file parts of a
 * multipart endpoint (`files`, by part name; empty for the others), and answers the endpoint's success envelope, which `route` sends as
 * JSON with status 200. Failures are thrown as `HttpError` (answered by app.ts's onError).
 */
export type RouteHandler<E extends Endpoint, TEnv extends Env> = (
  c: Context<TEnv>,
  input: RequestOutput<E>,
  files: FilesOf<E>,
) => AnswerInput<E> | Promise<AnswerInput<E>>;

/** Reads and validates what the endpoint takes: nothing, the query string (GET) or the JSON body. */
export async function readInput<E extends Endpoint>(c: Context, endpoint: E): Promise<RequestOutput<E>> {
  const schema = endpoint.request;
  if (schema === null) return undefined as RequestOutput<E>;
  if (endpoint.method === 'GET') return (await validate(schema, c.req.query())) as RequestOutput<E>;
  return (await readJson(c, schema)) as RequestOutput<E>;
}

/**
 * Registers a handler at the endpoint's method and path (relative to the router's mount point,
 * `/api`). A call that needs a session takes the session guard before its handler
 * (`route(router, dashboard, requireSession(deps), handler)`); registering one without a guard
 * throws, so a descriptor's `session` and its route cannot disagree.
 */
export function route<E extends Endpoint, TEnv extends Env>(
  router: Hono<TEnv>,
  endpoint: E,
  handler: NoInfer<RouteHandler<E, TEnv>>,
): void;
export function route<E extends Endpoint, TEnv extends Env>(
  router: Hono<TEnv>,
  endpoint: E,
  guard: MiddlewareHandler<TEnv>,
  handler: NoInfer<RouteHandler<E, TEnv>>,
): void;
export function route<E extends Endpoint, TEnv extends Env>(
  router: Hono<TEnv>,
  endpoint: E,
  ...args: [RouteHandler<E, TEnv>] | [MiddlewareHandler<TEnv>, RouteHandler<E, TEnv>]
): void {
  const [guard, handler] = args.length === 2 ? args : [undefined, args[0]];
  if (endpoint.session && !guard) {
    throw new Error(`${endpoint.method} ${endpoint.path} needs a session: register it with a guard`);
  }
  const run = async (c: Context<TEnv>) => {
    if (endpoint.body === 'multipart') {
      const { input, files } = await readMultipart(c, endpoint);
      return c.json(await handler(c, input, files), 200);
    }
    const input = await readInput(c, endpoint);
    const answer = await handler(c, input, {} as FilesOf<E>);
    return c.json(answer, 200);
  };
  if (guard) router.on(endpoint.method, endpoint.path, guard, run);
  else router.on(endpoint.method, endpoint.path, run);
}
