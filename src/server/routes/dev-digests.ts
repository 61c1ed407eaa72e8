import { devRunDigests } from '@contract/dev';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { route } from '../route';
import { writeDueDigests } from '../services/digest/saved-search-digest';

/**
 * POST /dev/digests: writes the saved-search digests due now, as the periodic run would (at most
 * one a day per candidate all the same). Mounted by app.ts only outside production, for loopback
 * clients; in production this router refuses to exist even if mounted by mistake.
 */
export function devDigestRoutes(deps: AppDeps): Hono {
  const router = new Hono();
  if (deps.config.isProduction) return router;

  route(router, devRunDigests, async () => ({
    success: true as const,
    result: { written: await writeDueDigests(deps) },
  }));

  return router;
}
