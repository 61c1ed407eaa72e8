import { JOB_NOT_FOUND } from '@contract/jobs';
import { APPLICANT_NOT_FOUND } from '@contract/recruiter/applicants';
import { applications, jobs } from '@server/db/schema';
import { HttpError } from '@server/validate';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../file-store';

/**
 * The company scope (issue 23): every recruiter handler loads the rows a request names through
 * these, with the company of the signed-in recruiter (middleware/require-recruiter.ts). Another
 * company's row answers exactly as a row that does not exist: 404, never 403.
 */

export type JobRow = typeof jobs.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;

/** What a recruiter's handler gets (middleware/require-recruiter.ts): who asks, for which company, the path's ids. */
export interface RecruiterScope {
  recruiterId: number;
  companyId: number;
  /** the path's ids by name (`/recruiters/jobs/:job_id` -> { job_id }) */
  params: Record<string, number>;
}

export const jobNotFound = () => new HttpError(404, JOB_NOT_FOUND, 'job_not_found');
export const applicantNotFound = () => new HttpError(404, APPLICANT_NOT_FOUND, 'applicant_not_found');

/** The company's job, or 404 job_not_found. `forUpdate`: locked until the transaction ends. */
export async function companyJob(
  db: DbOrTx,
  companyId: number,
  jobId: number,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<JobRow> {
  const query = db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
  const [job] = forUpdate ? await query.for('update') : await query;
  if (!job) throw jobNotFound();
  return job;
}

/**
 * The company's application (of one of its jobs, by a candidate whose account is active), with its
 * job; else 404 applicant_not_found (a deleted or deactivated candidate is not an applicant).
 */
export async function companyApplication(
  db: DbOrTx,
  companyId: number,
  applicationId: number,
): Promise<{ application: ApplicationRow; job: JobRow }> {
  const [row] = await db
    .select({ application: applications, job: jobs })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(applications.id, applicationId),
        eq(jobs.companyId, companyId),
        eq(applications.candidateActive, true),
      ),
    );
  if (!row) throw applicantNotFound();
  return row;
}

/** The company's applications among `ids`, every one of them, or 404 applicant_not_found. */
export async function companyApplications(
  db: DbOrTx,
  companyId: number,
  ids: readonly number[],
): Promise<ApplicationRow[]> {
  const rows = await db
    .select({ application: applications })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        inArray(applications.id, [...ids]),
        eq(jobs.companyId, companyId),
        eq(applications.candidateActive, true),
      ),
    );
  if (rows.length !== new Set(ids).size) throw applicantNotFound();
  return rows.map((row) => row.application);
}
