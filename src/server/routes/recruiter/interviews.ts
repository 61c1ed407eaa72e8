import {
  applicantInterviews,
  cancelInterview,
  clearWalkInDrive,
  companyInterviews,
  jobWalkInDrive,
  scheduleInterview,
  scheduleInterviews,
  setWalkInDrive,
  updateInterview,
} from '@contract/recruiter/interviews';
import type { AppDeps } from '@server/deps';
import { recruiterRoute } from '@server/middleware/require-recruiter';
import type { SessionEnv } from '@server/middleware/require-session';
import {
  applicantInterviewList,
  cancelCompanyInterview,
  companyInterviewList,
  scheduleApplicantInterview,
  scheduleApplicantsInterviews,
  updateCompanyInterview,
} from '@server/services/interviews/interviews';
import {
  clearJobWalkInDrive,
  setJobWalkInDrive,
  walkInDriveOf,
} from '@server/services/interviews/walk-in-drives';
import { companyJob } from '@server/services/recruiter/company-scope';
import { Hono } from 'hono';

/** The recruiter's interviews and walk-in drives (issue 36 §3), every row through the company scope. */
export function recruiterInterviewRoutes(deps: AppDeps): Hono<SessionEnv> {
  const router = new Hono<SessionEnv>();
  const { db } = deps;

  recruiterRoute(router, deps, scheduleInterview, async (_c, details, scope) => ({
    success: true,
    result: {
      interview: await scheduleApplicantInterview(deps, scope, scope.params.application_id, details),
    },
  }));

  recruiterRoute(router, deps, applicantInterviews, async (_c, _input, { companyId, params }) => ({
    success: true,
    result: { interviews: await applicantInterviewList(db, companyId, params.application_id) },
  }));

  recruiterRoute(router, deps, scheduleInterviews, async (_c, input, scope) => ({
    success: true,
    result: await scheduleApplicantsInterviews(deps, scope, input.application_ids, input.details),
  }));

  recruiterRoute(router, deps, updateInterview, async (_c, details, scope) => ({
    success: true,
    result: { interview: await updateCompanyInterview(deps, scope, scope.params.interview_id, details) },
  }));

  recruiterRoute(router, deps, cancelInterview, async (_c, _input, scope) => ({
    success: true,
    result: { interview: await cancelCompanyInterview(deps, scope, scope.params.interview_id) },
  }));

  recruiterRoute(router, deps, companyInterviews, async (_c, input, { companyId }) => ({
    success: true,
    result: await companyInterviewList(db, companyId, input.range, deps.now()),
  }));

  recruiterRoute(router, deps, jobWalkInDrive, async (_c, _input, { companyId, params }) => {
    const job = await companyJob(db, companyId, params.job_id);
    return { success: true, result: { walk_in: await walkInDriveOf(db, job.id) } };
  });

  recruiterRoute(router, deps, setWalkInDrive, async (_c, drive, { companyId, params }) => {
    const job = await companyJob(db, companyId, params.job_id);
    return { success: true, result: { walk_in: await setJobWalkInDrive(db, job.id, drive, deps.now()) } };
  });

  recruiterRoute(router, deps, clearWalkInDrive, async (_c, _input, { companyId, params }) => {
    const job = await companyJob(db, companyId, params.job_id);
    await clearJobWalkInDrive(db, job.id);
    return { success: true, result: { walk_in: null } };
  });

  return router;
}
