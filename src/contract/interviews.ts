import * as v from 'valibot';
import { successMessage } from './auth/fields';
import { endpoint } from './endpoint';
import { idNumber } from './ids';

/**
 * Interviews and walk-in drives (issue 36 §3): the shapes both sides read, and the candidate's
 * calls. A recruiter schedules an interview of an application (contract/recruiter/interviews.ts):
 * in person (an address, a map link), by phone or by video (a link), at one time or at one of
 * several slots; the candidate accepts it, picks a slot, or asks to reschedule. Times are instants
 * (ISO 8601 with an offset); the app shows them in India's time (Asia/Kolkata).
 */

export const INTERVIEW_MODES = ['in_person', 'phone', 'video'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
export const INTERVIEW_MODE_LABELS: Readonly<Record<InterviewMode, string>> = {
  in_person: 'In person',
  phone: 'Phone',
  video: 'Video',
};
export const INTERVIEW_STATES = ['proposed', 'accepted', 'reschedule_requested', 'cancelled'] as const;
export type InterviewState = (typeof INTERVIEW_STATES)[number];
export const INTERVIEW_STATE_LABELS: Readonly<Record<InterviewState, string>> = {
  proposed: 'Awaiting your answer',
  accepted: 'Accepted',
  reschedule_requested: 'Reschedule asked',
  cancelled: 'Cancelled',
};

/** The most slots one interview offers. */
export const INTERVIEW_SLOTS_MAX = 5;
export const INTERVIEW_DURATION_MIN = 15;
export const INTERVIEW_DURATION_MAX = 240;
export const INTERVIEW_TEXT_MAX = 300;
export const INTERVIEW_NOTES_MAX = 1000;

export const SLOT_INVALID = 'Each slot must be a date and time';
export const SLOTS_REQUIRED = 'Please give at least one time';
export const SLOTS_TOO_MANY = `Please give at most ${INTERVIEW_SLOTS_MAX} times`;
export const SLOT_TWICE = 'Each time can be given only once';
export const SLOT_PAST = 'Each time must be in the future';
export const ADDRESS_REQUIRED = 'Please enter the address';
export const VIDEO_LINK_REQUIRED = 'Please enter the video call link';
export const LINK_INVALID = 'The link must start with https://';
export const SLOT_NOT_OFFERED = 'Please pick one of the times offered';
export const INTERVIEW_NOT_FOUND = 'Interview not found';
export const INTERVIEW_CLOSED = 'This interview was cancelled';

const trimmedText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.trim(),
      v.maxLength(max, `${label} must be at most ${max} characters`),
    ),
    '',
  );
/** '' or an https:// address. */
const linkField = v.optional(
  v.pipe(
    v.string(LINK_INVALID),
    v.trim(),
    v.maxLength(INTERVIEW_TEXT_MAX, LINK_INVALID),
    v.check((link) => link === '' || (/^https:\/\/\S+$/.test(link) && URL.canParse(link)), LINK_INVALID),
  ),
  '',
);
/** An instant, normalised to ISO UTC. */
export const slotField = v.pipe(
  v.string(SLOT_INVALID),
  // a check, not v.isoTimestamp: a valibot action the app does not use yet joins every first visit
  v.check(
    (slot) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(slot) &&
      !Number.isNaN(Date.parse(slot)),
    SLOT_INVALID,
  ),
  v.transform((slot) => new Date(slot).toISOString()),
);

