import * as v from 'valibot';
import { successMessage, verificationTokenField } from './auth/fields';
import { endpoint } from './endpoint';
import { DOCUMENT_KINDS, DOCUMENT_WRONG_KIND, FILE_OVER_5MB, type FileRule, IMAGE_KINDS } from './files';
import { idField } from './ids';
import {
  EDUCATION_YEAR_MIN,
  EMAIL_MAX,
  MONTHS_MAX,
  NAME_MAX,
  NOTICE_DAYS_MAX,
  ONBOARDING_TEXT_MAX,
  PHONE_DIGITS,
  UPLOAD_MAX_BYTES,
} from './limits';
import {
  COMPANY_REQUIRED,
  CURRENT_CTC_REQUIRED,
  EXPECTED_CTC_REQUIRED,
  FROM_MONTH_REQUIRED,
  ONE_CURRENT_ONLY,
  ROLE_REQUIRED,
  SPECIFY_COMPANY,
  TO_MONTH_REQUIRED,
} from './onboarding/employment';
import { flagField, integerField, optionalText, requiredText } from './onboarding/fields';
import {
  AVAILABILITY_TYPES,
  EDUCATION_LEVELS,
  EXPERIENCE_LEVELS,
  FRESHER_CERTIFICATE_TYPES,
  GENDERS,
  OTHER_OPTION,
  PROCESS_TYPES,
  SALARY_RANGES,
} from './onboarding/options';
import { INVALID_LINKEDIN_URL, LINKEDIN_URL_PATTERN } from './onboarding/profile';
import { savedEmploymentSchema, savedFileSchema } from './onboarding/progress';

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
export const FILL_DATE_OF_BIRTH = 'Please fill in the Date of Birth';
export const DATE_OF_BIRTH_FORMAT = 'Date of Birth must be in DD/MM/YYYY format';
export const SELECT_GENDER = 'Please select a Gender';
export const YEARS_UP_TO_3_DIGITS = 'Years of Experience must be up to 3 digits';
export const MONTHS_UP_TO_12 = 'Months of Experience cannot exceed 12';
export const DAYS_UP_TO_180 = 'Days cannot exceed 180';
export const FROM_YEAR_4_DIGITS = 'From year must be a 4-digit number';
export const TO_YEAR_4_DIGITS = 'To year must be a 4-digit number';
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
export const ROLE_TOO_LONG = `Role must be at most ${ONBOARDING_TEXT_MAX} characters`;
export const EMAIL_TAKEN = 'This email is already registered to another account.';
export const PHONE_TAKEN = 'This phone number is already registered to another account.';
export const VERIFY_NEW_EMAIL = 'Please verify your new email address with the code sent to it before saving';
export const VERIFY_NEW_PHONE = 'Please verify your new phone number with the code sent to it before saving';
export const PICTURE_MISSING = 'Please choose a picture, or send remove to delete it';

/** The 2MB limit of the profile picture on Edit Profile (§9). */
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
/** The most educations one profile holds. */
export const EDUCATIONS_MAX = 10;
/** The most employments one profile holds. */
export const PROFILE_EMPLOYMENTS_MAX = 20;
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

