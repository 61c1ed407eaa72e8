import * as v from 'valibot';
import { DOCUMENT_KINDS, FILE_OVER_5MB, type FileKind, type FileRule, IMAGE_KINDS } from '../files';
import { MIN_CANDIDATE_AGE_YEARS, UPLOAD_MAX_BYTES } from '../limits';
import { GENDERS, WORK_TYPES } from './options';
import { flagField } from './wire-fields';

/** signed-in-area.md §5 Onboarding profile overview. */
export const GENDER_REQUIRED = 'Gender is required.';
export const DATE_OF_BIRTH_REQUIRED = 'Date of birth is required.';
export const PREFERRED_LOCATION_REQUIRED = 'At least one preferred job location is required.';
export const CURRENT_LOCATION_REQUIRED = 'Current work location is required.';
export const WORK_PREFERENCE_REQUIRED = 'At least one work preference is required.';
export const TERMS_REQUIRED = 'You must agree to the Terms & Conditions.';
export const INVALID_LINKEDIN_URL = 'Please enter a valid LinkedIn URL.';
export const DATE_INPUT_NOT_VALID = 'Date input not valid.';
/** signed-in-area.md §8: the overview save failed (the server's message preferred). */
export const PROFILE_OVERVIEW_SAVE_FAILED = 'Failed to save preferences.';
/** 'Please upload only {EXTENSIONS} files', the extensions in capitals. */
export const uploadOnlyMessage = (kinds: readonly FileKind[]) =>
  `Please upload only ${kinds.map((kind) => kind.toUpperCase()).join(', ')} files`;

/** A linkedin.com address: optional http(s)://, optional subdomain (www., in., ...), a path. */
export const LINKEDIN_URL_PATTERN = /^(https?:\/\/)?([a-z0-9-]+\.)?linkedin\.com(\/[^\s]*)?$/i;

/** signed-in-area.md §5 Edit profile on save (the overview's own). */
export const FILL_DATE_OF_BIRTH = 'Please fill in the Date of Birth';
export const DATE_OF_BIRTH_FORMAT = 'Date of Birth must be in DD/MM/YYYY format';
export const SELECT_GENDER = 'Please select a Gender';

/** A LinkedIn address or '' (both calls). */
const linkedinUrlField = v.optional(
  v.pipe(
    v.string(INVALID_LINKEDIN_URL),
    v.trim(),
    v.maxLength(255, INVALID_LINKEDIN_URL),
    v.check((url) => url === '' || LINKEDIN_URL_PATTERN.test(url), INVALID_LINKEDIN_URL),
  ),
  '',
);

/** V10 (ours, stricter than the spec's 'no date after today'): a candidate is at least 18. */
export const AT_LEAST_18 = `You must be at least ${MIN_CANDIDATE_AGE_YEARS} years old.`;

