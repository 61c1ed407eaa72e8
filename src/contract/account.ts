import * as v from 'valibot';
import { timelineEntrySchema } from './application-timeline';
import { strongPasswordNamed, successMessage } from './auth/fields';
import { endpoint } from './endpoint';
import { PASSWORD_MAX, SIGNUP_PASSWORD_MIN } from './limits';
import { profileDetailsResultSchema } from './profile';
import { profileSightingSchema } from './profile-sightings';
import { PASSWORD_REQUIRED, PASSWORDS_DIFFER } from './texts';

/**
 * Account settings (signed-in-area.md §3 Password change and Deactivation, §4, §5, §7): change
 * password, deactivate, delete; and beyond the spec, the export of everything held about the
 * candidate (India's DPDP Act 2023, the right to access).
 */

// §5 Change password
export const OLD_PASSWORD_REQUIRED = 'Old password is required';
export const NEW_PASSWORD_REQUIRED = 'New password is required';
export const NEW_PASSWORD_TOO_SHORT = 'New password must be at least 8 characters long';
export const CONFIRM_PASSWORD_REQUIRED = 'Confirm password is required';
export { PASSWORDS_DIFFER };
// §5 Deactivation
export const SELECT_A_REASON = 'Please select at least one reason';
export const SPECIFY_THE_REASON = 'Please specify the reason';
export { PASSWORD_REQUIRED };
// §2 Account settings: the success modals
export const PASSWORD_UPDATED = 'New Password Updated Successfully';
export const ACCOUNT_DEACTIVATED = 'Your account has been successfully deactivated';
export const ACCOUNT_DELETED = 'Your account has been successfully deleted';
// the server's own
export const OLD_PASSWORD_INCORRECT = 'Old password is incorrect';
export const PASSWORD_INCORRECT = 'Password is incorrect';

/** §3 Deactivation: the reason options (key and label); `reason` holds labels joined by ', ' or 'Skipped'. */
export const DEACTIVATE_REASONS = {
  foundJob: 'I found a job',
  breakFromSearch: 'Taking a break from job searching',
  privacyConcerns: 'Privacy concerns',
  other: 'Other (Please Specify)',
} as const;
export type DeactivateReasonKey = keyof typeof DEACTIVATE_REASONS;
/** The reason sent when the candidate pressed Skip. */
export const REASON_SKIPPED = 'Skipped';
export const OTHER_REASON_MAX = 500;

/** Leading whitespace is trimmed (§5), as the form does. */
const passwordText = (required: string) =>
  v.pipe(
    v.string(required),
    v.transform((text) => text.trimStart()),
    v.nonEmpty(required),
    v.maxLength(PASSWORD_MAX, 'Password is too long'),
  );

export const changePasswordPayloadSchema = v.pipe(
  v.object({
    old_password: passwordText(OLD_PASSWORD_REQUIRED),
    password: v.pipe(
      passwordText(NEW_PASSWORD_REQUIRED),
      v.minLength(SIGNUP_PASSWORD_MIN, NEW_PASSWORD_TOO_SHORT),
      // the one password rule of every call that sets a password, naming what failed
      strongPasswordNamed,
    ),
    confirm_password: passwordText(CONFIRM_PASSWORD_REQUIRED),
  }),
  v.forward(
    v.check((p) => p.password === p.confirm_password, PASSWORDS_DIFFER),
    ['confirm_password'],
  ),
);
export type ChangePasswordPayload = v.InferInput<typeof changePasswordPayloadSchema>;

/** `{success:true, message, extendedMessage}` (§7: the app shows extendedMessage, else message). */
export const accountAnswerSchema = v.object({
  success: v.literal(true),
  message: successMessage,
  extendedMessage: v.optional(v.string()),
});

/**
 * The signed-in password change: the old password must match (else 400 old_password_incorrect,
 * never 401/403, which would end the session on the app); every other session of the account
 * ends, this one stays.
 */
export const changePassword = endpoint({
  method: 'POST',
  path: '/users/reset_password',
  request: changePasswordPayloadSchema,
  answer: accountAnswerSchema,
  errors: ['old_password_incorrect', 'passwords_differ'],
  session: true,
});

const REASON_NAMES = new Set<string>([
  ...Object.keys(DEACTIVATE_REASONS),
  ...Object.values(DEACTIVATE_REASONS),
]);

