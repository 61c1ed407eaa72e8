import {
  BULK_JOB_NOT_FOUND,
  type BulkJob,
  type BulkJobRequest,
  bulkJobSummary,
} from '@contract/recruiter/bulk';
import { applications, bulkJobItems, bulkJobs } from '@server/db/schema';
import type { AppDeps } from '@server/deps';
import { HttpError } from '@server/validate';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../file-store';
import { requireCompanyMay } from '../safety/company-gates';
import { applicantsWhere } from './applicant-filters';
import { workBatch, workContextOf } from './bulk-job-items';
import { applicantNotFound, companyApplications, companyJob } from './company-scope';

/**
 * Bulk work (issue 36 §4): a status change or a message for many applicants of a job, done by the
 * server as one job. Starting one fixes its applications (the ids, each the company's and of the
 * job; or the list's filter applied here) as items; the loop each server process runs
 * (`startBulkJobRuns`) claims a job with a lease (FOR UPDATE SKIP LOCKED: two processes never
 * work one job at once; a job whose process died is taken again once its lease ends) and works
 * its items in batches (bulk-job-items.ts): a status change's batch of 100 in one transaction,
 * through the status change's own code (status-changes.ts), a message one item a transaction
 * through the chat's send (`writeRecruiterMessage`); the outcomes and the job's counts are written
 * in the same transaction as the changes, so an item is done exactly once whatever dies.
 */

type BulkJobRow = typeof bulkJobs.$inferSelect;

export interface BulkRules {
  /** items read at a time (the lease is renewed between them) */
  batchSize: number;
  /** how long a claim holds a job without being renewed */
  leaseMs: number;
  /** the wait between looks for work when there was none */
  pollMs: number;
}
export const DEFAULT_BULK_RULES: BulkRules = { batchSize: 100, leaseMs: 30_000, pollMs: 500 };

export const bulkJobNotFound = () => new HttpError(404, BULK_JOB_NOT_FOUND, 'bulk_job_not_found');

function answerOf(row: BulkJobRow): BulkJob {
  const job = {
    bulk_job_id: row.id,
    kind: row.kind as BulkJob['kind'],
    status: row.request.status ?? '',
    state: row.state as BulkJob['state'],
    total: row.total,
    done: row.done,
    results: row.results as BulkJob['results'],
  };
  return { ...job, summary: job.state === 'done' || job.state === 'failed' ? bulkJobSummary(job) : '' };
}

/** The applications the request names: its ids (the company's, of this job) or its filter's now. */
async function selectedApplications(
  tx: DbOrTx,
  companyId: number,
  jobId: number,
  request: BulkJobRequest,
): Promise<number[]> {
  if (request.application_ids) {
    const rows = await companyApplications(tx, companyId, request.application_ids);
    if (rows.some((row) => row.jobId !== jobId)) throw applicantNotFound();
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }
  const rows = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(applicantsWhere(jobId, request.filters ?? {}))
    .orderBy(asc(applications.id));
  return rows.map((row) => row.id);
}

/** Starts a bulk job over the job's applicants (404 for another company's job or applications). */
export async function startBulkJob(
  deps: AppDeps,
  scope: { companyId: number; recruiterId: number },
  jobId: number,
  request: BulkJobRequest,
): Promise<BulkJob> {
  return deps.db.transaction(async (tx) => {
    await companyJob(tx, scope.companyId, jobId);
    // a bulk message of a company not verified is refused whole, at once (issue 37)
    if (request.kind === 'message') await requireCompanyMay(tx, scope.companyId, 'message');
    const ids = await selectedApplications(tx, scope.companyId, jobId, request);
    const [row] = await tx
      .insert(bulkJobs)
      .values({
        kind: request.kind,
        companyId: scope.companyId,
        jobId,
        recruiterId: scope.recruiterId,
        request:
          request.kind === 'status'
            ? { status: request.status, reason: request.reason ?? '' }
            : { body: request.body },
        selection: request.application_ids ? { application_ids: ids } : { filters: request.filters ?? {} },
        total: ids.length,
        createdAt: deps.now(),
      })
      .returning();
    for (let at = 0; at < ids.length; at += 1000) {
      await tx
        .insert(bulkJobItems)
        .values(ids.slice(at, at + 1000).map((applicationId) => ({ bulkJobId: row.id, applicationId })));
    }
    return answerOf(row);
  });
}

