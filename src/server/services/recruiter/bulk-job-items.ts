import type { RecruiterStatus } from '@contract/jobs';
import type { BulkOutcome } from '@contract/recruiter/bulk';
import { bulkJobItems, bulkJobs, users } from '@server/db/schema';
import { type AppDeps, eventBusOf } from '@server/deps';
import { HttpError } from '@server/validate';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { writeRecruiterMessage } from '../chat/recruiter-chat';
import type { EventBus, Tx } from '../event-bus';
import { companyApplication } from './company-scope';
import { lockedCompanyApplication } from './recruiter-applicants';
import {
  applyStatuses,
  bulkStatusOutcome,
  isWithdrawn,
  lockedCompanyApplications,
  type StatusChange,
} from './status-changes';

/**
 * A bulk job's items (bulk-jobs.ts), worked exactly once: a batch of a status change in one
 * transaction (its items locked, their applications locked in one read, the changes written by
 * the status change's set-based code, status-changes.ts, the outcomes and the job's counts once);
 * one item a transaction for a message, or for each item of a batch the database refused (so one
 * bad row never fails the others).
 */

interface WorkContext {
  deps: AppDeps;
  bus: EventBus;
  job: typeof bulkJobs.$inferSelect;
  recruiter: { id: number; firstName: string; lastName: string };
}

/** What working a claimed job's items needs: its recruiter (a message's sender), the bus. */
export async function workContextOf(deps: AppDeps, job: WorkContext['job']): Promise<WorkContext> {
  const [recruiter] = await deps.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, job.recruiterId));
  return { deps, bus: eventBusOf(deps), job, recruiter };
}

/** Locks the items still to do (another process's late transaction then finds them done). */
async function itemsToDo(tx: Tx, jobId: number, applicationIds: readonly number[]): Promise<number[]> {
  const items = await tx
    .select({ id: bulkJobItems.applicationId })
    .from(bulkJobItems)
    .where(
      and(
        eq(bulkJobItems.bulkJobId, jobId),
        inArray(bulkJobItems.applicationId, [...applicationIds]),
        isNull(bulkJobItems.outcome),
      ),
    )
    .orderBy(bulkJobItems.applicationId)
    .for('update');
  return items.map((item) => item.id);
}

/** Writes the items' outcomes and adds them to the job's counts (done, results): two statements. */
async function recordOutcomes(tx: Tx, jobId: number, outcomes: Map<number, BulkOutcome>): Promise<void> {
  if (outcomes.size === 0) return;
  await tx
    .update(bulkJobItems)
    .set({
      outcome: sql`case ${bulkJobItems.applicationId} ${sql.join(
        [...outcomes].map(([id, outcome]) => sql`when ${id} then ${outcome}`),
        sql` `,
      )} end`,
    })
    .where(and(eq(bulkJobItems.bulkJobId, jobId), inArray(bulkJobItems.applicationId, [...outcomes.keys()])));
  const counts = new Map<BulkOutcome, number>();
  for (const outcome of outcomes.values()) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  const added = sql.join(
    [...counts].map(
      ([outcome, n]) =>
        sql`${outcome}::text, coalesce((${bulkJobs.results} ->> ${outcome}::text)::int, 0) + ${n}::int`,
    ),
    sql`, `,
  );
  await tx
    .update(bulkJobs)
    .set({
      done: sql`${bulkJobs.done} + ${outcomes.size}::int`,
      results: sql`${bulkJobs.results} || jsonb_build_object(${added})`,
    })
    .where(eq(bulkJobs.id, jobId));
}

const statusChangeOf = (context: WorkContext): StatusChange => ({
  status: context.job.request.status as RecruiterStatus,
  reason: context.job.request.reason ?? '',
});
const deliveryOf = ({ deps }: WorkContext) => ({
  publicUrl: deps.config.publicUrl,
  undoSeconds: deps.config.statusUndoSeconds,
});

/**
 * A batch of a status change in one transaction: answers false when none of it was written (the
 * database refused it: its items are then worked one by one).
 */
