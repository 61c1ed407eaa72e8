import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The one Drizzle schema for PGlite and PostgreSQL alike (no SQL newer than PostgreSQL 15). */

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

/**
 * The delivery queue (services/delivery/): every e-mail, SMS and Web Push the server sends, written
 * by `enqueue` (services/delivery/queue.ts; an event's channels chosen by `notify`,
 * services/delivery/notify.ts) and sent by the sender (services/delivery/sender.ts): a message is
 * written 'queued'; a sender claims it ('sending', `next_attempt_at` then being the end of its
 * lease), sends it and marks it 'sent', or puts it back 'queued' for a later `next_attempt_at`
 * (exponential backoff), or 'dead' with `last_error` after its last try, or 'unconfirmed' when a
 * stopped sender's claim was never resolved (it may have arrived) and it could not be sent again.
 * The SQL table was called outbox until migration 0021 (the outbox is now only the phone's write
 * queue).
 */
export const deliveryQueue = pgTable(
  'delivery_queue',
  {
    id: serial('id').primaryKey(),
    /** the contact exactly as the client sent it */
    recipient: text('recipient').notNull(),
    /** email | sms | push (Web Push: the recipient `push-subscription:ID`, the body the JSON payload) */
    channel: text('channel').notNull(),
    purpose: text('purpose').notNull(),
    code: text('code'),
    /** the plain-text part */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** an e-mail's subject line */
    subject: text('subject'),
    /** an e-mail's HTML part (every user value escaped when it was written) */
    html: text('html'),
    /** extra e-mail headers, name to value */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /**
     * what the message is about, for limits on how often (e.g. 'conversation:12' for at most one
     * e-mail per conversation per 15 minutes)
     */
    topic: text('topic'),
    /** queued | sending | sent | dead | unconfirmed */
    status: text('status').notNull().default('queued'),
    /** tries so far (a claim counts as one, so a sender that dies mid-send uses one up) */
    attempts: integer('attempts').notNull().default(0),
    /** queued: when it is due; sending: when the claim's lease ends and another sender may take it */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** not sent by then, it is dead (a one-time code after it expired) */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('delivery_queue_recipient_idx').on(t.recipient, t.createdAt.desc().nullsFirst()),
    index('delivery_queue_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'sending')`),
    index('delivery_queue_topic_idx').on(t.topic, t.createdAt.desc().nullsFirst()),
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

/**
 * Reference lists of the onboarding lists answer, one table with a list name:
 * ehrSystems, subCategories, ehrSpecializations, certifications, companies, educations,
 * institutes, certificateInstitutes.
 */
export const referenceItems = pgTable(
  'reference_items',
  {
    id: serial('id').primaryKey(),
    list: text('list').notNull(),
    name: text('name').notNull(),
    /** subCategories only: 1 voice, 2 non-voice */
    categoryId: smallint('category_id'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    // 'Other' exists once per sub-category group (voice and non-voice), hence category_id in the key.
    unique('reference_items_list_category_name_key').on(t.list, t.categoryId, t.name).nullsNotDistinct(),
    index('reference_items_list_idx').on(t.list, t.position),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    state: text('state').notNull(),
  },
  (t) => [uniqueIndex('cities_name_state_key').on(t.name, t.state)],
);

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

/** Bytes as PostgreSQL bytea (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** A text search vector (written by the database's triggers only; read as its text form). */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

/**
 * Uploaded files, bytes and all, so every server instance sharing the database sees them
 * (services/file-store.ts). `stored_name` is chosen by the server; `original_name` is what the
 * candidate's file was called. Readable only by `owner_id`.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pdf | doc | docx | jpeg | png | webm | ogg, by content */
    kind: text('kind').notNull(),
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    /** a recording's length in whole seconds, as the candidate's app measured it (null: not sent) */
    audioSeconds: integer('audio_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('files_stored_name_key').on(t.storedName), index('files_owner_idx').on(t.ownerId)],
);

const fileRef = (name: string) => integer(name).references(() => files.id, { onDelete: 'set null' });
const ownerKey = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Onboarding: the experience level (one per candidate) and, for a Manager, the role. */
export const experiences = pgTable(
  'experiences',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    /** freshers | experienced | managerial */
    level: text('level').notNull(),
    years: smallint('years').notNull(),
    months: smallint('months').notNull(),
    location: text('location').notNull(),
    /** a Fresher's type: medical_coder | others; '' for the others */
    certificateType: text('certificate_type').notNull().default(''),
    /** the managerial role ('' until saved) */
    role: text('role').notNull().default(''),
    otherRole: text('other_role').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('experiences_user_key').on(t.userId)],
);

/** Onboarding: the employments, in the order they were sent (`position`). */
export const employments = pgTable(
  'employments',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    position: smallint('position').notNull(),
    companyName: text('company_name').notNull(),
    otherCompany: text('other_company').notNull(),
    role: text('role').notNull(),
    fromYears: smallint('from_years').notNull(),
    fromMonths: smallint('from_months').notNull(),
    toYears: smallint('to_years').notNull(),
    toMonths: smallint('to_months').notNull(),
    minCtc: text('min_ctc').notNull(),
    maxCtc: text('max_ctc').notNull(),
    availableType: text('available_type').notNull(),
    availableDay: smallint('available_day').notNull(),
    workingStatus: smallint('working_status').notNull(),
  },
  (t) => [uniqueIndex('employments_user_position_key').on(t.userId, t.position)],
);

/** Onboarding: what the candidate is looking for (one per candidate). Lists joined by ', '. */
export const jobPreferences = pgTable(
  'job_preferences',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    /** voice | nonvoice */
    process: text('process').notNull(),
    preferences: text('preferences').notNull().default(''),
    otherPreference: text('other_preference').notNull().default(''),
    /** 1 Certified, 0 Non Certified, null when not asked */
    certified: smallint('certified'),
    ehrSystem: text('ehr_system').notNull().default(''),
    otherEhrSystem: text('other_ehr_system').notNull().default(''),
    ehrSpecializations: text('ehr_specializations').notNull().default(''),
    ehrOther: text('ehr_other').notNull().default(''),
    certificateType: text('certificate_type').notNull().default(''),
    certificateFileId: fileRef('certificate_file_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_preferences_user_key').on(t.userId)],
);

/** Onboarding: a Certified Medical Coder fresher's certificate (one per candidate). */
export const fresherCertificates = pgTable(
  'fresher_certificates',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    institute: text('institute').notNull(),
    otherInstitute: text('other_institute').notNull().default(''),
    certificateType: text('certificate_type').notNull(),
    otherCertificateType: text('other_certificate_type').notNull().default(''),
    certificateFileId: fileRef('certificate_file_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fresher_certificates_user_key').on(t.userId)],
);

