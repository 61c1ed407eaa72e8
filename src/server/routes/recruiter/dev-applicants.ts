import { devSeedApplicants } from '@contract/dev';
import { jobs } from '@server/db/schema';
import type { AppDeps } from '@server/deps';
import { route } from '@server/route';
import { jobNotFound } from '@server/services/recruiter/company-scope';
import { seedApplicants } from '@server/services/recruiter/seed-applicants';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';

/**
 * POST /dev/applicants: many candidates applied to a job at once (issue 36 §4's bulk journey).
 * Mounted by app.ts only outside production, for loopback clients; in production this router
 * refuses to exist even if mounted by mistake.
 */
export function devApplicantsRoutes(deps: AppDeps): Hono {
  const router = new Hono();
  if (deps.config.isProduction) return router;

  route(router, devSeedApplicants, async (_c, input) => {
    const [job] = await deps.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, input.job_id));
    if (!job) throw jobNotFound();
    const ids = await deps.db.transaction((tx) =>
      seedApplicants(tx, job.id, input.count, { names: input.names, now: deps.now() }),
    );
    return { success: true, result: { application_ids: ids } };
  });

  return router;
}