/** A number sent as digits or as a number; `pattern` checks the digits as typed. */
const digitsField = (required: string, pattern: RegExp, message: string) =>
  v.pipe(
    v.union([v.number(), v.string()], required),
    v.transform((value) => String(value).trim()),
    v.nonEmpty(required),
    v.regex(pattern, message),
    v.transform(Number),
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
  phone_no: v.pipe(
    digitsField(FILL_PHONE, new RegExp(`^\\d{${PHONE_DIGITS}}$`), PHONE_EXACTLY_10),
    v.transform((n) => String(n).padStart(PHONE_DIGITS, '0')),
  ),
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

const cityName = v.pipe(
  v.string('City names must be text'),
  v.trim(),
  v.maxLength(120, 'City name is too long'),
);

export const profilePartSchema = v.object({
  gender: v.picklist(GENDERS, SELECT_GENDER),
  /** YYYY-MM-DD (the screen shows DD/MM/YYYY); no later than today, 100 years at most (server clock) */
  date_of_birth: v.pipe(
    v.string(FILL_DATE_OF_BIRTH),
    v.trim(),
    v.nonEmpty(FILL_DATE_OF_BIRTH),
    v.isoDate(DATE_OF_BIRTH_FORMAT),
  ),
  linkedin_url: v.optional(
    v.pipe(
      v.string(INVALID_LINKEDIN_URL),
      v.trim(),
      v.maxLength(255, INVALID_LINKEDIN_URL),
      v.check((url) => url === '' || LINKEDIN_URL_PATTERN.test(url), INVALID_LINKEDIN_URL),
    ),
    '',
  ),
  /** '1': the resume part replaces the saved resume (none sent: removes it); '0' keeps it */
  resume_changed: v.optional(flagField('resume_changed'), 0),
  preference: v.optional(
    v.object({
      preferred_location: v.optional(
        v.pipe(
          v.array(cityName, 'preferred_location must be a list'),
          v.maxLength(50, 'At most 50 preferred locations'),
        ),
        [],
      ),
      current_work_location: v.optional(cityName, ''),
      /** work types joined by ', ' */
      open_to_work: v.optional(
        v.pipe(v.string('open_to_work must be text'), v.trim(), v.maxLength(200, 'open_to_work is too long')),
        '',
      ),
      willing_to_relocate: v.optional(flagField('willing_to_relocate'), 0),
      willing_for_night_shift: v.optional(flagField('willing_for_night_shift'), 0),
    }),
    {},
  ),
});

export const experiencePartSchema = v.object({
  experience_level: v.picklist(EXPERIENCE_LEVELS, 'Please select an experience level.'),
  experience_years: v.optional(digitsField(YEARS_UP_TO_3_DIGITS, /^\d{1,3}$/, YEARS_UP_TO_3_DIGITS), 0),
  experience_months: v.optional(
    v.pipe(
      digitsField(MONTHS_UP_TO_12, /^\d{1,2}$/, MONTHS_UP_TO_12),
      v.maxValue(MONTHS_MAX, MONTHS_UP_TO_12),
    ),
    0,
  ),
  current_location: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(120, 'current_location is too long')),
    '',
  ),
  /** the managerial role ('Experience at' on the form), or Other with other_role */
  role: v.optional(
    v.pipe(v.string(ROLE_TOO_LONG), v.trim(), v.maxLength(ONBOARDING_TEXT_MAX, ROLE_TOO_LONG)),
    '',
  ),
  other_role: optionalText('other_role'),
  /** a Fresher's type: medical_coder or others */
  certificate_type: v.optional(v.union([v.picklist(FRESHER_CERTIFICATE_TYPES), v.literal('')]), ''),
});

const namesField = (label: string) =>
  v.optional(
    v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(2000, `${label} is too long`)),
    '',
  );

export const jobPreferencePartSchema = v.object({
  process: v.picklist(PROCESS_TYPES, 'Please select a process (Voice or Non-voice)'),
  preferences: namesField('preferences'),
  other_preference: optionalText('other_preference'),
  /** 1 Certified, 0 Non Certified: for non-voice with Coding only */
  certified: v.optional(v.nullable(flagField('certified'))),
  ehr_system: namesField('ehr_system'),
  other_ehr_system: optionalText('other_ehr_system'),
  ehr_specializations: namesField('ehr_specializations'),
  ehr_other: optionalText('ehr_other'),
  certificate_type: optionalText('certificate_type'),
  /** '1' keeps the saved certificate file when no certificate_file part is sent */
  keep_certificate: v.optional(flagField('keep_certificate'), 1),
});

export const fresherCertificatePartSchema = v.object({
  institute: requiredText('institute', 'Please select an institute.'),
  other_institute: optionalText('other_institute'),
  certificate_type: requiredText('certificate_type', 'Please select a certificate type.'),
  other_certificate_type: optionalText('other_certificate_type'),
  /** '1': the fr_certificate part replaces the saved file; '0' keeps it */
  doc_changed: v.optional(flagField('doc_changed'), 0),
});

const fourDigitYear = (message: string) => digitsField(message, /^\d{4}$/, message);
const salaryOrBlank = (label: string) =>
  v.optional(
    v.union([v.picklist(SALARY_RANGES), v.literal('')], `${label} must be one of the salary ranges`),
    '',
  );