/**
 * The educations, in order (`position`): onboarding saves the highest one at position 0, the
 * profile edit replaces the whole list. One document each at most.
 */
export const educations = pgTable(
  'educations',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    position: smallint('position').notNull().default(0),
    educationLevelId: smallint('education_level_id').notNull(),
    /** the level's name: Degree | Non Degree | Diploma */
    fieldOfStudy: text('field_of_study').notNull(),
    education: text('education').notNull(),
    otherEducation: text('other_education').notNull().default(''),
    institution: text('institution').notNull(),
    otherInstitution: text('other_institution').notNull().default(''),
    startYear: smallint('start_year'),
    endYear: smallint('end_year').notNull(),
    fileId: fileRef('file_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('educations_user_position_key').on(t.userId, t.position)],
);

/** Onboarding: the profile overview (one per candidate); saving it completes onboarding. */
export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    gender: text('gender').notNull(),
    /** YYYY-MM-DD */
    dateOfBirth: text('date_of_birth').notNull(),
    linkedinUrl: text('linkedin_url').notNull().default(''),
    termsAccepted: boolean('terms_accepted').notNull(),
    messagingConsent: boolean('messaging_consent').notNull().default(false),
    resumeFileId: fileRef('resume_file_id'),
    pictureFileId: fileRef('picture_file_id'),
    /** city names */
    preferredLocations: jsonb('preferred_locations').$type<string[]>().notNull(),
    currentWorkLocation: text('current_work_location').notNull(),
    /** work types joined by ', ' */
    openToWork: text('open_to_work').notNull(),
    willingToRelocate: boolean('willing_to_relocate').notNull(),
    willingForNightShift: boolean('willing_for_night_shift').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profiles_user_key').on(t.userId)],
);

