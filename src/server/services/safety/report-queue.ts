import {
  FLAGGED_MESSAGES_MAX,
  type FlaggedCompany,
  type FlaggedMessage,
  REPORTED_THINGS_MAX,
  type ReportedThing,
  type ReviewOutcome,
} from '@contract/operator/reports';
import type { ReportKind, ReportReason } from '@contract/reports';
import type { Db } from '@server/db/client';
import { companies, conversations, jobs, messages, reports } from '@server/db/schema';
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../file-store';

/**
 * The operator's reports queue (issue 37 §2): the reported things, newest report first, each with
 * its reports; the fee-flagged messages (messages.fee_flags) and the companies that sent them.
 */

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

/** The thing a report is about, as one key: `job:4`, `message:17`, `company:2`. */
const keyOf = (kind: string, id: number) => `${kind}:${id}`;

export async function reportQueue(db: DbOrTx): Promise<{
  things: ReportedThing[];
  flaggedMessages: FlaggedMessage[];
  flaggedCompanies: FlaggedCompany[];
}> {
  const thingId = sql<number>`coalesce(${reports.jobId}, ${reports.messageId}, ${reports.companyId})`;
  const latest = await db
    .select({ kind: reports.kind, id: thingId, last: sql<string>`max(${reports.createdAt})` })
    .from(reports)
    .groupBy(reports.kind, thingId)
    .orderBy(desc(sql`max(${reports.createdAt})`))
    .limit(REPORTED_THINGS_MAX);
  const ids = (kind: ReportKind) => latest.filter((row) => row.kind === kind).map((row) => Number(row.id));
  const rows = latest.length
    ? await db
        .select()
        .from(reports)
        .where(
          sql`(${reports.jobId} in ${listOf(ids('job'))} or ${reports.messageId} in ${listOf(ids('message'))} or ${reports.companyId} in ${listOf(ids('company'))})`,
        )
        .orderBy(desc(reports.createdAt), desc(reports.id))
    : [];
  const about = new Map<
    string,
    { title: string; companyId: number; companyName: string; hiddenAt: Date | null }
  >();
  if (ids('job').length)
    for (const row of await db
      .select({
        id: jobs.id,
        title: jobs.jobTitle,
        companyId: companies.id,
        companyName: companies.name,
        hiddenAt: jobs.hiddenAt,
      })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(inArray(jobs.id, ids('job'))))
      about.set(keyOf('job', row.id), row);
  if (ids('message').length)
    for (const row of await db
      .select({ id: messages.id, title: messages.body, companyId: companies.id, companyName: companies.name })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(companies, eq(companies.id, conversations.companyId))
      .where(inArray(messages.id, ids('message'))))
      about.set(keyOf('message', row.id), { ...row, hiddenAt: null });
  if (ids('company').length)
    for (const row of await db
      .select({ id: companies.id, title: companies.name })
      .from(companies)
      .where(inArray(companies.id, ids('company'))))
      about.set(keyOf('company', row.id), {
        title: row.title,
        companyId: row.id,
        companyName: row.title,
        hiddenAt: null,
      });

  const things: ReportedThing[] = latest.flatMap((row) => {
    const id = Number(row.id);
    const thing = about.get(keyOf(row.kind, id));
    if (!thing) return [];
    const own = rows.filter(
      (report) =>
        keyOf(report.kind, report.jobId ?? report.messageId ?? report.companyId ?? 0) === keyOf(row.kind, id),
    );
    return [
      {
        kind: row.kind as ReportKind,
        id,
        title: thing.title,
        company_id: thing.companyId,
        company_name: thing.companyName,
        hidden_at: iso(thing.hiddenAt),
        open_count: own.filter((report) => report.reviewedAt === null).length,
        total_count: own.length,
        last_reported_at: iso(row.last) as string,
        reports: own.map((report) => ({
          id: report.id,
          reason: report.reason as ReportReason,
          details: report.details,
          lost_money: report.lostMoney,
          reporter_id: report.reporterId,
          created_at: iso(report.createdAt) as string,
          reviewed_at: iso(report.reviewedAt),
          outcome: report.outcome as ReviewOutcome | null,
        })),
      },
    ];
  });

  const flagged = await db
    .select({
      messageId: messages.id,
      companyId: companies.id,
      companyName: companies.name,
      body: messages.body,
      feeFlags: messages.feeFlags,
      sentAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(companies, eq(companies.id, conversations.companyId))
    .where(isNotNull(messages.feeFlags))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(FLAGGED_MESSAGES_MAX);
  const flaggedCompanies = await db
    .select({
      companyId: companies.id,
      companyName: companies.name,
      count: sql<number>`count(*)::int`,
      suspendedAt: companies.suspendedAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(companies, eq(companies.id, conversations.companyId))
    .where(isNotNull(messages.feeFlags))
    .groupBy(companies.id)
    .orderBy(desc(sql`count(*)`), companies.id);
  return {
    things,
    flaggedMessages: flagged.map((row) => ({
      message_id: row.messageId,
      company_id: row.companyId,
      company_name: row.companyName,
      body: row.body,
      fee_flags: row.feeFlags ?? [],
      sent_at: iso(row.sentAt) as string,
    })),
    flaggedCompanies: flaggedCompanies.map((row) => ({
      company_id: row.companyId,
      company_name: row.companyName,
      flagged_messages: Number(row.count),
      suspended: row.suspendedAt !== null,
    })),
  };
}

/** `(1, 2)`, or `(null)` for none (`x in (null)` is never true). */
function listOf(values: number[]): SQL {
  return values.length
    ? sql`(${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )})`
    : sql`(null)`;
}

/**
 * The operator's decision on a thing's open reports (all of them reviewed at once). A job:
 * dismissed shows it again (`hidden_at` cleared); upheld keeps it hidden and closes it. Null when
 * the thing has no report at all.
 */
export async function reviewReports(
  db: Db,
  operatorId: number,
  target: { kind: ReportKind; id: number },
  outcome: ReviewOutcome,
  now: Date,
): Promise<{ reviewed: number; hiddenAt: Date | null; jobClosed: boolean } | null> {
  return db.transaction(async (tx) => {
    const column =
      target.kind === 'job'
        ? reports.jobId
        : target.kind === 'message'
          ? reports.messageId
          : reports.companyId;
    const [any] = await tx.select({ id: reports.id }).from(reports).where(eq(column, target.id)).limit(1);
    if (!any) return null;
    const reviewed = await tx
      .update(reports)
      .set({ reviewedAt: now, reviewedBy: operatorId, outcome })
      .where(and(eq(column, target.id), isNull(reports.reviewedAt)))
      .returning({ id: reports.id });
    if (target.kind !== 'job') return { reviewed: reviewed.length, hiddenAt: null, jobClosed: false };
    const [job] = await tx
      .select({ status: jobs.status, hiddenAt: jobs.hiddenAt })
      .from(jobs)
      .where(eq(jobs.id, target.id))
      .for('update');
    if (outcome === 'dismissed') {
      await tx.update(jobs).set({ hiddenAt: null }).where(eq(jobs.id, target.id));
      return { reviewed: reviewed.length, hiddenAt: null, jobClosed: false };
    }
    const close = job.status === 'open';
    const hiddenAt = job.hiddenAt ?? now;
    await tx
      .update(jobs)
      .set({
        hiddenAt,
        ...(close ? { status: 'closed', updatedAt: now, version: sql`${jobs.version} + 1` } : {}),
      })
      .where(eq(jobs.id, target.id));
    return { reviewed: reviewed.length, hiddenAt, jobClosed: close };
  });
}

/**
 * The reported jobs and companies as `npm run reports` prints them (the messages are printed
 * whole by formatReports, services/chat/reports.ts): each with its open and total counts, whether
 * a job is hidden, and each report's reason, lost money and details, on one safe line each.
 */
export function formatReportedThings(
  things: readonly ReportedThing[],
  safe: (text: string) => string,
): string {
  const shown = things.filter((thing) => thing.kind !== 'message');
  if (shown.length === 0) return 'No reported jobs or companies.';
  const blocks = shown.map((thing) =>
    [
      `${thing.kind.toUpperCase()} ${thing.id}: ${safe(thing.title)}${thing.kind === 'job' ? ` (${safe(thing.company_name)}, company ${thing.company_id})` : ''}`,
      `  ${thing.open_count} open of ${thing.total_count} report${thing.total_count === 1 ? '' : 's'}${thing.hidden_at ? `; hidden from candidates since ${thing.hidden_at}` : ''}`,
      ...thing.reports.map(
        (report) =>
          `  ${report.created_at}  ${report.reason.toUpperCase()}${report.lost_money ? '  LOST MONEY' : ''}  by ${report.reporter_id}${report.outcome ? `  (${report.outcome})` : ''}: ${report.details ? safe(report.details) : '(no details)'}`,
      ),
    ].join('\n'),
  );
  return `${shown.length} reported job${shown.length === 1 ? '' : 's'} or compan${shown.length === 1 ? 'y' : 'ies'}, newest first:\n\n${blocks.join('\n\n')}`;
}
