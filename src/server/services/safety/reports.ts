import { JOB_NOT_FOUND } from '@contract/jobs';
import { REPORTS_TO_HIDE, type Report, type ReportKind } from '@contract/reports';
import { rowsOf } from '@server/db/client';
import { conversations, jobs, messages, reports } from '@server/db/schema';
import type { AppDeps } from '@server/deps';
import { HttpError } from '@server/validate';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../file-store';
import { PUBLISHED_JOBS } from '../job-queries';

/**
 * A candidate's reports (issue 37 §2): of a job they may read (published: open or closed), of a
 * recruiter's message of their own conversation, of a company with such a job or a conversation
 * with them. One report per candidate and thing (the table's unique indexes): a repeat changes
 * nothing and says so. The job's third different reporter since its last review hides it
 * (`jobs.hidden_at`), in the same transaction, the job's row locked so that two reports at once
 * are counted one after the other.
 */

export const COMPANY_NOT_FOUND = 'Company not found';
export const MESSAGE_NOT_FOUND_TEXT = 'Message not found';

/** What the report came to: a new report, or the candidate's earlier one kept. */
export interface ReportOutcome {
  alreadyReported: boolean;
  /** a job report that hid the job */
  hidden: boolean;
}

type Target =
  | { kind: 'job'; jobId: number }
  | { kind: 'message'; messageId: number }
  | { kind: 'company'; companyId: number };

async function insertReport(
  db: DbOrTx,
  target: Target,
  reporterId: number,
  report: Report,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(reports)
    .values({
      kind: target.kind satisfies ReportKind,
      jobId: target.kind === 'job' ? target.jobId : null,
      messageId: target.kind === 'message' ? target.messageId : null,
      companyId: target.kind === 'company' ? target.companyId : null,
      reporterId,
      reason: report.reason,
      details: report.details,
      lostMoney: report.lost_money,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return rows.length > 0;
}

/** Reports a job the candidate may read (else 404 job_not_found); the third reporter hides it. */
export async function reportJob(
  deps: AppDeps,
  candidateId: number,
  jobId: number,
  report: Report,
  now: Date,
): Promise<ReportOutcome> {
  return deps.db.transaction(async (tx) => {
    const [job] = await tx
      .select({ id: jobs.id, hiddenAt: jobs.hiddenAt })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), PUBLISHED_JOBS))
      .for('update');
    if (!job) throw new HttpError(404, JOB_NOT_FOUND, 'job_not_found');
    if (!(await insertReport(tx, { kind: 'job', jobId }, candidateId, report, now)))
      return { alreadyReported: true, hidden: false };
    if (job.hiddenAt !== null) return { alreadyReported: false, hidden: false };
    const [{ reporters }] = await tx
      .select({ reporters: count() })
      .from(reports)
      .where(and(eq(reports.jobId, jobId), isNull(reports.reviewedAt)));
    if (reporters < REPORTS_TO_HIDE) return { alreadyReported: false, hidden: false };
    await tx.update(jobs).set({ hiddenAt: now }).where(eq(jobs.id, jobId));
    return { alreadyReported: false, hidden: true };
  });
}

/** Reports a recruiter's message of the candidate's own conversation (else 404 message_not_found). */
export async function reportMessage(
  deps: AppDeps,
  candidateId: number,
  messageId: number,
  report: Report,
  now: Date,
): Promise<ReportOutcome> {
  return deps.db.transaction(async (tx) => {
    const [message] = await tx
      .select({ id: messages.id })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(
        and(
          eq(messages.id, messageId),
          eq(messages.senderRole, 'recruiter'),
          eq(conversations.candidateId, candidateId),
        ),
      );
    if (!message) throw new HttpError(404, MESSAGE_NOT_FOUND_TEXT, 'message_not_found');
    const added = await insertReport(tx, { kind: 'message', messageId }, candidateId, report, now);
    return { alreadyReported: !added, hidden: false };
  });
}

/**
 * Reports a company with a job the candidate may read or a conversation with them (else 404
 * not_found).
 */
export async function reportCompany(
  deps: AppDeps,
  candidateId: number,
  companyId: number,
  report: Report,
  now: Date,
): Promise<ReportOutcome> {
  return deps.db.transaction(async (tx) => {
    const known = await tx.execute(sql`select 1 where exists (
        select 1 from ${jobs} where ${jobs.companyId} = ${companyId} and ${PUBLISHED_JOBS})
      or exists (select 1 from ${conversations}
        where ${conversations.companyId} = ${companyId} and ${conversations.candidateId} = ${candidateId})`);
    if (rowsOf(known).length === 0) throw new HttpError(404, COMPANY_NOT_FOUND, 'not_found');
    const added = await insertReport(tx, { kind: 'company', companyId }, candidateId, report, now);
    return { alreadyReported: !added, hidden: false };
  });
}