/** The jobs catalogue: employers (their logos are drawn from the name: routes/company-logos.ts). */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** the employer's main city */
    city: text('city').notNull(),
  },
  (t) => [uniqueIndex('companies_name_key').on(t.name)],
);

/**
 * A job of the catalogue (signed-in-area.md §3 Job), narrow: what cards show and filters match.
 * Its long texts are in `job_details`, so scanning matches reads little. `search_role`,
 * `search_skill` and `search_cert` are the lower-cased texts the filters match (title and role;
 * specialisations, certifications and title; certifications), each with a trigram index.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title').notNull(),
    roleName: text('role_name').notNull(),
    /** Full Time | Contract | Part Time */
    typeName: text('type_name').notNull(),
    /** voice | nonvoice */
    process: text('process').notNull(),
    location: text('location').notNull(),
    /** Fresher | Experienced | Managerial */
    experienceLevel: text('experience_level').notNull(),
    /** annual rupees; null when not disclosed */
    minCtc: integer('min_ctc'),
    maxCtc: integer('max_ctc'),
    /** comma-separated */
    specialisations: text('specialisations').notNull(),
    /** comma-separated */
    certificationsRequired: text('certifications_required').notNull(),
    requiresAssessment: boolean('requires_assessment').notNull().default(false),
    searchRole: text('search_role').notNull(),
    searchSkill: text('search_skill').notNull(),
    searchCert: text('search_cert').notNull(),
    /**
     * The search box's weighted words (issue 19): title A, role B, specialisations and
     * certifications C, company, city, experience level and type D. Kept by the database (trigger jobs_search_vector_set,
     * migration 0009), never written by the code.
     */
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    /**
     * draft | open | closed (issue 23): candidates' searches, recommendations and similar jobs list
     * open jobs only; a draft is the company's alone; a closed job stays readable, takes no
     * applications. For a published job `created_at` is when it was published.
     */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** the last save, publish, close or reopen (the recruiter's jobs list is newest first by it) */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_search_vector_idx').using('gin', t.searchVector),
    index('jobs_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('jobs_company_idx').on(t.companyId, t.updatedAt.desc(), t.id.desc()),
    index('jobs_search_role_trgm').using('gin', sql`${t.searchRole} gin_trgm_ops`),
    index('jobs_search_skill_trgm').using('gin', sql`${t.searchSkill} gin_trgm_ops`),
    index('jobs_search_cert_trgm').using('gin', sql`${t.searchCert} gin_trgm_ops`),
    index('jobs_location_trgm').using('gin', sql`lower(${t.location}) gin_trgm_ops`),
    index('jobs_process_newest_idx').on(t.process, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * The words of the catalogue's search texts (every lexeme of jobs.search_vector, kept by a
 * trigger): the search box corrects a typed word to the nearest of these by trigram similarity.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * A job's search words without their weights, for ranking: `title` the title's (weight A), `core`
 * the title's, role's, specialisations' and certifications' (A, B, C). Testing a term against
 * these costs almost nothing, where testing it against weighted words of `jobs.search_vector`
 * reads every position (ranking 1,200 jobs took 10 ms more). Kept by triggers from
 * `search_vector` (migration 0014), never written by the code.
 */
export const jobRankWords = pgTable('job_rank_words', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  title: tsvector('title').notNull(),
  core: tsvector('core').notNull(),
});

