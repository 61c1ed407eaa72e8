import { copyTitle } from '@contract/recruiter/job-copies';
import { JOB_TITLE_MAX } from '@contract/recruiter/job-draft-limits';
import { jobDraftSchema } from '@contract/recruiter/jobs';
import type { Db } from '@server/db/client';
import { HttpError } from '@server/validate';
import * as v from 'valibot';
import type { EventBus } from '../event-bus';
import { companyJob } from './company-scope';
import { createCompanyJob, recruiterJobOf, stepJob } from './recruiter-jobs';

/** Copy a job and close several at once (issue 36 §4), through the jobs' own create and close. */

/** A new draft of the company with the job's fields and questions, titled 'Copy of ...'. */
export async function copyCompanyJob(db: Db, companyId: number, jobId: number, now: Date) {
  const job = await recruiterJobOf(db, await companyJob(db, companyId, jobId));
  const { id: _id, status: _status, created_at: _created, updated_at: _updated, questions, ...fields } = job;
  const draft = v.safeParse(jobDraftSchema, {
    ...fields,
    job_title: copyTitle(job.job_title).slice(0, JOB_TITLE_MAX),
    questions: questions.map(({ id: _question, answered: _answered, ...question }) => question),
  });
  if (!draft.success) throw new HttpError(400, draft.issues[0].message, 'validation_failed');
  // the copied job's role, even one saved before the job roles list was enforced
  return createCompanyJob(db, companyId, draft.output, now, job.role_name);
}

/** Closes the company's jobs in one transaction, each by the close rule; answers how many. */
export async function closeCompanyJobs(
  bus: EventBus,
  companyId: number,
  jobIds: readonly number[],
  now: Date,
): Promise<number> {
  return bus.transaction(async (tx) => {
    // in id order: two recruiters closing overlapping sets lock in one order
    for (const jobId of [...jobIds].sort((a, b) => a - b))
      await stepJob(tx, bus, companyId, jobId, 'close', now);
    return jobIds.length;
  });
}
