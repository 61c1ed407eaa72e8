import * as v from 'valibot';
import { successMessage, verificationTokenField } from './auth/fields';
import { fresherCertificatePartSchema } from './candidate-record/certificate';
import { EDUCATIONS_MAX, educationPartSchema } from './candidate-record/education';
import { employmentPartSchema } from './candidate-record/employment';
import { experiencePartSchema } from './candidate-record/experience';
import { jobPreferencePartSchema } from './candidate-record/job-preference';
import { profilePartSchema } from './candidate-record/profile-overview';
import { endpoint } from './endpoint';
import { DOCUMENT_KINDS, DOCUMENT_WRONG_KIND, FILE_OVER_5MB, type FileRule, IMAGE_KINDS } from './files';
import { EMAIL_MAX, NAME_MAX, UPLOAD_MAX_BYTES } from './limits';
import { phoneNumberField } from './phone-number-field';
import { sessionRead } from './session-read';

export { type FresherCertificatePart, fresherCertificatePartSchema } from './candidate-record/certificate';
export {
  EDUCATIONS_MAX,
  type EducationItem,
  educationItemSchema,
  educationPartSchema,
} from './candidate-record/education';
export {
  DAYS_UP_TO_180,
  type EmploymentItem,
  employmentItemSchema,
  employmentPartSchema,
  FROM_YEAR_4_DIGITS,
  PROFILE_EMPLOYMENTS_MAX,
  ROLE_TOO_LONG,
  TO_YEAR_4_DIGITS,
} from './candidate-record/employment';
export {
  type ExperiencePart,
  experiencePartSchema,
  MONTHS_UP_TO_12,
  YEARS_UP_TO_3_DIGITS,
} from './candidate-record/experience';
export { type JobPreferencePart, jobPreferencePartSchema } from './candidate-record/job-preference';
export {
  DATE_OF_BIRTH_FORMAT,
  FILL_DATE_OF_BIRTH,
  type ProfilePart,
  profilePartSchema,
  SELECT_GENDER,
} from './candidate-record/profile-overview';

import { EXPERIENCE_LEVELS, FRESHER_CERTIFICATE_TYPES, PROCESS_TYPES } from './candidate-record/options';
import { savedEmploymentSchema, savedFileSchema } from './candidate-record/saved';

/**
 * My Profile and Edit Profile (signed-in-area.md §3 Profile details, §5 Edit profile on save, §7):
 * GET and POST /candidates/profile_details, and POST /candidates/profile_picture.
 */

// ---- §5 Edit profile on save: the exact messages -------------------------------------------------

export const FILL_FIRST_NAME = 'Please fill in the First Name';
export const FILL_LAST_NAME = 'Please fill in the Last Name';
export const FILL_PHONE = 'Please fill in the Phone Number';
export const PHONE_EXACTLY_10 = 'Phone Number must be exactly 10 digits';
export const FILL_EMAIL = 'Please fill in the Email ID';
export const VALID_EMAIL = 'Please enter a valid email address';
/** 'Only PDF, DOC, or DOCX files are allowed' */
export const DOCUMENTS_ONLY = DOCUMENT_WRONG_KIND;
export const PICTURE_UNDER_2MB = 'Profile picture must be less than 2MB';
export const PICTURE_JPG_PNG = 'Only JPG or PNG files are allowed';
/** §4 Profile save: the success modal. */
export const PROFILE_UPDATED = 'Profile Updated Successfully';
/** §8 Picture: the success toasts (the server answers them as its messages). */
export const PICTURE_UPDATED = 'Profile picture updated successfully';
export const PICTURE_REMOVED = 'Profile picture removed successfully';
/** The server's own texts (the spec does not give these). */
export const NAME_LETTERS_ONLY = (label: string) => `${label} may contain letters and spaces only`;
export const NAME_TOO_LONG = (label: string) => `${label} must be at most ${NAME_MAX} characters`;
export const EMAIL_TAKEN = 'This email is already registered to another account.';
export const PHONE_TAKEN = 'This phone number is already registered to another account.';
export const VERIFY_NEW_EMAIL = 'Please verify your new email address with the code sent to it before saving';
export const VERIFY_NEW_PHONE = 'Please verify your new phone number with the code sent to it before saving';
export const PICTURE_MISSING = 'Please choose a picture, or send remove to delete it';

/** The 2MB limit of the profile picture on Edit Profile (§9). */
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
/** Where saved photos are answered: `${API_PREFIX}${PROFILE_PICTURE_PATH}/{unguessable name}`. */
export const PROFILE_PICTURE_PATH = '/profile-pictures';

