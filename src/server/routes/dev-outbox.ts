import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/**
 * PLACEHOLDER until the auth engineer (issue 3) writes this router.
 * Mounted at /api: define paths relative to /api, as in src/contract/api-paths.ts.
 */
export function devOutboxRoutes(_deps: AppDeps): Hono {
  return new Hono();
}