/** What a recruiter gives when scheduling or changing an interview. */
export const interviewDetailsSchema = v.pipe(
  v.object({
    mode: v.picklist(INTERVIEW_MODES, 'mode must be in_person, phone or video'),
    address: trimmedText('The address', INTERVIEW_TEXT_MAX),
    map_link: linkField,
    video_link: linkField,
    notes: trimmedText('The notes', INTERVIEW_NOTES_MAX),
    slots: v.pipe(
      v.array(slotField, SLOTS_REQUIRED),
      v.minLength(1, SLOTS_REQUIRED),
      v.maxLength(INTERVIEW_SLOTS_MAX, SLOTS_TOO_MANY),
      v.check((slots) => new Set(slots).size === slots.length, SLOT_TWICE),
    ),
    duration_minutes: v.optional(
      v.pipe(
        v.number('The length must be a number of minutes'),
        v.integer('The length must be a number of minutes'),
        v.minValue(INTERVIEW_DURATION_MIN, `The length must be at least ${INTERVIEW_DURATION_MIN} minutes`),
        v.maxValue(INTERVIEW_DURATION_MAX, `The length must be at most ${INTERVIEW_DURATION_MAX} minutes`),
      ),
      30,
    ),
  }),
  v.forward(
    v.check((details) => details.mode !== 'in_person' || details.address !== '', ADDRESS_REQUIRED),
    ['address'],
  ),
  v.forward(
    v.check((details) => details.mode !== 'video' || details.video_link !== '', VIDEO_LINK_REQUIRED),
    ['video_link'],
  ),
);
export type InterviewDetails = v.InferInput<typeof interviewDetailsSchema>;

/** An interview as both sides read it. */
export const interviewSchema = v.object({
  interview_id: v.number(),
  application_id: v.number(),
  job: v.object({ id: v.number(), job_title: v.string() }),
  company_name: v.string(),
  /** the applicant's name (the recruiter's lists) */
  candidate_name: v.string(),
  mode: v.picklist(INTERVIEW_MODES),
  address: v.string(),
  map_link: v.string(),
  video_link: v.string(),
  notes: v.string(),
  /** the times offered, ISO instants, earliest first */
  slots: v.array(v.string()),
  duration_minutes: v.number(),
  /** the time it is at: the only slot, or the one the candidate picked; null while one is to pick */
  chosen_start: v.nullable(v.string()),
  state: v.picklist(INTERVIEW_STATES),
  reschedule_note: v.string(),
  /** the calendar invite's SEQUENCE: one more at each change */
  sequence: v.number(),
});
export type Interview = v.InferOutput<typeof interviewSchema>;

/** GET /candidates/interviews: the candidate's interviews not cancelled and not over, soonest first. */
export const myInterviews = endpoint({
  method: 'GET',
  path: '/candidates/interviews',
  request: null,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ interviews: v.array(interviewSchema) }),
  }),
  errors: [],
  session: true,
});

export const INTERVIEW_ACTIONS = ['accept', 'reschedule'] as const;

/**
 * POST /candidates/interviews/answer: accept (with the slot picked, when several were offered) or
 * ask to reschedule (with a note). Idempotent: a write queued offline and replayed applies once.
 */
export const answerInterview = endpoint({
  method: 'POST',
  path: '/candidates/interviews/answer',
  idempotent: true,
  request: v.object({
    interview_id: idNumber('interview_id'),
    action: v.picklist(INTERVIEW_ACTIONS, 'action must be accept or reschedule'),
    slot: v.optional(slotField),
    note: trimmedText('The note', INTERVIEW_NOTES_MAX),
  }),
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ interview: interviewSchema }),
  }),
  errors: ['interview_not_found', 'interview_closed'],
  session: true,
});

/** A job's walk-in drive: any day from start_date to end_date (YYYY-MM-DD), start_time to end_time (HH:MM, India). */
export const walkInDriveSchema = v.object({
  start_date: v.string(),
  end_date: v.string(),
  start_time: v.string(),
  end_time: v.string(),
  venue: v.string(),
  map_link: v.string(),
});
export type WalkInDrive = v.InferOutput<typeof walkInDriveSchema>;

/** 'Walk-in: 2 Dec to 5 Dec 2026, 10:00 to 17:00, Tower B, Noida' */
export function walkInDriveText(drive: WalkInDrive): string {
  const day = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const dates =
    drive.start_date === drive.end_date
      ? day(drive.start_date)
      : `${day(drive.start_date)} to ${day(drive.end_date)}`;
  return `${dates}, ${drive.start_time} to ${drive.end_time}, ${drive.venue}`;
}

/** An interview's time in India: 'Wed, 2 Dec 2026, 10:30 am IST'. */
export function interviewTimeText(iso: string): string {
  return `${new Date(iso).toLocaleString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  })} IST`;
}