/** The photo: JPG or PNG by content, under 2MB (the limit itself is refused). */
export const profilePictureRule = {
  kinds: IMAGE_KINDS,
  maxBytes: PROFILE_PICTURE_MAX_BYTES - 1,
  wrongKindMessage: PICTURE_JPG_PNG,
  tooLargeMessage: PICTURE_UNDER_2MB,
} as const satisfies FileRule;

const documentPart = (extra: Partial<FileRule> = {}): FileRule => ({
  kinds: DOCUMENT_KINDS,
  maxBytes: UPLOAD_MAX_BYTES,
  wrongKindMessage: DOCUMENTS_ONLY,
  tooLargeMessage: FILE_OVER_5MB,
  ...extra,
});

// ---- fields ---------------------------------------------------------------------------------------

const personName = (label: string, required: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(NAME_MAX, NAME_TOO_LONG(label)),
    v.regex(/^[A-Za-z ]+$/, NAME_LETTERS_ONLY(label)),
  );

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const JSON_PART_MAX_DEPTH = 8;

/** Why a parsed JSON part is refused (nested too deep, a control character in a text), or null. */
function jsonPartIssue(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') {
    return CONTROL_CHARACTERS.test(value) ? 'Text must not contain control characters' : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= JSON_PART_MAX_DEPTH) return 'JSON is nested too deeply';
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL_CHARACTERS.test(key)) return 'Text must not contain control characters';
    const issue = jsonPartIssue(item, depth + 1);
    if (issue) return issue;
  }
  return null;
}

/**
 * A JSON text part (multipart) parsed and checked by `schema`; a JSON body may send the value
 * itself. Deep nesting and control characters (escaped in the JSON text) are refused first.
 */
const jsonPart = <TSchema extends v.GenericSchema>(label: string, schema: TSchema) =>
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      let value: unknown = dataset.value;
      if (typeof value === 'string') {
        try {
          value = JSON.parse(value) as unknown;
        } catch {
          addIssue({ message: `${label} must be JSON text` });
          return NEVER;
        }
      }
      const issue = jsonPartIssue(value);
      if (issue) {
        addIssue({ message: `${label}: ${issue}` });
        return NEVER;
      }
      return value;
    }),
    schema,
  );

export const userDetailsPartSchema = v.object({
  first_name: personName('First Name', FILL_FIRST_NAME),
  last_name: personName('Last Name', FILL_LAST_NAME),
  phone_no: phoneNumberField(v.union([v.number(), v.string()], FILL_PHONE), FILL_PHONE, PHONE_EXACTLY_10),
  email: v.pipe(
    v.string(FILL_EMAIL),
    v.trim(),
    v.nonEmpty(FILL_EMAIL),
    v.maxLength(EMAIL_MAX, VALID_EMAIL),
    v.email(VALID_EMAIL),
    v.toLowerCase(),
  ),
  /** verify_otp's verification_token for the new e-mail's email_change code: only when it changes */
  email_verification_token: verificationTokenField,
  /** verify_otp's verification_token for the new phone's mobile_change code: only when it changes */
  phone_verification_token: verificationTokenField,
});

/**
 * POST /candidates/profile_details (§7), multipart: the JSON text parts user_details, profile,
 * experience, job_preference, employment (list), education (list) and optional
 * fresher_certificate; the files certificate_file (the job preference's certificate),
 * fr_certificate (the fresher certificate), education_files (several, each named by an
 * education's file_index), resume and profile_picture.
 */
export const profileDetailsPayloadSchema = v.object({
  user_details: jsonPart('user_details', userDetailsPartSchema),
  profile: jsonPart('profile', profilePartSchema),
  experience: jsonPart('experience', experiencePartSchema),
  job_preference: v.optional(jsonPart('job_preference', v.nullable(jobPreferencePartSchema)), null),
  employment: v.optional(jsonPart('employment', employmentPartSchema), []),
  education: v.optional(jsonPart('education', educationPartSchema), []),
  fresher_certificate: v.optional(
    jsonPart('fresher_certificate', v.nullable(fresherCertificatePartSchema)),
    null,
  ),
});
export type ProfileDetailsPayload = v.InferInput<typeof profileDetailsPayloadSchema>;
export type UserDetailsPart = v.InferInput<typeof userDetailsPartSchema>;

export const profileDetailsFileRules = {
  certificate_file: documentPart(),
  fr_certificate: documentPart(),
  education_files: { ...documentPart(), maxCount: EDUCATIONS_MAX },
  resume: documentPart(),
  profile_picture: profilePictureRule,
} as const satisfies Record<string, FileRule>;

export const saveProfileDetails = endpoint({
  method: 'POST',
  path: '/candidates/profile_details',
  body: 'multipart',
  request: profileDetailsPayloadSchema,
  files: profileDetailsFileRules,
  answer: v.object({ success: v.literal(true), message: successMessage }),
  errors: ['email_exists', 'phone_exists', 'email_not_verified', 'phone_not_verified'],
  session: true,
});

