import { devPostJob, devSetCompanyStanding } from '@contract/dev';
import { asc, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { generateJobs } from '../db/job-catalogue';
import { companies, jobs } from '../db/schema';
import { insertJobs } from '../db/seed-catalogue';
import type { AppDeps } from '../deps';
import { route } from '../route';
import { HttpError } from '../validate';

/**
 * POST /dev/jobs: posts one job now (a catalogue job's texts with the given title and city), so a
 * journey can see a saved search's new match; POST /dev/company_standing sets a company's standing
 * (issue 37's journeys). Mounted by app.ts only outside production, for
 * loopback clients; in production this router refuses to exist even if mounted by mistake.
 */
export function devJobsRoutes(deps: AppDeps): Hono {
  const router = new Hono();
  if (deps.config.isProduction) return router;

  route(router, devPostJob, async (_c, input) => {
    const [company] = await deps.db
      .select({ id: companies.id })
      .from(companies)
      .orderBy(asc(companies.id))
      .limit(1);
    if (!company) throw new HttpError(409, 'The catalogue has no companies yet', 'conflict');
    const [template] = generateJobs(1);
    await insertJobs(
      deps.db,
      [{ ...template, jobTitle: input.job_title, location: input.location, ageMinutes: 0 }],
      deps.now(),
      [company.id],
      false,
    );
    const [row] = await deps.db.select({ id: jobs.id }).from(jobs).orderBy(desc(jobs.id)).limit(1);
    return { success: true, result: { id: row.id } };
  });

  // issue 37's journeys: a company's standing as an operator would set it (or back to unverified)
  route(router, devSetCompanyStanding, async (_c, input) => {
    const now = deps.now();
    const change =
      input.standing === 'unverified'
        ? { verifiedAt: null, suspendedAt: null }
        : input.standing === 'verified'
          ? { verifiedAt: now, suspendedAt: null }
          : { suspendedAt: now };
    const updated = await deps.db
      .update(companies)
      .set(change)
      .where(eq(companies.id, input.company_id))
      .returning({ id: companies.id });
    if (updated.length === 0) throw new HttpError(404, 'No such company', 'not_found');
    return { success: true, result: { standing: input.standing } };
  });

  return router;
}
