import type { RecruiterStatus } from '@contract/jobs';
import {
  BULK_JOB_NOT_FOUND,
  type BulkJob,
  type BulkJobRequest,
  type BulkOutcome,
  bulkJobSummary,
} from '@contract/recruiter/bulk';
import { applications, bulkJobItems, bulkJobs, users } from '@server/db/schema';
import { type AppDeps, eventBusOf } from '@server/deps';
import { HttpError } from '@server/validate';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { writeRecruiterMessage } from '../chat/recruiter-chat';
import type { EventBus, Tx } from '../event-bus';
import type { DbOrTx } from '../file-store';
import { applicantsWhere } from './applicant-filters';
import { applicantNotFound, companyApplications, companyJob } from './company-scope';
import { changeApplicantStatus } from './recruiter-applicants';

/**
 * Bulk work (issue 36 §4): a status change or a message for many applicants of a job, done by the
 * server as one job. Starting one fixes its applications (the ids, each the company's and of the
 * job; or the list's filter applied here) as items; the loop each server process runs
 * (`startBulkJobRuns`) claims a job with a lease (FOR UPDATE SKIP LOCKED: two processes never
 * work one job at once; a job whose process died is taken again once its lease ends) and works
 * its items one transaction each: the item's change through the one status change
 * (`changeApplicantStatus`) or the chat's send (`writeRecruiterMessage`), its outcome and the
 * job's counts written in that same transaction, so an item is done exactly once whatever dies.
 */

type BulkJobRow = typeof bulkJobs.$inferSelect;
const WITHDRAWN = 'withdrawn';

export interface BulkRules {
  /** items read at a time (the lease is renewed between them) */
  batchSize: number;
  /** how long a claim holds a job without being renewed */
  leaseMs: number;
  /** the wait between looks for work when there was none */
  pollMs: number;
}
export const DEFAULT_BULK_RULES: BulkRules = { batchSize: 50, leaseMs: 30_000, pollMs: 500 };

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

/** Locks the item if it is still to do (another process's late transaction then finds it done). */
async function itemToDo(tx: Tx, jobId: number, applicationId: number): Promise<boolean> {
  const [item] = await tx
    .select({ id: bulkJobItems.applicationId })
    .from(bulkJobItems)
    .where(
      and(
        eq(bulkJobItems.bulkJobId, jobId),
        eq(bulkJobItems.applicationId, applicationId),
        isNull(bulkJobItems.outcome),
      ),
    )
    .for('update');
  return item !== undefined;
}

async function recordOutcome(tx: Tx, jobId: number, applicationId: number, outcome: BulkOutcome) {
  await tx
    .update(bulkJobItems)
    .set({ outcome })
    .where(and(eq(bulkJobItems.bulkJobId, jobId), eq(bulkJobItems.applicationId, applicationId)));
  await tx
    .update(bulkJobs)
    .set({
      done: sql`${bulkJobs.done} + 1`,
      results: sql`jsonb_set(${bulkJobs.results}, ${`{${outcome}}`}::text[],
        to_jsonb(coalesce((${bulkJobs.results} ->> ${outcome})::int, 0) + 1))`,
    })
    .where(eq(bulkJobs.id, jobId));
}

interface WorkContext {
  deps: AppDeps;
  bus: EventBus;
  job: BulkJobRow;
  recruiter: { id: number; firstName: string; lastName: string };
}

/** One item's change, in the item's transaction: answers its outcome. */
async function act(tx: Tx, context: WorkContext, applicationId: number): Promise<BulkOutcome> {
  const { deps, bus, job, recruiter } = context;
  const scope = { companyId: job.companyId, recruiterId: job.recruiterId };
  const [current] = await tx
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (current?.status === WITHDRAWN) return 'withdrawn';
  const options = { now: deps.now(), publicUrl: deps.config.publicUrl };
  if (job.kind === 'message') {
    // the placeholders are filled per applicant by the chat's send
    await writeRecruiterMessage(tx, bus, scope, recruiter, applicationId, job.request.body ?? '', options);
    return 'changed';
  }
  const change = { status: job.request.status as RecruiterStatus, reason: job.request.reason ?? '' };
  if (current?.status === change.status) return 'already';
  const { before, after } = await changeApplicantStatus(tx, bus, scope, applicationId, change, options.now, {
    publicUrl: options.publicUrl,
    undoSeconds: deps.config.statusUndoSeconds,
  });
  return before.status === after.status ? 'already' : 'changed';
}

/** Works one item exactly once: its change and its outcome in one transaction (a refusal counted). */
async function workItem(context: WorkContext, applicationId: number): Promise<void> {
  const { bus, job } = context;
  try {
    await bus.transaction(async (tx) => {
      if (await itemToDo(tx, job.id, applicationId))
        await recordOutcome(tx, job.id, applicationId, await act(tx, context, applicationId));
    });
  } catch (error) {
    // the change refused (its rules, a block, reach-out off) or the applicant gone: nothing written
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    await bus.transaction(async (tx) => {
      if (await itemToDo(tx, job.id, applicationId))
        await recordOutcome(tx, job.id, applicationId, error.status === 404 ? 'gone' : 'refused');
    });
  }
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
  const [recruiter] = await deps.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, job.recruiterId));
  const context: WorkContext = { deps, bus: eventBusOf(deps), job, recruiter };
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
    for (const item of batch) await workItem(context, item.applicationId);
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
