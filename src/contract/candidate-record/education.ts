import * as v from 'valibot';
import { idField } from '../ids';
import { EDUCATION_YEAR_MIN } from '../limits';
import { fourDigitYear } from './fields';
import { EDUCATION_LEVELS } from './options';
import { flagField, integerField, optionalText, requiredText } from './wire-fields';

/** signed-out-and-onboarding.md §5 Education. */
export const EDUCATION_LEVEL_REQUIRED = 'Education level is required';
export const HIGHEST_EDUCATION_REQUIRED = 'Highest education is required';
export const SPECIFY_EDUCATION = 'Please specify your education';
export const INSTITUTION_REQUIRED = 'Institution is required';
export const SPECIFY_INSTITUTION = 'Please specify your institution';
export const YEAR_REQUIRED = 'Year of passing is required';
/** 'Year must be between 1900 and {current year}' */
export const yearRangeMessage = (currentYear: number) =>
  `Year must be between ${EDUCATION_YEAR_MIN} and ${currentYear}`;
export const EDUCATION_WRONG_FILE = 'Only PDF, DOC, or DOCX files are allowed';

/** The most educations one profile holds (Edit Profile; onboarding saves the highest only). */
export const EDUCATIONS_MAX = 10;

/** The education's names and level, as both calls send them. */
const educationFields = {
  education: requiredText('education', HIGHEST_EDUCATION_REQUIRED),
  other_education: optionalText('other_education'),
  institution: requiredText('institution', INSTITUTION_REQUIRED),
  other_institution: optionalText('other_institution'),
  field_of_study: v.picklist(
    EDUCATION_LEVELS.map((level) => level.name),
    EDUCATION_LEVEL_REQUIRED,
  ),
};

/**
 * The education payload (§3), multipart. `education` and `institution` are names from the lists
 * (educations, institutes) or 'Other' with other_education / other_institution; field_of_study
 * holds the level's name and education_level_id its id. The server checks end_year against its
 * clock's year. `keep_files` '1' keeps the file saved before when none is sent.
 */
export const educationPayloadSchema = v.pipe(
  v.object({
    education_level_id: integerField('education_level_id', 1, 999),
    ...educationFields,
    end_year: v.pipe(
      v.union([v.number(), v.string()], YEAR_REQUIRED),
      v.transform((year) => String(year).trim()),
      v.nonEmpty(YEAR_REQUIRED),
      v.regex(/^\d{4}$/, 'Year of passing must be 4 digits'),
      v.transform(Number),
      v.minValue(EDUCATION_YEAR_MIN, `Year of passing must be ${EDUCATION_YEAR_MIN} or later`),
    ),
    keep_files: v.optional(flagField('keep_files'), 0),
  }),
  v.forward(
    v.check(
      (p) =>
        EDUCATION_LEVELS.some(
          (level) => level.id === p.education_level_id && level.name === p.field_of_study,
        ),
      'education_level_id does not match field_of_study',
    ),
    ['education_level_id'],
  ),
);
export type EducationPayload = v.InferInput<typeof educationPayloadSchema>;

/** Edit Profile's education (an item of profile_details' `education` list). */
export const educationItemSchema = v.object({
  /** the saved education this item edits (from GET), to keep its file; absent for a new one */
  education_id: v.optional(v.nullable(idField('education_id', 0))),
  education_level_id: v.optional(integerField('education_level_id', 1, 999), 7),
  ...educationFields,
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
export type EducationItem = v.InferInput<typeof educationItemSchema>;

export const educationPartSchema = v.pipe(
  v.array(educationItemSchema, 'education must be a list'),
  v.maxLength(EDUCATIONS_MAX, `At most ${EDUCATIONS_MAX} educations`),
);