export const employmentItemSchema = v.pipe(
  v.object({
    company_name: requiredText('company_name', COMPANY_REQUIRED),
    other_company: optionalText('other_company'),
    role: v.pipe(
      v.string(ROLE_REQUIRED),
      v.trim(),
      v.nonEmpty(ROLE_REQUIRED),
      v.maxLength(ONBOARDING_TEXT_MAX, ROLE_TOO_LONG),
    ),
    from_years: fourDigitYear(FROM_YEAR_4_DIGITS),
    from_months: v.pipe(
      v.union([v.number(), v.string()], FROM_MONTH_REQUIRED),
      v.transform(Number),
      v.integer(FROM_MONTH_REQUIRED),
      v.minValue(1, FROM_MONTH_REQUIRED),
      v.maxValue(MONTHS_MAX, FROM_MONTH_REQUIRED),
    ),
    /** 4 digits, or 0 with to_months 0 when the company is At Present (working_status 1) */
    to_years: v.pipe(
      v.union([v.number(), v.string()], TO_YEAR_4_DIGITS),
      v.transform((value) => String(value).trim()),
      v.regex(/^(0|\d{4})$/, TO_YEAR_4_DIGITS),
      v.transform(Number),
    ),
    to_months: integerField('to_months', 0, MONTHS_MAX),
    min_ctc: salaryOrBlank('min_ctc'),
    max_ctc: salaryOrBlank('max_ctc'),
    available_type: v.optional(
      v.picklist(AVAILABILITY_TYPES, 'available_type must be immediate, notice_period or inactive'),
      'inactive',
    ),
    available_day: v.optional(
      v.pipe(
        v.union([v.number(), v.string()], DAYS_UP_TO_180),
        v.transform((value) => (String(value).trim() === '' ? 0 : Number(value))),
        v.integer(DAYS_UP_TO_180),
        v.minValue(0, 'Notice period must be a non-negative number'),
        v.maxValue(NOTICE_DAYS_MAX, DAYS_UP_TO_180),
      ),
      0,
    ),
    working_status: v.optional(flagField('working_status'), 0),
  }),
  v.forward(
    v.check((e) => e.company_name !== OTHER_OPTION || e.other_company !== '', SPECIFY_COMPANY),
    ['other_company'],
  ),
  v.forward(
    v.check((e) => e.working_status === 1 || e.to_years !== 0, TO_YEAR_4_DIGITS),
    ['to_years'],
  ),
  v.forward(
    v.check((e) => e.working_status === 1 || e.to_months >= 1, TO_MONTH_REQUIRED),
    ['to_months'],
  ),
  v.forward(
    v.check((e) => e.working_status === 0 || e.min_ctc !== '', CURRENT_CTC_REQUIRED),
    ['min_ctc'],
  ),
  v.forward(
    v.check((e) => e.working_status === 0 || e.max_ctc !== '', EXPECTED_CTC_REQUIRED),
    ['max_ctc'],
  ),
);

export const employmentPartSchema = v.pipe(
  v.array(employmentItemSchema, 'employment must be a list'),
  v.maxLength(PROFILE_EMPLOYMENTS_MAX, `At most ${PROFILE_EMPLOYMENTS_MAX} employments`),
  v.check((list) => list.filter((e) => e.working_status === 1).length <= 1, ONE_CURRENT_ONLY),
);

export const educationItemSchema = v.object({
  /** the saved education this item edits (from GET), to keep its file; absent for a new one */
  education_id: v.optional(v.nullable(idField('education_id', 0))),
  education_level_id: v.optional(integerField('education_level_id', 1, 999), 7),
  education: requiredText('education', 'Highest education is required'),
  other_education: optionalText('other_education'),
  institution: requiredText('institution', 'Institution is required'),
  other_institution: optionalText('other_institution'),
  field_of_study: v.picklist(
    EDUCATION_LEVELS.map((level) => level.name),
    'Education level is required',
  ),
  start_year: v.optional(
    v.nullable(
      v.pipe(
        v.union([v.number(), v.string()]),
        v.transform((value) => String(value).trim()),
        v.regex(/^(\d{4})?$/, 'Start year must be a 4-digit number'),
        v.transform((value) => (value === '' ? null : Number(value))),
      ),
    ),
    null,
  ),
  end_year: v.pipe(
    fourDigitYear('Year of passing must be a 4-digit number'),
    v.minValue(EDUCATION_YEAR_MIN, `Year of passing must be ${EDUCATION_YEAR_MIN} or later`),
  ),
  /** the position (0-based) among the education_files parts of this item's new document */
  file_index: v.optional(v.nullable(integerField('file_index', 0, EDUCATIONS_MAX - 1))),
  /** '1' keeps the document education_id had when no new one is given */
  keep_file: v.optional(flagField('keep_file'), 1),
});

export const educationPartSchema = v.pipe(
  v.array(educationItemSchema, 'education must be a list'),
  v.maxLength(EDUCATIONS_MAX, `At most ${EDUCATIONS_MAX} educations`),
);

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
export type ProfilePart = v.InferInput<typeof profilePartSchema>;
export type ExperiencePart = v.InferInput<typeof experiencePartSchema>;
export type JobPreferencePart = v.InferInput<typeof jobPreferencePartSchema>;
export type FresherCertificatePart = v.InferInput<typeof fresherCertificatePartSchema>;
export type EmploymentItem = v.InferInput<typeof employmentItemSchema>;
export type EducationItem = v.InferInput<typeof educationItemSchema>;

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

export const profileDetails = endpoint({
  method: 'GET',
  path: '/candidates/profile_details',
  request: null,
  answer: v.object({ success: v.literal(true), message: successMessage, result: profileDetailsResultSchema }),
  errors: [],
  session: true,
});

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
