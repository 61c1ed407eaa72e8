import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  appliedJobs,
  applyJob,
  getJob,
  JOB_NOT_FOUND,
  JOBS_PER_PAGE,
  jobSearch,
  RESUME_REQUIRED,
  savedJobs as savedJobsEndpoint,
  saveJob,
} from '../../contract/jobs';
import { applications, assessmentSubmissions, jobs, savedJobs, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { requireSession, type SessionEnv } from '../middleware/require-session';
import { route } from '../route';
import { databaseFileStore } from '../services/file-store';
import { appliedJobsPage, jobDetailFor, savedJobsPage, searchJobs } from '../services/job-queries';
import { HttpError } from '../validate';

const notFound = () => new HttpError(404, JOB_NOT_FOUND, 'job_not_found');

/**
 * The jobs calls (signed-in-area.md §7): search, one job, save, the saved and applied lists,
 * apply. Every call reads and writes the caller's own rows only: none takes a candidate's id.
 */
export function jobRoutes(deps: AppDeps): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const guard = requireSession(deps);
  const store = deps.fileStore ?? databaseFileStore;

  route(routes, jobSearch, guard, async (c, input) => {
    const { page, ...filters } = input;
    const found = await searchJobs(deps.db, c.get('user').id, filters, page);
    return {
      success: true,
      message: 'Jobs fetched successfully',
      result: found.jobs,
      total: found.total,
      page,
      per_page: JOBS_PER_PAGE,
    };
  });

  route(routes, getJob, guard, async (c, input) => {
    const job = await jobDetailFor(deps.db, c.get('user').id, input.id);
    if (!job) throw notFound();
    return { success: true, message: 'Job fetched successfully', result: { job } };
  });

  route(routes, saveJob, guard, async (c, input) => {
    const userId = c.get('user').id;
    const saved = await deps.db.transaction(async (tx) => {
      // one save at a time per candidate, so a toggle reads what the previous one wrote
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [job] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, input.job_id));
      if (!job) throw notFound();
      const mine = and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, input.job_id));
      const [existing] = await tx.select({ jobId: savedJobs.jobId }).from(savedJobs).where(mine);
      const wanted = input.saved ?? !existing;
      if (wanted && !existing) {
        await tx
          .insert(savedJobs)
          .values({ userId, jobId: input.job_id, savedAt: deps.now() })
          .onConflictDoNothing();
      } else if (!wanted && existing) {
        await tx.delete(savedJobs).where(mine);
      }
      return wanted;
    });
    return {
      success: true,
      message: saved ? 'Job saved successfully' : 'Job unsaved successfully',
      result: { job_id: input.job_id, saved },
    };
  });

  route(routes, savedJobsEndpoint, guard, async (c, input) => {
    const { page, ...filters } = input;
    const found = await savedJobsPage(deps.db, c.get('user').id, filters, page);
    return {
      success: true,
      message: 'Saved jobs fetched successfully',
      result: { jobs: found.jobs, total: found.total, page, per_page: JOBS_PER_PAGE },
    };
  });

  route(routes, appliedJobs, guard, async (c, input) => {
    const { page, ...filters } = input;
    const found = await appliedJobsPage(deps.db, c.get('user').id, filters, page);
    return {
      success: true,
      message: 'Applied jobs fetched successfully',
      result: { jobs: found.jobs, total: found.total, page, per_page: JOBS_PER_PAGE },
    };
  });

  route(routes, applyJob, guard, async (c, input, files) => {
    const userId = c.get('user').id;
    const resume = files.resume;
    if (!resume) throw new HttpError(400, RESUME_REQUIRED, 'validation_failed');
    const result = await deps.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [job] = await tx
        .select({ id: jobs.id, requiresAssessment: jobs.requiresAssessment })
        .from(jobs)
        .where(eq(jobs.id, input.job_id));
      if (!job) throw notFound();
      const mine = and(eq(applications.userId, userId), eq(applications.jobId, job.id));
      const [earlier] = await tx
        .select({ id: applications.id, resumeFileId: applications.resumeFileId })
        .from(applications)
        .where(mine);
      const fileId = await store.put(tx, userId, resume);
      const now = deps.now();
      let applicationId: number;
      if (earlier) {
        // applying again keeps the one application (and its status) with the newest resume
        await tx
          .update(applications)
          .set({ resumeFileId: fileId, updatedAt: now })
          .where(eq(applications.id, earlier.id));
        if (earlier.resumeFileId !== null) await store.delete(tx, earlier.resumeFileId, userId);
        applicationId = earlier.id;
      } else {
        const [row] = await tx
          .insert(applications)
          .values({
            userId,
            jobId: job.id,
            resumeFileId: fileId,
            status: 'new',
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: applications.id });
        applicationId = row.id;
      }
      const [submission] = await tx
        .select({ status: assessmentSubmissions.status })
        .from(assessmentSubmissions)
        .where(and(eq(assessmentSubmissions.userId, userId), eq(assessmentSubmissions.jobId, job.id)));
      return {
        application_id: applicationId,
        assessment_required: job.requiresAssessment && submission?.status !== 'submitted',
      };
    });
    return { success: true, message: 'Application submitted successfully', result };
  });

  return routes;
}
