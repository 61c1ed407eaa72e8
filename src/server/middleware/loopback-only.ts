import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { clientIp, isLoopback } from '../services/rate-limit';

/**
 * Lets a request through only from this machine: the socket's address is a loopback one, and
 * so is the client's address read through TRUST_PROXY; with TRUST_PROXY=0 a request carrying
 * X-Forwarded-For or Forwarded (it came through a proxy) is refused too. Anything else gets the
 * same JSON 404 as an unknown path, so the dev routes (every one-time code) cannot be read from
 * the network even when `npm start` listens on all interfaces.
 */
export function loopbackOnly(deps: AppDeps): MiddlewareHandler {
  return async (c, next) => {
    const socket = clientIp(c, 0);
    const client = clientIp(c, deps.config.trustProxy);
    const proxied =
      deps.config.trustProxy === 0 &&
      (c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined);
    if (!isLoopback(socket) || !isLoopback(client) || proxied) {
      return c.json({ success: false, message: 'Not found', code: 'not_found' }, 404);
    }
    return next();
  };
}