/**
 * The open jobs, narrow (id and date), for counting the search box's matches (issue 22 §2): its
 * text index is on `job_words(job_id)`, the job's search_vector read from `jobs` (migration 0016).
 * A count then reads this table's few pages instead of a page of `jobs` per match. The rows are
 * replaced, never updated, by the triggers on `jobs` whenever a job's status, date or words change,
 * so each index entry is the words the job had when its row was written.
 */
export const jobOpenWords = pgTable('job_open_words', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A job's long texts (one row per job): read for the page's cards and the detail only. */
export const jobDetails = pgTable('job_details', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  keyResponsibilities: text('key_responsibilities').notNull(),
  requirements: text('requirements').notNull(),
  goodToHave: text('good_to_have').notNull(),
  benefitsOffered: text('benefits_offered').notNull(),
});

/** A candidate's saved jobs: one row per candidate and job. */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: ownerKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_jobs_user_job_key').on(t.userId, t.jobId),
    index('saved_jobs_job_idx').on(t.jobId),
  ],
);

/** Applications: one per candidate and job (applying again replaces the resume). */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    resumeFileId: fileRef('resume_file_id'),
    /** new | shortlisted | rejected */
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The applicant's facts the company's list filters and sorts by (issue 23), copied from the
     * candidate's record by the database's triggers (migration 0013: applicant_facts_refresh),
     * never written by the code: false once the account is deactivated or gone; the name; the
     * record's level and total months; the certification; the current CTC band and its lower
     * bound; the notice in days (0 immediate) and its label; the assessment's state.
     */
    candidateActive: boolean('candidate_active').notNull().default(true),
    applicantName: text('applicant_name').notNull().default(''),
    experienceLevel: text('experience_level'),
    experienceMonths: integer('experience_months'),
    certification: text('certification'),
    currentCtc: text('current_ctc'),
    ctcRank: integer('ctc_rank'),
    noticeDays: integer('notice_days'),
    noticeLabel: text('notice_label'),
    assessmentState: text('assessment_state'),
  },
  (t) => [
    uniqueIndex('applications_user_job_key').on(t.userId, t.jobId),
    index('applications_job_idx').on(t.jobId, t.createdAt.desc(), t.id.desc()),
    index('applications_job_status_idx').on(t.jobId, t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * An application's timeline (issue 23): applied, viewed (the first view by the company), and each
 * status change (shortlisted, rejected, awaiting), with its date. Shown to the candidate and the
 * company; the reason of a rejection is not part of it (application_reviews).
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** applied | viewed | shortlisted | rejected | awaiting */
    event: text('event').notNull(),
    /** the recruiter who acted (null for applied) */
    recruiterId: integer('recruiter_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.at, t.id)],
);

/** The first time each recruiter opened an application (the candidate's recruiter views count these). */
export const applicationViews = pgTable(
  'application_views',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    recruiterId: integer('recruiter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.recruiterId] })],
);

/** The company's private words on an application: the rejection's reason and a note. */
export const applicationReviews = pgTable('application_reviews', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  /** kept only while the application is rejected */
  rejectionReason: text('rejection_reason'),
  note: text('note').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** When each recruiter last opened each job (its applicants made since are 'new since last look'). */
export const recruiterJobLooks = pgTable(
  'recruiter_job_looks',
  {
    recruiterId: integer('recruiter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    lookedAt: timestamp('looked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recruiterId, t.jobId] })],
);

/**
 * A recruiter's invitation of a colleague (issue 23): the code sent to the e-mail (hashed), for the
 * inviting recruiter's company. Accepting creates the colleague's account; a newer invitation to
 * the same e-mail replaces the older.
 */
export const recruiterInvites = pgTable(
  'recruiter_invites',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** lower-cased */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [index('recruiter_invites_email_idx').on(t.email, t.createdAt.desc())],
);

/**
 * One row: a stamp the database moves on every write to `jobs` (migration 0013's statement
 * trigger). The job search keeps its counted totals while the stamp holds, so a job published,
 * edited, closed or reopened is counted at once.
 */
export const catalogueStamp = pgTable('catalogue_stamp', {
  id: smallint('id').primaryKey(),
  stamp: integer('stamp').notNull(),
});

/** A job's assessment questions, in order (`position`). */
export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    question: text('question').notNull(),
    /** MCQ | checkboxes | short_answer | paragraph | audio */
    questionType: text('question_type').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    required: boolean('required').notNull(),
  },
  (t) => [uniqueIndex('assessment_questions_job_position_key').on(t.jobId, t.position)],
);

