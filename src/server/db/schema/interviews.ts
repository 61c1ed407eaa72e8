// Interviews of applications, their reminders' claims, and a job's walk-in drive (issue 36 §3).
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { applications } from './applications';
import { companies } from './companies';
import { jobs } from './jobs';

/**
 * An application's interview (services/interviews/): in person (an address, a map link), by phone,
 * or by video (a link); at one time or at one of several slots the candidate picks (`slots`, the
 * starts as ISO instants, each `duration_minutes` long; `chosen_start` once accepted). State:
 * proposed | accepted | reschedule_requested | cancelled. `uid` is the calendar event's UID (the
 * same in every .ics of it) and `sequence` its SEQUENCE, one more at each update or cancellation.
 * `company_id` and `job_id` are the application's, kept for the company's lists.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** the recruiter who scheduled it (its calendar copy goes to them) */
    scheduledBy: integer('scheduled_by').references(() => users.id, { onDelete: 'set null' }),
    /** in_person | phone | video */
    mode: text('mode').notNull(),
    address: text('address').notNull().default(''),
    mapLink: text('map_link').notNull().default(''),
    videoLink: text('video_link').notNull().default(''),
    /** what the recruiter adds (who to ask for, what to bring) */
    notes: text('notes').notNull().default(''),
    slots: jsonb('slots').$type<string[]>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    chosenStart: timestamp('chosen_start', { withTimezone: true }),
    state: text('state').notNull().default('proposed'),
    /** the candidate's words when asking to reschedule */
    rescheduleNote: text('reschedule_note').notNull().default(''),
    uid: text('uid').notNull(),
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interviews_uid_key').on(t.uid),
    index('interviews_application_idx').on(t.applicationId),
    index('interviews_company_start_idx').on(t.companyId, t.chosenStart),
    index('interviews_chosen_start_idx').on(t.chosenStart),
  ],
);

/**
 * A reminder sent (the claim: services/interviews/interview-reminders.ts inserts the row first, and
 * only the process whose insert went in queues it), one per interview, kind and start time, so a
 * rescheduled interview is reminded again at its new time.
 */
export const interviewReminders = pgTable(
  'interview_reminders',
  {
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    /** day_before | two_hours */
    kind: text('kind').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('interview_reminders_key').on(t.interviewId, t.kind, t.startAt)],
);

/**
 * A job's walk-in drive: candidates may come on any day from `start_date` to `end_date` (India's
 * dates, YYYY-MM-DD) between `start_time` and `end_time` (HH:MM, India's time) at `venue`.
 */
export const walkInDrives = pgTable('walk_in_drives', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  venue: text('venue').notNull(),
  mapLink: text('map_link').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
