// Bulk work at 300 applicants (issue 36 §4): the server's bulk jobs and their items, message templates.
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { applications } from './applications';
import { companies } from './companies';
import { jobs } from './jobs';

/**
 * A recruiter's bulk status change or bulk message over a job's applicants, worked by the loop each
 * server process runs (services/recruiter/bulk-jobs.ts): `state` queued -> running -> done (or
 * failed); a claim is a lease (`lease_until`), so a job whose process died is taken again once it
 * ends. `request` is what was asked (the status and reason, or the message), `selection` what
 * chose the applicants (the filter re-applied by the server, or the ids); `results` counts each
 * item's outcome (changed, already, withdrawn, refused, gone).
 */
export const bulkJobs = pgTable(
  'bulk_jobs',
  {
    id: serial('id').primaryKey(),
    /** status | message */
    kind: text('kind').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    recruiterId: integer('recruiter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    request: jsonb('request').$type<Record<string, string>>().notNull(),
    selection: jsonb('selection').$type<Record<string, unknown>>().notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    results: jsonb('results').$type<Record<string, number>>().notNull().default({}),
    /** queued | running | done | failed */
    state: text('state').notNull().default('queued'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('bulk_jobs_state_idx').on(t.state, t.id)],
);

/** The applications a bulk job acts on, fixed when it is made; `outcome` written with the item's change. */
export const bulkJobItems = pgTable(
  'bulk_job_items',
  {
    bulkJobId: integer('bulk_job_id')
      .notNull()
      .references(() => bulkJobs.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    outcome: text('outcome'),
  },
  (t) => [primaryKey({ columns: [t.bulkJobId, t.applicationId] })],
);

/** A company's message templates (placeholders {first_name}, {job_title}, {interview_time}). */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_templates_company_idx').on(t.companyId, t.name)],
);
