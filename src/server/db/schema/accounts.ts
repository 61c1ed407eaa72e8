// Accounts: users, their sessions and one-time codes, rate-limit counts, referral codes, idempotency keys.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** lower-cased, trimmed */
    email: text('email').notNull(),
    /** 10 digits */
    phoneNo: text('phone_no').notNull(),
    roleId: smallint('role_id').notNull().default(3),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    referralCode: text('referral_code'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    profilePicture: text('profile_picture'),
    activityStatus: text('activity_status').notNull().default('Highly Active'),
    /** active | deactivated | deleted */
    status: text('status').notNull().default('active'),
    /** when the candidate deactivated the account, and why (signed-in-area.md §3 Deactivation) */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deactivationReason: text('deactivation_reason'),
    deactivationOtherReason: text('deactivation_other_reason'),
    /** a recruiter's (role 2) company; null for candidates (issue 23) */
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'cascade' }),
    /**
     * The candidate's preferences (issue 24 §2, issue 35), all on for a new account: e-mails for
     * messages and status changes, the saved-search matches' notifications, the alert when a
     * recruiter views the profile, whether recruiters may start a conversation, and the daily
     * saved-search digest (the one its e-mails' unsubscribe link turns off).
     */
    emailAlerts: boolean('email_alerts').notNull().default(true),
    jobAlerts: boolean('job_alerts').notNull().default(true),
    viewedAlerts: boolean('viewed_alerts').notNull().default(true),
    recruiterReachOut: boolean('recruiter_reach_out').notNull().default(true),
    dailyDigest: boolean('daily_digest').notNull().default(true),
    /** when the candidate last turned Daily digest on: a digest's link issued before changes nothing */
    dailyDigestOnAt: timestamp('daily_digest_on_at', { withTimezone: true }),
    /**
     * Let recruiters find me (issue 37 §3): off by default; only then can verified companies find
     * the candidate in Find candidates (without name or contact) and ask to connect. `findable_at`:
     * when it was last turned on.
     */
    findable: boolean('findable').notNull().default(false),
    findableAt: timestamp('findable_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phoneNo),
    index('users_company_idx').on(t.companyId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the bearer token, hex */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    /** e-mail lower-cased, or the 10-digit phone */
    contact: text('contact').notNull(),
    /** password_reset | email_verification | mobile_verification */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** set when the code was verified: proves the contact for a limited time */
    verifiedUntil: timestamp('verified_until', { withTimezone: true }),
    /**
     * sha256 (hex) of the verification token answered by verify_otp: only the client that
     * verified the code can use the proof (register, forgot_password)
     */
    verificationTokenHash: text('verification_token_hash'),
    requestIp: text('request_ip'),
    /**
     * sha256 (hex) of the asking browser's binding (the `otp_client` cookie send_otp sets): the
     * code is checked only for a verify_otp from that browser, so a stranger's guesses never
     * touch it and a stranger's request never replaces it
     */
    clientHash: text('client_hash'),
    /**
     * the signed-in candidate who asked for the code: set for email_change / mobile_change only,
     * whose proof serves that candidate alone
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('one_time_codes_user_idx').on(t.userId),
    index('one_time_codes_contact_idx').on(t.contact, t.purpose, t.createdAt.desc().nullsFirst()),
    index('one_time_codes_ip_idx').on(t.requestIp, t.createdAt.desc().nullsFirst()),
  ],
);

/** Attempts counted for rate limits (login failures, code sends) by key and kind. */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_events_kind_key_idx').on(t.kind, t.key, t.createdAt.desc().nullsFirst())],
);

export const referralCodes = pgTable('referral_codes', {
  code: text('code').primaryKey(),
  active: boolean('active').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

/** Answers remembered per Idempotency-Key (24 h), so a replayed write is applied once. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    /** who sent it (user id, or 0 for anonymous) and which call, so keys cannot cross calls */
    scope: text('scope').notNull(),
    status: smallint('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Writes received through the test queue route (outside production only). */
export const queueProbe = pgTable('queue_probe', {
  id: serial('id').primaryKey(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

export const ownerKey = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
