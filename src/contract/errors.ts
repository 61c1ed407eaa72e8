import * as v from 'valibot';

/**
 * The stable codes of failed calls: every failure answers `{success:false, message, code}`.
 * The app decides on `code`, never on `message` (whose wording may change).
 */
export const ERROR_CODES = [
  // uploads
  'file_too_large',
  'file_type_not_allowed',
  // onboarding
  'onboarding_step_missing',
  // jobs
  'job_not_found',
  /** a candidate applying to a closed job */
  'job_closed',
  // recruiters (issue 23)
  /** a token that is not a recruiter's on a recruiter call (403) */
  'recruiters_only',
  /** a recruiter's token on a candidate's call (403) */
  'candidates_only',
  /** a token that is not an operator's on an operator's call (403, issue 37) */
  'operators_only',
  /** publishing (or saving an open job) without a bold field */
  'job_incomplete',
  /** an answered question deleted or changed to another type */
  'question_locked',
  /** publish / close / reopen from the wrong state */
  'job_status',
  /**
   * issue 37: a company not yet verified by an operator publishing, reopening or saving an open
   * job, or messaging a candidate (a message, a bulk message, an interview invitation): 409, not
   * 403, which the app takes for an ended session
   */
  'company_unverified',
  /** issue 37: the same writes of a company an operator suspended (409) */
  'company_suspended',
  /**
   * a write based on an older version of the record than the stored one: a colleague saved in
   * between (409, issue 36 R2; contract/version-conflict.ts); nothing is written
   */
  'version_conflict',
  'applicant_not_found',
  /** issue 36: a recruiter moving an application its candidate withdrew (409) */
  'application_withdrawn',
  /**
   * issue 36 R2: a write based on a stale `version` of its record (a colleague saved meanwhile):
   * 409, nothing written; the app reads the record again and shows what changed
   */
  'version_conflict',
  /** issue 36 R3: Undo of a status change that has already reached the candidate (409) */
  'undo_expired',
  /** an invitation code that is wrong, used or expired */
  'invite_invalid',
  /** a recruiter who is not of the caller's company, or was removed (404) */
  'recruiter_not_found',
  /** a recruiter removing their own account (400) */
  'cannot_remove_self',
  /** a bulk job that is not of the caller's company (404, issue 36 §4) */
  'bulk_job_not_found',
  /** a message template that is not of the caller's company (404, issue 36 §4) */
  'template_not_found',
  // saved searches
  'saved_search_not_found',
  'saved_searches_full',
  // chat (issue 24)
  /** a conversation that is not the caller's (404) */
  'conversation_not_found',
  /** a message that is not of the caller's conversations (404) */
  'message_not_found',
  /** the candidate turned Recruiter reach out off: no new conversation (409) */
  'reach_out_off',
  /** the candidate blocked the company: no messages either way (409) */
  'company_blocked',
  /** a candidate's chat call about a company that has not written to it (404) */
  'no_conversation',
  /** a sender past MESSAGES_PER_MINUTE or MESSAGES_PER_HOUR (429, issue 35 H3) */
  'messages_too_fast',
  // Web Push (issue 25)
  /** the server has no VAPID keys: it sends no push (409) */
  'push_off',
  /** a subscription's endpoint whose host is not (only) public addresses (400, issue 35 H2) */
  'push_endpoint_not_public',
  /** the account has PUSH_SUBSCRIPTIONS_MAX subscriptions already (409) */
  'push_subscriptions_full',
  // interviews (issue 36 §3)
  /** an interview that is not the caller's (a candidate's) or its company's (a recruiter's): 404 */
  'interview_not_found',
  /** answering an interview that was cancelled (409) */
  'interview_closed',
  // contact only with consent (issue 37 §3)
  /** answering or withdrawing a contact share the company never asked for nor holds (404) */
  'contact_share_not_found',
  // Find candidates (issue 37 §3)
  /** a company that is not a verified employer (or is suspended) searching or asking to connect (403) */
  'company_not_verified',
  /** a candidate who is not findable (or gone) on a recruiter's connect (404) */
  'candidate_not_found',
  /** the company's request to this candidate is still waiting for an answer (409) */
  'connect_pending',
  /** the candidate already applied to the job named (409) */
  'already_applicant',
  /** the recruiter sent CONNECTS_PER_DAY requests in the last 24 hours (429) */
  'connect_limit_reached',
  /** a request to connect that is not the candidate's (404) */
  'connect_request_not_found',
  /** answering a request to connect a second time (409) */
  'connect_request_answered',
  // assessments
  'assessment_not_found',
  'not_applied',
  'question_required',
  'assessment_submitted',
  // the request itself
  'validation_failed',
  'malformed_json',
  'unsupported_media_type',
  'body_too_large',
  'not_found',
  'idempotency_key_invalid',
  'idempotency_key_reused',
  'idempotency_busy',
  'rate_limited',
  'conflict',
  'internal_error',
  // the session
  'unauthenticated',
  'invalid_session',
  // login
  'invalid_credentials',
  'account_deactivated',
  'account_deleted',
  /** the account-wide ceiling of failed logins is full: sign in with a code sent to its e-mail */
  'login_code_required',
  // registration and codes
  'email_exists',
  'phone_exists',
  'referral_invalid',
  'email_not_verified',
  'phone_not_verified',
  'otp_invalid',
  'otp_expired',
  'otp_attempts_exceeded',
  // account settings
  'old_password_incorrect',
  'password_incorrect',
  // password reset
  'passwords_differ',
  'reset_not_verified',
  'reset_failed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorCodeSchema = v.picklist(ERROR_CODES);

/** Every failure: `{success:false, message, code}`, and sometimes more (e.g. `valid:false`, `extendedMessage`). */
export const errorAnswerSchema = v.looseObject({
  success: v.literal(false),
  message: v.string(),
  code: errorCodeSchema,
});

/** What any call may answer whatever it is: an unknown path, a limit, a crash. */
export const COMMON_ERRORS = ['not_found', 'rate_limited', 'internal_error'] as const satisfies ErrorCode[];
/** What any call with a JSON body may answer besides its own codes. */
export const BODY_ERRORS = [
  'validation_failed',
  'malformed_json',
  'unsupported_media_type',
  'body_too_large',
  'idempotency_key_invalid',
  'idempotency_key_reused',
  'idempotency_busy',
] as const satisfies ErrorCode[];
/** What a call needing a session may answer (the app applies the 403 rule). */
export const SESSION_ERRORS = ['unauthenticated', 'invalid_session'] as const satisfies ErrorCode[];

/** The status each code answers with when the server does not say otherwise. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 422:
      return 'validation_failed';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'invalid_session';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'body_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return 'internal_error';
  }
}
