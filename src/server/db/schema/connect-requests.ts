// A verified company's requests to connect with a findable candidate (issue 37 §3, Find candidates).

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { applications } from './applications';
import { companies } from './companies';
import { jobs } from './jobs';

/**
 * One request: the company and its recruiter who sent it, the candidate, the job it is about, the
 * recruiter's message; pending until the candidate accepts (the application it made, the
 * conversation opened with the message) or declines. One pending request per company and candidate.
 */
export const connectRequests = pgTable(
  'connect_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** the recruiter who sent it (null once that account is gone) */
    recruiterId: integer('recruiter_id').references(() => users.id, { onDelete: 'set null' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    /** pending | accepted | declined */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** the application the acceptance made (null until accepted) */
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('connect_requests_pending_key')
      .on(t.companyId, t.candidateId)
      .where(sql`${t.status} = 'pending'`),
    index('connect_requests_candidate_idx').on(t.candidateId, t.createdAt.desc()),
    index('connect_requests_recruiter_idx').on(t.recruiterId, t.createdAt.desc()),
  ],
);