// ---- GET /candidates/profile_details: §3 Profile details --------------------------------------------

const zeroOne = v.picklist([0, 1]);

/** An employment as onboarding's progress answers it (working_status 1: At Present), with its id. */
export const profileEmploymentSchema = v.object({
  employment_id: v.number(),
  ...savedEmploymentSchema.entries,
});

export const profilePreferenceResultSchema = v.object({
  preferred_location: v.array(v.string()),
  current_work_location: v.string(),
  willing_to_relocate: zeroOne,
  willing_for_night_shift: zeroOne,
  /** work types joined by ', ' */
  open_to_work: v.string(),
});

export const profileDetailsResultSchema = v.object({
  user_details: v.object({
    user_id: v.number(),
    first_name: v.string(),
    last_name: v.string(),
    phone_no: v.string(),
    email: v.string(),
    employment_list: v.array(profileEmploymentSchema),
    /** a path relative to the API host, loadable by an <img> (an unguessable name); null for none */
    profile_picture: v.nullable(v.string()),
    active_since: v.string(),
    activity_status: v.string(),
  }),
  profile: v.nullable(
    v.object({
      profile_id: v.number(),
      gender: v.string(),
      date_of_birth: v.string(),
      linkedin_url: v.string(),
      profile_picture: v.nullable(v.string()),
      /** GET it with the bearer token (owner only) */
      resume_url: v.nullable(v.string()),
      resume_file: v.nullable(savedFileSchema),
      preference: profilePreferenceResultSchema,
    }),
  ),
  experience: v.nullable(
    v.object({
      experience_id: v.number(),
      experience_level: v.picklist(EXPERIENCE_LEVELS),
      experience_years: v.number(),
      experience_months: v.number(),
      current_location: v.string(),
      role: v.string(),
      other_role: v.string(),
      certificate_type: v.union([v.picklist(FRESHER_CERTIFICATE_TYPES), v.literal('')]),
    }),
  ),
  fresher_certificate: v.nullable(
    v.object({
      id: v.number(),
      institute: v.string(),
      other_institute: v.string(),
      certificate_type: v.string(),
      other_certificate_type: v.string(),
      certificate_name: v.nullable(v.string()),
      certificate_url: v.nullable(v.string()),
    }),
  ),
  job_preference: v.nullable(
    v.object({
      job_preference_id: v.number(),
      user_id: v.number(),
      process: v.picklist(PROCESS_TYPES),
      preferences: v.string(),
      other_preference: v.string(),
      certified: v.nullable(zeroOne),
      ehr_system: v.string(),
      other_ehr_system: v.string(),
      ehr_specializations: v.string(),
      ehr_other: v.string(),
      certificate: v.nullable(
        v.object({ id: v.number(), certificate_type: v.string(), certificate_url: v.nullable(v.string()) }),
      ),
      certificate_files: v.array(savedFileSchema),
      current_work_location: v.nullable(v.string()),
      willing_to_relocate: v.nullable(zeroOne),
      willing_for_night_shift: v.nullable(zeroOne),
      open_to_work: v.nullable(v.string()),
    }),
  ),
  employment: v.array(profileEmploymentSchema),
  education: v.array(
    v.object({
      education_id: v.number(),
      education_level_id: v.number(),
      education: v.string(),
      other_education: v.string(),
      institution: v.string(),
      other_institution: v.string(),
      field_of_study: v.string(),
      start_year: v.nullable(v.number()),
      end_year: v.number(),
      files: v.array(savedFileSchema),
    }),
  ),
});
export type ProfileDetailsResult = v.InferOutput<typeof profileDetailsResultSchema>;

export const profileDetails = sessionRead('/candidates/profile_details', profileDetailsResultSchema);

// ---- POST /candidates/profile_picture -------------------------------------------------------------

/** A new photo in the profile_picture part, or remove '1' to delete the saved one. */
export const profilePicturePayloadSchema = v.object({
  remove: v.optional(
    v.pipe(
      v.union(
        [v.boolean(), v.picklist([0, 1]), v.picklist(['0', '1', 'true', 'false'])],
        'remove must be 0 or 1',
      ),
      v.transform((value) => value === 1 || value === true || value === '1' || value === 'true'),
    ),
    false,
  ),
});

export const updateProfilePicture = endpoint({
  method: 'POST',
  path: '/candidates/profile_picture',
  body: 'multipart',
  request: profilePicturePayloadSchema,
  files: { profile_picture: profilePictureRule },
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    /** the new path (user_details.profile_picture), null after a removal */
    result: v.object({ profile_picture: v.nullable(v.string()) }),
  }),
  errors: [],
  session: true,
});
