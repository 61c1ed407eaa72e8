// Candidates' reports of a job, a message or a company (issue 37 §2), for the operator's queue.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { messages } from './chat';
import { companies } from './companies';
import { jobs } from './jobs';

/**
 * One report of one thing by one candidate: exactly one of `job_id`, `message_id`, `company_id`
 * is set (its `kind` says which), and a candidate reports a thing once (a unique index per kind).
 * `reason`: contract/reports.ts REPORT_REASONS; `lost_money`: the candidate said they lost money.
 * An operator's review sets `reviewed_at`, `reviewed_by` and `outcome` (dismissed | upheld).
 * Until migration 0037 a message's reports were the table message_reports (scam | spam), copied
 * here by that migration (0035 drops it): scam as asks_for_money when its details speak of money, else
 * fake_company; spam as other, its details starting "Spam".
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    /** job | message | company */
    kind: text('kind').notNull(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    lostMoney: boolean('lost_money').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** dismissed | upheld; null until reviewed */
    outcome: text('outcome'),
  },
  (t) => [
    uniqueIndex('reports_job_reporter_key').on(t.jobId, t.reporterId),
    uniqueIndex('reports_message_reporter_key').on(t.messageId, t.reporterId),
    uniqueIndex('reports_company_reporter_key').on(t.companyId, t.reporterId),
    index('reports_created_idx').on(t.createdAt.desc()),
    check(
      'reports_one_thing',
      sql`(${t.kind} = 'job' and ${t.jobId} is not null and ${t.messageId} is null and ${t.companyId} is null)
        or (${t.kind} = 'message' and ${t.messageId} is not null and ${t.jobId} is null and ${t.companyId} is null)
        or (${t.kind} = 'company' and ${t.companyId} is not null and ${t.jobId} is null and ${t.messageId} is null)`,
    ),
    check('reports_outcome', sql`${t.outcome} is null or ${t.outcome} in ('dismissed', 'upheld')`),
  ],
);