/** The latest date of birth of an 18-year-old on `today` (both YYYY-MM-DD): 2008-11-26 on 2026-11-26. */
export function latestAdultBirthDate(today: string): string {
  return `${String(Number(today.slice(0, 4)) - MIN_CANDIDATE_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
}

/** The rule as a check of a YYYY-MM-DD date of birth on the day `today` (YYYY-MM-DD): 'You must be at least 18 years old.' */
export const atLeast18On = (today: string) =>
  v.check<string, typeof AT_LEAST_18>(
    (dateOfBirth) => dateOfBirth <= latestAdultBirthDate(today),
    AT_LEAST_18,
  );

/** YYYY-MM-DD; no later than today and 100 years at most (the server checks with its clock). */
const dateOfBirthField = (required: string, format: string) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.isoDate(format));

const cityName = (required: string) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(120, 'City name is too long'));

/** The `preference` part (a JSON string). */
export const profilePreferenceSchema = v.object({
  preferred_location: v.pipe(
    v.array(cityName(PREFERRED_LOCATION_REQUIRED), PREFERRED_LOCATION_REQUIRED),
    v.minLength(1, PREFERRED_LOCATION_REQUIRED),
    v.maxLength(50, 'At most 50 preferred locations'),
  ),
  current_work_location: cityName(CURRENT_LOCATION_REQUIRED),
  /** work types joined by ', ' */
  open_to_work: v.pipe(
    v.string(WORK_PREFERENCE_REQUIRED),
    v.trim(),
    v.nonEmpty(WORK_PREFERENCE_REQUIRED),
    v.check(
      (joined) => joined.split(',').every((name) => (WORK_TYPES as readonly string[]).includes(name.trim())),
      `Work preference must be among ${WORK_TYPES.join(', ')}`,
    ),
  ),
  willing_to_relocate: flagField('willing_to_relocate'),
  willing_for_night_shift: flagField('willing_for_night_shift'),
});

/**
 * The onboarding profile overview (signed-in-area.md §7), multipart: `preference` as JSON text,
 * gender, date_of_birth YYYY-MM-DD (no later than today, at most 100 years back: the server
 * checks with its clock), linkedin_url, the Terms agreement and the messaging-app consent;
 * optional `resume` and `profile_picture` files. Saving it completes onboarding.
 */
export const profileOverviewPayloadSchema = v.object({
  preference: v.pipe(
    v.string('preference must be JSON text'),
    v.parseJson(undefined, 'preference must be JSON text'),
    profilePreferenceSchema,
  ),
  gender: v.picklist(GENDERS, GENDER_REQUIRED),
  date_of_birth: dateOfBirthField(DATE_OF_BIRTH_REQUIRED, DATE_INPUT_NOT_VALID),
  linkedin_url: linkedinUrlField,
  terms_accepted: v.pipe(flagField('terms_accepted'), v.literal(1, TERMS_REQUIRED)),
  messaging_consent: v.optional(flagField('messaging_consent'), 0),
  /** '1' keeps the resume / photo saved before when none is sent */
  keep_resume: v.optional(flagField('keep_resume'), 0),
  keep_profile_picture: v.optional(flagField('keep_profile_picture'), 0),
});
export type ProfileOverviewPayload = v.InferInput<typeof profileOverviewPayloadSchema>;

const optionalCity = v.pipe(
  v.string('City names must be text'),
  v.trim(),
  v.maxLength(120, 'City name is too long'),
);

/**
 * Edit Profile's overview (profile_details' `profile`): the same answers, each preference
 * optional (§5 asks only gender and date of birth), and whether the resume part replaces the
 * saved resume.
 */
export const profilePartSchema = v.object({
  gender: v.picklist(GENDERS, SELECT_GENDER),
  /** YYYY-MM-DD (the screen shows DD/MM/YYYY) */
  date_of_birth: dateOfBirthField(FILL_DATE_OF_BIRTH, DATE_OF_BIRTH_FORMAT),
  linkedin_url: linkedinUrlField,
  /** '1': the resume part replaces the saved resume (none sent: removes it); '0' keeps it */
  resume_changed: v.optional(flagField('resume_changed'), 0),
  preference: v.optional(
    v.object({
      preferred_location: v.optional(
        v.pipe(
          v.array(optionalCity, 'preferred_location must be a list'),
          v.maxLength(50, 'At most 50 preferred locations'),
        ),
        [],
      ),
      current_work_location: v.optional(optionalCity, ''),
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
export type ProfilePart = v.InferInput<typeof profilePartSchema>;

/** The overview's optional files: a resume (PDF, DOC, DOCX) and a photo (JPG, PNG), 5MB each. */
export const profileOverviewFileRules = {
  resume: {
    kinds: DOCUMENT_KINDS,
    maxBytes: UPLOAD_MAX_BYTES,
    wrongKindMessage: uploadOnlyMessage(DOCUMENT_KINDS),
    tooLargeMessage: FILE_OVER_5MB,
  },
  profile_picture: {
    kinds: IMAGE_KINDS,
    maxBytes: UPLOAD_MAX_BYTES,
    wrongKindMessage: 'Please upload only JPG, PNG files',
    tooLargeMessage: FILE_OVER_5MB,
  },
} as const satisfies Record<string, FileRule>;
