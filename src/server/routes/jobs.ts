import { withdrawApplication } from '@contract/application-withdrawal';
import {
  appliedJobs,
  applyJob,
  getJob,
  JOB_CLOSED,
  JOB_NOT_FOUND,
  JOBS_PER_PAGE,
  jobSearch,
  RESUME_REQUIRED,
  SIMILAR_JOBS,
  savedJobs as savedJobsEndpoint,
  saveJob,
  similarJobs,
} from '@contract/jobs';
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { applications, assessmentSubmissions, jobs, savedJobs, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { requireCandidate, type SessionEnv } from '../middleware/require-session';
import { route } from '../route';
import { recordApplicationEvent } from '../services/application-timeline';
import { withdrawOwnApplication } from '../services/application-withdrawal';
import { type DbOrTx, databaseFileStore } from '../services/file-store';
import { jobDetailFor, PUBLISHED_JOBS } from '../services/job-queries';
import { searchJobs } from '../services/job-search';
import { appliedJobsPage, savedJobsPage } from '../services/own-job-lists';
import { similarJobsFor } from '../services/similar-jobs';
import { HttpError } from '../validate';

const notFound = () => new HttpError(404, JOB_NOT_FOUND, 'job_not_found');
/** Issue 23: applying to a closed job. */
const jobClosed = () => new HttpError(409, JOB_CLOSED, 'job_closed');

/**
 * The jobs calls (signed-in-area.md §7): search, one job, save, the saved and applied lists,
 * apply. Every call reads and writes the caller's own rows only: none takes a candidate's id.
 */
export function jobRoutes(deps: AppDeps): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const guard = requireCandidate(deps);
  const store = deps.fileStore ?? databaseFileStore;

  route(routes, jobSearch, guard, async (c, input) => {
    const { page, sort, ...filters } = input;
    const found = await searchJobs(deps.db, c.get('user').id, filters, page, sort);
    return {
      success: true,
      message: 'Jobs fetched successfully',
      result: found.jobs,
      total: found.total,
      ...(found.allWordsTotal === undefined ? {} : { all_words_total: found.allWordsTotal }),
      page,
      per_page: JOBS_PER_PAGE,
    };
  });

  route(routes, getJob, guard, async (c, input) => {
    const job = await jobDetailFor(deps.db, c.get('user').id, input.id);
    if (!job) throw notFound();
    return { success: true, message: 'Job fetched successfully', result: { job } };
  });

  route(routes, similarJobs, guard, async (c, input) => {
    const found = await similarJobsFor(deps.db, c.get('user').id, input.id, SIMILAR_JOBS);
    if (!found) throw notFound();
    return { success: true, message: 'Similar jobs fetched successfully', result: found };
  });

  route(routes, saveJob, guard, async (c, input) => {
    const userId = c.get('user').id;
    const jobExists = async () =>
      (
        await deps.db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.id, input.job_id), PUBLISHED_JOBS))
      ).length > 0;
    const mine = and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, input.job_id));
    /** Sets the state; answers whether a row changed (false: it was so already, or no such job). */
    const setSaved = async (db: DbOrTx, wanted: boolean) => {
      const changed = wanted
        ? await db
            .insert(savedJobs)
            .select(
              db
                .select({
                  userId: sql<number>`${userId}`.as('user_id'),
                  jobId: jobs.id,
                  savedAt: sql<Date>`${deps.now().toISOString()}::timestamptz`.as('saved_at'),
                })
                .from(jobs)
                .where(and(eq(jobs.id, input.job_id), PUBLISHED_JOBS)),
            )
            .onConflictDoNothing()
            .returning({ jobId: savedJobs.jobId })
        : await db.delete(savedJobs).where(mine).returning({ jobId: savedJobs.jobId });
      return changed.length > 0;
    };
    let saved: boolean;
    if (input.saved !== undefined) {
      // The desired state (what the app sends): one statement that holds whatever ran before or
      // alongside, so no transaction and no lock. (A transaction here held a pooled connection,
      // and on the embedded database every other request's queries, for four round trips.)
      // Only when nothing changed is the job looked for: an unknown job answers 404.
      saved = input.saved;
      if (!(await setSaved(deps.db, saved)) && !(await jobExists())) throw notFound();
    } else {
      if (!(await jobExists())) throw notFound();
      saved = await deps.db.transaction(async (tx) => {
        // a toggle reads what the previous one wrote: one at a time per candidate. 'no key
        // update' serializes them as 'update' does, without blocking the candidate's other
        // requests inserting rows that reference theirs (a login's session, an upload).
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
        const [existing] = await tx.select({ jobId: savedJobs.jobId }).from(savedJobs).where(mine);
        await setSaved(tx, !existing);
        return !existing;
      });
    }
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

  // issue 36 §2: the candidate withdraws an application (idempotent by its state)
  route(routes, withdrawApplication, guard, async (c, input) => ({
    success: true,
    message: 'Application withdrawn',
    result: {
      job_id: input.job_id,
      ...(await withdrawOwnApplication(deps.db, c.get('user').id, input.job_id, deps.now())),
    },
  }));

  route(routes, applyJob, guard, async (c, input, files) => {
    const userId = c.get('user').id;
    const resume = files.resume;
    if (!resume) throw new HttpError(400, RESUME_REQUIRED, 'validation_failed');
    // Read before and after the transaction what it does not change (the app never edits or
    // deletes a job; the assessment is the candidate's own, submitted elsewhere): the transaction
    // keeps only the writes, so it holds its connection and the candidate's row (and on the
    // embedded database, every other request's queries) for as few round trips as it can.
    const [job] = await deps.db
      .select({ id: jobs.id, requiresAssessment: jobs.requiresAssessment, listed: jobs.listed })
      .from(jobs)
      .where(and(eq(jobs.id, input.job_id), PUBLISHED_JOBS));
    if (!job) throw notFound();
    // a closed job, a hidden one or a suspended company's takes no application (issue 37)
    if (!job.listed) throw jobClosed();
    const applicationId = await deps.db.transaction(async (tx) => {
      // one application write at a time per candidate ('no key update': see save_job)
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      // issue 23: a close committed meanwhile refuses the application; one running waits (its
      // row lock) and then refuses it
      const [still] = await tx
        .select({ listed: jobs.listed })
        .from(jobs)
        .where(eq(jobs.id, job.id))
        .for('share');
      if (!still?.listed) throw jobClosed();
      const mine = and(eq(applications.userId, userId), eq(applications.jobId, job.id));
      const [earlier] = await tx
        .select({ id: applications.id, resumeFileId: applications.resumeFileId })
        .from(applications)
        .where(mine);
      const fileId = await store.put(tx, userId, resume);
      const now = deps.now();
      if (earlier) {
        // applying again keeps the one application (and its status) with the newest resume
        await tx
          .update(applications)
          .set({ resumeFileId: fileId, updatedAt: now })
          .where(eq(applications.id, earlier.id));
        if (earlier.resumeFileId !== null) await store.delete(tx, earlier.resumeFileId, userId);
        return earlier.id;
      }
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
      await recordApplicationEvent(tx, row.id, 'applied', now);
      return row.id;
    });
    const [submission] = job.requiresAssessment
      ? await deps.db
          .select({ status: assessmentSubmissions.status })
          .from(assessmentSubmissions)
          .where(and(eq(assessmentSubmissions.userId, userId), eq(assessmentSubmissions.jobId, job.id)))
      : [];
    const result = {
      application_id: applicationId,
      assessment_required: job.requiresAssessment && submission?.status !== 'submitted',
    };
    return { success: true, message: 'Application submitted successfully', result };
  });

  return routes;
}