/** The reasons of a `reason` text (labels or keys joined by ', '); [] for Skipped. */
export function reasonsOf(reason: string): string[] {
  if (reason === REASON_SKIPPED) return [];
  return reason
    .split(/,\s*(?=[A-Za-z])/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export const deactivatePayloadSchema = v.pipe(
  v.object({
    password: v.pipe(
      v.string(PASSWORD_REQUIRED),
      v.nonEmpty(PASSWORD_REQUIRED),
      v.maxLength(PASSWORD_MAX, 'Password is too long'),
    ),
    /** the chosen labels joined by ', ', or 'Skipped' */
    reason: v.pipe(
      v.string(SELECT_A_REASON),
      v.trim(),
      v.nonEmpty(SELECT_A_REASON),
      v.maxLength(300, SELECT_A_REASON),
      v.check(
        (reason) => reason === REASON_SKIPPED || reasonsOf(reason).every((part) => REASON_NAMES.has(part)),
        `reason must be among: ${Object.values(DEACTIVATE_REASONS).join('; ')}; or ${REASON_SKIPPED}`,
      ),
    ),
    other_reason: v.optional(
      v.pipe(
        v.string('other_reason must be text'),
        v.trim(),
        v.maxLength(OTHER_REASON_MAX, `The reason must be at most ${OTHER_REASON_MAX} characters`),
      ),
      '',
    ),
  }),
  v.forward(
    v.check((p) => {
      const parts = reasonsOf(p.reason);
      const other = parts.includes('other') || parts.includes(DEACTIVATE_REASONS.other);
      return !other || p.other_reason !== '';
    }, SPECIFY_THE_REASON),
    ['other_reason'],
  ),
);
export type DeactivatePayload = v.InferInput<typeof deactivatePayloadSchema>;

/**
 * Deactivation: the password must match (else 400 password_incorrect); the account is kept with
 * its data, marked deactivated with its reasons, and every session ends. Login then answers 401
 * account_deactivated.
 */
export const deactivateAccount = endpoint({
  method: 'POST',
  path: '/candidates/deactivate',
  request: deactivatePayloadSchema,
  answer: accountAnswerSchema,
  errors: ['password_incorrect'],
  session: true,
});

/**
 * Deletion (§7: method not shown, empty body): POST or DELETE. The account and every personal
 * record go, in one transaction; the e-mail and phone can register again.
 */
export const deleteAccount = endpoint({
  method: 'POST',
  path: '/users/account_delete',
  request: null,
  answer: accountAnswerSchema,
  errors: [],
  session: true,
});
export const deleteAccountByDelete = endpoint({
  method: 'DELETE',
  path: '/users/account_delete',
  request: null,
  answer: accountAnswerSchema,
  errors: [],
  session: true,
});

const exportFileSchema = v.object({
  file_id: v.number(),
  file_name: v.string(),
  kind: v.string(),
  size: v.number(),
  uploaded_at: v.string(),
  /** what the file is: resume, profile_picture, certificate, education, application_resume, assessment_audio, other */
  used_as: v.array(v.string()),
});

/** Everything the server holds about the candidate (GET /candidates/export). */
export const myDataSchema = v.object({
  exported_at: v.string(),
  account: v.object({
    user_id: v.number(),
    first_name: v.string(),
    last_name: v.string(),
    email: v.string(),
    phone_no: v.string(),
    role_id: v.number(),
    email_verified: v.boolean(),
    phone_verified: v.boolean(),
    referral_code: v.nullable(v.string()),
    onboarding_completed: v.boolean(),
    profile_picture: v.nullable(v.string()),
    activity_status: v.string(),
    status: v.string(),
    created_at: v.string(),
    updated_at: v.string(),
  }),
  profile_details: profileDetailsResultSchema,
  profile_overview: v.nullable(
    v.object({ terms_accepted: v.boolean(), messaging_consent: v.boolean(), updated_at: v.string() }),
  ),
  files: v.array(exportFileSchema),
  saved_jobs: v.array(
    v.object({ job_id: v.number(), job_title: v.string(), company_name: v.string(), saved_at: v.string() }),
  ),
  applications: v.array(
    v.object({
      job_id: v.number(),
      job_title: v.string(),
      company_name: v.string(),
      status: v.string(),
      resume_file_id: v.nullable(v.number()),
      applied_at: v.string(),
      updated_at: v.string(),
      /** issue 23: applied, viewed by a recruiter, shortlisted, rejected, awaiting, with dates */
      timeline: v.array(timelineEntrySchema),
    }),
  ),
  assessment_answers: v.array(
    v.object({
      job_id: v.number(),
      job_title: v.string(),
      status: v.string(),
      answers: v.array(v.object({ question: v.string(), answer: v.string() })),
      updated_at: v.string(),
    }),
  ),
  sessions: v.array(
    v.object({ created_at: v.string(), expires_at: v.string(), ended_at: v.nullable(v.string()) }),
  ),
  /** the saved searches (issue 19): name, the words and filters, when saved and last opened */
  saved_searches: v.array(
    v.object({
      name: v.string(),
      search: v.record(v.string(), v.string()),
      created_at: v.string(),
      last_opened_at: v.string(),
    }),
  ),
  /** issue 37 §3: each consent to share the contact given or withdrawn, with the company and when */
  contact_consents: v.array(
    v.object({ company_name: v.string(), action: v.picklist(['given', 'withdrawn']), at: v.string() }),
  ),
  /** issue 37 §3: who saw my profile (the application, the resume, the contact), first and last time */
  profile_sightings: v.array(profileSightingSchema),
});
export type MyData = v.InferOutput<typeof myDataSchema>;

/** The export's file name for a day: rcm-careers-my-data-YYYY-MM-DD.json */
export const exportFileName = (day: string) => `rcm-careers-my-data-${day}.json`;

/** GET /candidates/export: the JSON file, answered as an attachment (Content-Disposition). */
export const exportMyData = endpoint({
  method: 'GET',
  path: '/candidates/export',
  request: null,
  answer: v.object({ success: v.literal(true), message: successMessage, result: myDataSchema }),
  errors: [],
  session: true,
});