/**
 * A candidate's answers to a job's assessment: a draft (replaced by each save) or submitted
 * (final). `answers` maps a question id to its answer text (audio: the path of the recording,
 * a `files` row of the candidate's, see assessmentAudioPath).
 */
export const assessmentSubmissions = pgTable(
  'assessment_submissions',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** draft | submitted */
    status: text('status').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** how many saves (drafts and the submission) the server applied: a replay is not one */
    writeCount: integer('write_count').notNull().default(0),
  },
  (t) => [uniqueIndex('assessment_submissions_user_job_key').on(t.userId, t.jobId)],
);

/**
 * A candidate's saved searches (issue 19 §2): a name, the search (the free-text words and the
 * six filters, as the contract's SavedSearchQuery) and when it was last opened: jobs posted after
 * that are its new matches.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    name: text('name').notNull(),
    search: jsonb('search').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The saved-search digest's watermark (issue 25 §1): the jobs posted after it are the ones no
     * digest has sent yet for this search; a digest moves it to the time it was written.
     */
    digestSentUntil: timestamp('digest_sent_until', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * The saved-search digests written (issue 25 §1, services/digest/saved-search-digest.ts): at most
 * one per candidate per day (`day`, YYYY-MM-DD in India's time), the unique key being the claim
 * that lets only one server process write it; `token_hash` is the SHA-256 of its one-click
 * unsubscribe token (the token itself is only in the e-mail's link).
 */
export const savedSearchDigests = pgTable(
  'saved_search_digests',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    day: text('day').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** the jobs it listed */
    jobCount: integer('job_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** when its link turned the digest off (the first time; a replay changes nothing) */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_search_digests_user_day_key').on(t.userId, t.day),
    uniqueIndex('saved_search_digests_token_key').on(t.tokenHash),
  ],
);

/**
 * Chat (issue 24 §1): one conversation per application, started by a recruiter of the job's
 * company (`started_by`), between the candidate and the company's recruiters. `company_id` and
 * `candidate_id` are the application's, kept here so the lists read one table.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedBy: integer('started_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_application_key').on(t.applicationId),
    index('conversations_candidate_idx').on(t.candidateId, t.lastMessageAt.desc()),
    index('conversations_company_idx').on(t.companyId, t.lastMessageAt.desc()),
  ],
);

/** A conversation's messages (text only), in id order. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** candidate | recruiter */
    senderRole: text('sender_role').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.id)],
);

/** How far each reader (the candidate, each recruiter) has read a conversation. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/** A candidate's choices about a company's messages: muted (no notification, not counted), blocked. */
export const companyChatSettings = pgTable(
  'company_chat_settings',
  {
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    muted: boolean('muted').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.companyId] })],
);

/** A candidate's report of a recruiter's message (scam | spam), for the operator (`npm run reports`). */
export const messageReports = pgTable(
  'message_reports',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** scam | spam */
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_reports_message_reporter_key').on(t.messageId, t.reporterId),
    index('message_reports_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * What happened, for the candidate's in-app list (issue 24 §2): kind status | viewed | message |
 * matches, the text shown, and the app path it links to. `read_at` null: unread.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id.desc())],
);

/**
 * A browser's Web Push subscription of a candidate (issue 25, services/delivery/push/): the push service's
 * endpoint (unique: one browser profile, one subscription; a second candidate subscribing in the
 * same browser takes it over) and the keys the payload is encrypted to (RFC 8291). A push service
 * answering 404/410 for it ends it (the row is deleted).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** the browser's P-256 public key, base64url (65 bytes) */
    p256dh: text('p256dh').notNull(),
    /** the auth secret, base64url (16 bytes) */
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
