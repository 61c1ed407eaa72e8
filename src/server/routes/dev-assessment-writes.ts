import { devAssessmentWrites } from '@contract/dev';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { route } from '../route';
import { assessmentWrites } from '../services/candidate-activity';

/**
 * GET /dev/assessment_writes?user_id=N&job_id=M: how many assessment saves the server applied
 * for that candidate and job (a replayed request is not one), so the offline trials can tell a
 * doubled write. Mounted by app.ts only outside production, for loopback clients; in production
 * this router refuses to exist even if mounted by mistake.
 */
export function devAssessmentWritesRoutes(deps: AppDeps): Hono {
  const router = new Hono();
  if (deps.config.isProduction) return router;

  route(router, devAssessmentWrites, async (_c, query) => ({
    success: true,
    result: { writes: await assessmentWrites(deps, query.user_id, query.job_id) },
  }));

  return router;
}