async function workStatusBatch(context: WorkContext, applicationIds: readonly number[]): Promise<boolean> {
  const { deps, bus, job } = context;
  try {
    await bus.transaction(async (tx) => {
      const toDo = await itemsToDo(tx, job.id, applicationIds);
      const rows = await lockedCompanyApplications(tx, job.companyId, toDo);
      const change = statusChangeOf(context);
      // not the company's application any more (its candidate gone): as the single change's 404
      const outcomes = new Map<number, BulkOutcome>(toDo.map((id) => [id, 'gone']));
      for (const row of rows) outcomes.set(row.id, bulkStatusOutcome(row.status, change));
      const changing = rows.filter((row) => outcomes.get(row.id) === 'changed');
      await applyStatuses(tx, bus, changing, change, job.recruiterId, deps.now(), deliveryOf(context));
      await recordOutcomes(tx, job.id, outcomes);
    });
    return true;
  } catch {
    // one row the database refuses (a constraint, a trigger) must not fail the others
    return false;
  }
}

/**
 * One item's change, in the item's transaction: answers its outcome. The application is read once
 * with the company's scope (another company's or a candidate gone: 404, counted as gone): a status
 * change locks it in that read, a message leaves the locks to the chat's send.
 */
async function act(tx: Tx, context: WorkContext, applicationId: number): Promise<BulkOutcome> {
  const { deps, bus, job, recruiter } = context;
  const now = deps.now();
  if (job.kind === 'message') {
    const { application } = await companyApplication(tx, job.companyId, applicationId);
    if (isWithdrawn(application.status)) return 'withdrawn';
    const scope = { companyId: job.companyId, recruiterId: job.recruiterId };
    // the placeholders are filled per applicant by the chat's send
    await writeRecruiterMessage(tx, bus, scope, recruiter, applicationId, job.request.body ?? '', {
      now,
      publicUrl: deps.config.publicUrl,
    });
    return 'changed';
  }
  const { locked } = await lockedCompanyApplication(tx, job.companyId, applicationId, undefined);
  const change = statusChangeOf(context);
  const outcome = bulkStatusOutcome(locked.status, change);
  if (outcome === 'changed')
    await applyStatuses(tx, bus, [locked], change, job.recruiterId, now, deliveryOf(context));
  return outcome;
}

/** The SQLSTATE of a database error (drizzle wraps the driver's as `cause`). */
const sqlStateOf = (error: unknown): string => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return cause === undefined || cause === error ? '' : sqlStateOf(cause);
};
/**
 * A refusal of this row for good (bad data, a constraint, a trigger's exception), not a passing
 * failure (a lock timeout, a deadlock, the connection): the item is counted as not done.
 */
const refusedForGood = (error: unknown) => /^(22|23|P0)/.test(sqlStateOf(error));

/** Works one item exactly once: its change and its outcome in one transaction (a refusal counted). */
async function workItem(context: WorkContext, applicationId: number): Promise<void> {
  const { bus, job } = context;
  const outcomeIn = async (work: (tx: Tx) => Promise<BulkOutcome>) =>
    bus.transaction(async (tx) => {
      if ((await itemsToDo(tx, job.id, [applicationId])).length > 0)
        await recordOutcomes(tx, job.id, new Map([[applicationId, await work(tx)]]));
    });
  try {
    await outcomeIn((tx) => act(tx, context, applicationId));
  } catch (error) {
    // the change refused (its rules, a block, reach-out off, the database's constraints) or the
    // applicant gone: nothing written; anything else (the database unreachable) ends the round
    if (error instanceof HttpError && error.status < 500)
      await outcomeIn(async () => (error.status === 404 ? 'gone' : 'refused'));
    else if (refusedForGood(error)) await outcomeIn(async () => 'refused');
    else throw error;
  }
}

/** Works a batch of items (of the claimed job): a status change's at once, else one by one. */
export async function workBatch(context: WorkContext, applicationIds: readonly number[]): Promise<void> {
  if (context.job.kind === 'status' && (await workStatusBatch(context, applicationIds))) return;
  for (const id of applicationIds) await workItem(context, id);
}
