import { positiveIdOf } from '@contract/primitives';
import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import type { AnswerInput, Endpoint, RequestOutput } from '../contract/endpoint';
import { pathParamNames } from '../contract/recruiter/paths';
import { type FilesOf, readMultipart } from './multipart';
import {
  BODY_TOO_LARGE_MESSAGE,
  HttpError,
  JSON_BODY_MAX_BYTES,
  REQUEST_MAX_BYTES,
  readJson,
  sureBodyLength,
  validate,
} from './validate';

/**
 * The largest body a call reads, by the call, not by the Content-Type the client chose: the
 * request limit (25 MB) for a multipart call, 1 MB for any other.
 */
export function bodyMaxBytes(endpoint: Endpoint): number {
  return endpoint.body === 'multipart' ? REQUEST_MAX_BYTES : JSON_BODY_MAX_BYTES;
}

/**
 * Refuses (413) a body past the call's own limit: at once by its Content-Length, else as it
 * streams (whoever reads past the limit gets `HttpError` 413). Nothing is read here: hono's
 * bodyLimit would buffer a chunked body before the session guard.
 */
function limitBody(endpoint: Endpoint): MiddlewareHandler {
  const max = bodyMaxBytes(endpoint);
  const tooLarge = (c: Context) =>
    c.json({ success: false, message: BODY_TOO_LARGE_MESSAGE, code: 'body_too_large' }, 413);
  return async (c, next) => {
    // Node's parser delivers no more than the Content-Length: nothing to count (nor a stream to
    // make, which under load cost the server a tenth of its time)
    const sure = sureBodyLength(c);
    if (sure !== undefined) return sure > max ? tooLarge(c) : next();
    const raw = c.req.raw;
    if (!raw.body) return next();
    const declared = Number(raw.headers.get('content-length') ?? Number.NaN);
    if (Number.isFinite(declared) && declared > max) return tooLarge(c);
    let size = 0;
    const counted = raw.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > max) controller.error(new HttpError(413, BODY_TOO_LARGE_MESSAGE, 'body_too_large'));
          else controller.enqueue(chunk);
        },
      }),
    );
    c.req.raw = new Request(raw, { body: counted, duplex: 'half' } as RequestInit);
    return next();
  };
}

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

/**
 * The ids of the request's path by name (`/recruiters/jobs/:job_id` -> { job_id }): each a
 * positive whole number up to ROW_ID_MAX, else 400 validation_failed.
 */
export function pathIds(c: Context, path: string): Record<string, number> {
  const params: Record<string, number> = {};
  for (const name of pathParamNames(path)) {
    const id = positiveIdOf(c.req.param(name));
    if (id === null) throw new HttpError(400, `${name} must be a positive whole number`, 'validation_failed');
    params[name] = id;
  }
  return params;
}

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
 *
 * In order: the call's body limit (a Content-Length past it is 413 before anything is read),
 * the guard, then for a call that declares `idempotent` the Idempotency-Key step app.ts provides
 * (`c.var.idempotency`; middleware/idempotency.ts), then the handler. So a body is read (or
 * hashed) only once the path is known and the caller is signed in.
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
  const answer = async (c: Context<TEnv>) => {
    if (endpoint.body === 'multipart') {
      const { input, files } = await readMultipart(c, endpoint);
      return c.json(await handler(c, input, files), 200);
    }
    const input = await readInput(c, endpoint);
    return c.json(await handler(c, input, {} as FilesOf<E>), 200);
  };
  const run = async (c: Context<TEnv>) => {
    const idempotency = endpoint.idempotent ? c.get('idempotency') : undefined;
    if (!idempotency) return answer(c);
    const replied = await idempotency(c, async () => {
      c.res = await answer(c);
    });
    return replied ?? c.res;
  };
  const limit = limitBody(endpoint);
  if (guard) router.on(endpoint.method, endpoint.path, limit, guard, run);
  else router.on(endpoint.method, endpoint.path, limit, run);
}
