import { recruiterJobRoles } from '@contract/recruiter/job-roles';
import {
  closeRecruiterJob,
  createRecruiterJob,
  publishRecruiterJob,
  recruiterJob,
  recruiterJobs,
  reopenRecruiterJob,
  updateRecruiterJob,
} from '@contract/recruiter/jobs';
import { type AppDeps, eventBusOf } from '@server/deps';
import { recruiterRoute } from '@server/middleware/require-recruiter';
import type { SessionEnv } from '@server/middleware/require-session';
import { companyJobsPage, markJobLooked } from '@server/services/recruiter/company-jobs-list';
import { companyJob } from '@server/services/recruiter/company-scope';
import { jobRoleNames } from '@server/services/recruiter/job-roles';
import {
  createCompanyJob,
  recruiterJobOf,
  stepCompanyJob,
  updateCompanyJob,
} from '@server/services/recruiter/recruiter-jobs';
import { Hono } from 'hono';

/** The company's jobs (issue 23): list, create, read, save, publish, close, reopen; the job roles list. */
export function recruiterJobRoutes(deps: AppDeps): Hono<SessionEnv> {
  const router = new Hono<SessionEnv>();
  const { db } = deps;

  recruiterRoute(router, deps, recruiterJobs, async (_c, input, { companyId, recruiterId }) => ({
    success: true,
    result: await companyJobsPage(db, companyId, recruiterId, input.page),
  }));

  // the job roles list the editor's Job role is chosen from (issue 36)
  recruiterRoute(router, deps, recruiterJobRoles, async () => ({
    success: true,
    result: { roles: await jobRoleNames(db) },
  }));

  recruiterRoute(router, deps, createRecruiterJob, async (_c, draft, { companyId }) => ({
    success: true,
    result: { job: await createCompanyJob(db, companyId, draft, deps.now()) },
  }));

  recruiterRoute(router, deps, recruiterJob, async (_c, _input, { companyId, recruiterId, params }) => {
    const job = await companyJob(db, companyId, params.job_id);
    await markJobLooked(db, recruiterId, job.id, deps.now());
    return { success: true, result: { job: await recruiterJobOf(db, job) } };
  });

  recruiterRoute(router, deps, updateRecruiterJob, async (_c, draft, { companyId, params }) => ({
    success: true,
    result: {
      job: await updateCompanyJob(eventBusOf(deps), companyId, params.job_id, draft, {
        now: deps.now(),
        publicUrl: deps.config.publicUrl,
      }),
    },
  }));

  for (const [endpoint, step] of [
    [publishRecruiterJob, 'publish'],
    [closeRecruiterJob, 'close'],
    [reopenRecruiterJob, 'reopen'],
  ] as const) {
    recruiterRoute(router, deps, endpoint, async (_c, _input, { companyId, params }) => ({
      success: true,
      result: { job: await stepCompanyJob(eventBusOf(deps), companyId, params.job_id, step, deps.now()) },
    }));
  }

  return router;
}