/** The company's bulk job, or 404 bulk_job_not_found. */
export async function companyBulkJob(db: DbOrTx, companyId: number, id: number): Promise<BulkJob> {
  const [row] = await db
    .select()
    .from(bulkJobs)
    .where(and(eq(bulkJobs.id, id), eq(bulkJobs.companyId, companyId)));
  if (!row) throw bulkJobNotFound();
  return answerOf(row);
}

/** Claims the oldest job nobody holds (queued, or running with its lease over) for `leaseMs`. */
export async function claimBulkJob(deps: AppDeps, rules: BulkRules = DEFAULT_BULK_RULES) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(bulkJobs)
      .where(
        and(
          sql`${bulkJobs.state} in ('queued', 'running')`,
          sql`(${bulkJobs.leaseUntil} is null or ${bulkJobs.leaseUntil} <= ${now})`,
        ),
      )
      .orderBy(asc(bulkJobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(bulkJobs)
      .set({ state: 'running', leaseUntil: new Date(now.getTime() + rules.leaseMs) })
      .where(eq(bulkJobs.id, due.id))
      .returning();
    return claimed;
  });
}

/**
 * Works a claimed job to its end, renewing its lease between batches; answers whether it finished.
 * It stops early after `maxItems` items (the tests' process dying mid-job) or once `keepGoing`
 * says no (the process stopping): the lease then ends and a process takes the rest.
 */
export async function workBulkJob(
  deps: AppDeps,
  job: BulkJobRow,
  rules: BulkRules = DEFAULT_BULK_RULES,
  {
    maxItems = Number.POSITIVE_INFINITY,
    keepGoing = (): boolean => true,
  }: { maxItems?: number; keepGoing?: () => boolean } = {},
): Promise<boolean> {
  const context = await workContextOf(deps, job);
  let worked = 0;
  for (;;) {
    const leaseUntil = new Date(deps.now().getTime() + rules.leaseMs);
    await deps.db.update(bulkJobs).set({ leaseUntil }).where(eq(bulkJobs.id, job.id));
    const batch = await deps.db
      .select({ applicationId: bulkJobItems.applicationId })
      .from(bulkJobItems)
      .where(and(eq(bulkJobItems.bulkJobId, job.id), isNull(bulkJobItems.outcome)))
      .orderBy(asc(bulkJobItems.applicationId))
      .limit(Math.min(rules.batchSize, maxItems - worked));
    if (batch.length === 0) break;
    await workBatch(
      context,
      batch.map((item) => item.applicationId),
    );
    worked += batch.length;
    if (worked >= maxItems || !keepGoing()) return false;
  }
  await deps.db
    .update(bulkJobs)
    .set({ state: 'done', leaseUntil: null, finishedAt: deps.now() })
    .where(and(eq(bulkJobs.id, job.id), inArray(bulkJobs.state, ['queued', 'running'])));
  return true;
}

/**
 * The loop of one server process: claims a job and works it, else waits `pollMs`. A round that
 * fails (the database unreachable) is logged; its job's lease ends and some process takes it again.
 */
export function startBulkJobRuns(
  deps: AppDeps,
  rules: BulkRules = DEFAULT_BULK_RULES,
  log: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
): { stop: () => Promise<void> } {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const loop = (async () => {
    while (!stopping) {
      let worked = false;
      try {
        const job = await claimBulkJob(deps, rules);
        if (job) worked = await workBulkJob(deps, job, rules, { keepGoing: () => !stopping });
      } catch (error) {
        log('Working a bulk job failed:', error);
      }
      if (!worked && !stopping)
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, rules.pollMs);
        });
    }
  })();
  return {
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      wake?.();
      await loop;
    },
  };
}
