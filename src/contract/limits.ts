/** Business constants of both specs' §9, and the server's own input bounds. */
export const CANDIDATE_ROLE_ID = 3;
/** Recruiters (issue 23; contract/recruiter/account.ts re-exports it). */
export const RECRUITER_ROLE_ID = 2;
/** The portal's operators (issue 37): they confirm, suspend and restore companies and read reports. */
export const OPERATOR_ROLE_ID = 1;
export const USER_TYPE = 'candidate';
export const OTP_LENGTH = 6;
/** Invitations one recruiter may send in an hour, to any addresses (H4, issue 35). */
export const INVITES_PER_RECRUITER_PER_HOUR = 10;
export const OTP_COUNTDOWN_SECONDS = 120;
export const PHONE_DIGITS = 10;
export const PHONE_PREFIX = '+91';
export const LOGIN_PASSWORD_MIN = 6;
export const SIGNUP_PASSWORD_MIN = 8;
export const NAME_MAX = 35;
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
export const REFERRAL_CODE_MAX = 32;
/** The longest verification token accepted (verify_otp answers 43 characters). */
export const VERIFICATION_TOKEN_MAX = 128;
/** The largest row id (a PostgreSQL integer): a larger id is refused as input, never queried (ids.ts). */
export const ROW_ID_MAX = 2_147_483_647;
export const TOAST_MS = 5000;
export const SIGNED_IN_TOAST_MS = 3000;
export const LOGIN_TOAST_MS = 1500;
export const SUCCESS_MODAL_MS = 2000;
/**
 * The least time a success dialog that ends by itself stays (issue 35 N5): the specs' 2 s ended it,
 * and moved to the next screen, before a screen reader had read it out. Touched or typed in, it
 * stays until its Continue button (ui/success-modal.tsx).
 */
export const SUCCESS_READ_MS = 5000;
export const MISSING_EMAIL_REDIRECT_MS = 3000;
export const SIGN_OUT_DELAY_MS = 2000;
export const VOICE_CATEGORY_ID = 1;
export const NON_VOICE_CATEGORY_ID = 2;
/**
 * The code purposes: the spec's three, ours for a signed-in candidate's new e-mail or phone
 * on Edit Profile (email_change, mobile_change: the request carries the session's bearer token),
 * and `login`: a code to the account's e-mail that lets a login through the account-wide
 * ceiling of failed logins (login's `login_token`; README 'Limits and lockouts').
 */
export const OTP_TYPES = [
  'password_reset',
  'email_verification',
  'mobile_verification',
  'email_change',
  'mobile_change',
  'login',
] as const;
/** The purposes that need a session: a code to prove a signed-in candidate's new contact. */
export const CONTACT_CHANGE_OTP_TYPES = ['email_change', 'mobile_change'] as const;
export type OtpType = (typeof OTP_TYPES)[number];

/** Onboarding (signed-out-and-onboarding.md §9). */
export const ONBOARDING_YEARS_DIGITS = 2;
export const MONTHS_MAX = 12;
export const NOTICE_DAYS_MAX = 180;
/** current_location of the experience level save is fixed (§9). */
export const CURRENT_LOCATION = 'India';
/** The employment year lists hold this many years, descending from the reference year. */
export const EMPLOYMENT_YEARS_LISTED = 50;
export const EDUCATION_YEAR_MIN = 1900;
/** Certificate, education and resume documents, and the onboarding photo. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The simulated upload of the shared upload dialog. */
export const SIMULATED_UPLOAD_MS = 2000;
/** Free text of the onboarding screens (role, other names, specify fields). */
export const ONBOARDING_TEXT_MAX = 255;
/** The most employment entries one save takes. */
export const EMPLOYMENT_ENTRIES_MAX = 20;
/** The date-of-birth picker lists this many years. */
export const DATE_OF_BIRTH_YEARS = 100;
/** V10: a candidate is at least this old (a date of birth this many years ago or earlier). */
export const MIN_CANDIDATE_AGE_YEARS = 18;
