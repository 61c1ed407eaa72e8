import * as v from 'valibot';
import { successMessage } from '../auth/fields';
import { EXPERIENCE_LEVELS, WORK_TYPES } from '../candidate-record/options';
import { CONNECT_STATUSES } from '../connect-requests';
import { endpoint } from '../endpoint';
import { idNumber } from '../ids';
import { pageQueryField } from '../primitives';
import { CERTIFICATION_FILTERS } from './applicants';

/**
 * Find candidates (issue 37 §3), the recruiter's side: a verified company searches the candidates
 * who turned Let recruiters find me on (active, onboarded), seeing no name, contact, date of birth,
 * gender, photo or resume, and asks one to connect about one of its open jobs (at most
 * CONNECTS_PER_DAY a recruiter in any 24 hours, one pending request per company and candidate).
 */

export const CANDIDATES_PER_PAGE = 20;
/** A recruiter's requests to connect in the last 24 hours (a rolling window, not a calendar day). */
export const CONNECTS_PER_DAY = 50;
export const CONNECT_MESSAGE_MAX = 1000;
export const FILTER_TEXT_MAX = 100;
export const MIN_YEARS_MAX = 40;
/** The notice filter's choices: at most this many days (0: immediate). */
export const NOTICE_MAX_CHOICES = [0, 15, 30, 60, 90] as const;

export const COMPANY_NOT_VERIFIED =
  'Only verified employers can find candidates and ask them to connect. Your company is not verified yet.';
export const CANDIDATE_NOT_FOUND = 'This candidate was not found.';
export const CONNECT_PENDING =
  'Your company already has a request to connect with this candidate waiting for an answer.';
export const ALREADY_APPLICANT = 'This candidate is already an applicant for this job.';
export const CONNECT_LIMIT_REACHED = `You have sent ${CONNECTS_PER_DAY} requests to connect in the last 24 hours, the most allowed. Please try again later.`;
export const CONNECT_JOB_NOT_OPEN = 'Please choose one of your open jobs.';
export const CONNECT_MESSAGE_REQUIRED = 'Please write a message';
export const CONNECT_MESSAGE_TOO_LONG = `The message must be at most ${CONNECT_MESSAGE_MAX} characters`;

const textFilter = (name: string) =>
  v.optional(
    v.pipe(
      v.string(`${name} must be text`),
      v.trim(),
      v.maxLength(FILTER_TEXT_MAX, `${name} must be at most ${FILTER_TEXT_MAX} characters`),
    ),
    '',
  );
const choice = <T extends readonly string[]>(options: T, message: string) =>
  v.optional(v.union([v.literal(''), v.picklist(options)], message), '');
const wholeNumber = (max: number, message: string) =>
  v.optional(
    v.union(
      [
        v.literal(''),
        v.pipe(
          v.string(message),
          v.regex(/^\d{1,3}$/, message),
          v.transform(Number),
          v.maxValue(max, message),
        ),
      ],
      message,
    ),
    '',
  );

/** GET /recruiters/candidates's query ('' or absent: no filter). */
export const findCandidatesQuerySchema = v.object({
  /** a looking-for role (the candidate side's sub-categories) */
  role: textFilter('role'),
  certification: choice(CERTIFICATION_FILTERS, 'certification must be certified or not_certified'),
  /** the current work location or the experience's location, any case */
  city: textFilter('city'),
  experience_level: choice(EXPERIENCE_LEVELS, 'experience_level must be freshers, experienced or managerial'),
  min_years: wholeNumber(MIN_YEARS_MAX, `min_years must be a whole number from 0 to ${MIN_YEARS_MAX}`),
  /** at most this many days of notice (0: immediate) */
  max_notice_days: wholeNumber(365, 'max_notice_days must be a whole number from 0 to 365'),
  work_preference: choice(WORK_TYPES, 'work_preference must be Work from Office, Hybrid or Remote'),
  page: pageQueryField,
});
export type FindCandidatesQuery = v.InferInput<typeof findCandidatesQuerySchema>;
export type FindCandidatesFilters = v.InferOutput<typeof findCandidatesQuerySchema>;

/** This company's request to a candidate, as the search shows it. */
export const companyRequestSchema = v.object({
  status: v.picklist(CONNECT_STATUSES),
  created_at: v.string(),
});

/** A found candidate: what they do and want, never who they are. */
export const foundCandidateSchema = v.object({
  candidate_id: v.number(),
  /** the looking-for roles */
  roles: v.array(v.string()),
  /** 'Voice Process' | 'Non-voice Process', null when not given */
  process: v.nullable(v.string()),
  certification: v.nullable(v.string()),
  city: v.nullable(v.string()),
  experience_level: v.nullable(v.picklist(EXPERIENCE_LEVELS)),
  /** total experience in months */
  experience_months: v.nullable(v.number()),
  /** 'Immediate', '45 days' or 'Sabbatical' */
  notice: v.nullable(v.string()),
  work_preference: v.array(v.string()),
  /** the day (YYYY-MM-DD) the candidate last signed in or changed their record */
  last_active: v.string(),
  /** this company's latest request to them, null when none */
  request: v.nullable(companyRequestSchema),
});
export type FoundCandidate = v.InferOutput<typeof foundCandidateSchema>;

/** GET /recruiters/candidates: the findable candidates the filters keep, most recently active first, 20 a page. */
export const findCandidates = endpoint({
  method: 'GET',
  path: '/recruiters/candidates',
  request: findCandidatesQuerySchema,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({
      candidates: v.array(foundCandidateSchema),
      total: v.number(),
      /** this recruiter's requests to connect in the last 24 hours */
      sent_today: v.number(),
      /** the company's open jobs a request may be about, most recently changed first */
      open_jobs: v.array(v.object({ job_id: v.number(), job_title: v.string() })),
    }),
  }),
  errors: ['recruiters_only', 'company_not_verified'],
  session: true,
});

export const connectRequestBodySchema = v.strictObject({
  job_id: idNumber('job_id'),
  message: v.pipe(
    v.string(CONNECT_MESSAGE_REQUIRED),
    v.trim(),
    v.nonEmpty(CONNECT_MESSAGE_REQUIRED),
    v.maxLength(CONNECT_MESSAGE_MAX, CONNECT_MESSAGE_TOO_LONG),
  ),
});
export type ConnectRequestBody = v.InferInput<typeof connectRequestBodySchema>;

/**
 * POST /recruiters/candidates/:candidate_id/connect: asks the candidate to connect about one of the
 * company's open jobs with a message; the candidate is told in the app and by e-mail and push.
 */
export const connectCandidate = endpoint({
  method: 'POST',
  path: '/recruiters/candidates/:candidate_id/connect',
  request: connectRequestBodySchema,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ request: companyRequestSchema, sent_today: v.number() }),
  }),
  errors: [
    'recruiters_only',
    'company_not_verified',
    'candidate_not_found',
    'job_not_found',
    'job_closed',
    'connect_pending',
    'already_applicant',
    'connect_limit_reached',
  ],
  session: true,
});
