import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { documentRule, FILE_OVER_5MB } from '../files';
import { EDUCATION_YEAR_MIN } from '../limits';
import { flagField, integerField, optionalText, requiredText, savedAnswer } from './fields';
import { EDUCATION_LEVELS } from './options';

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

/**
 * The education payload (§3), multipart. `education` and `institution` are names from the lists
 * (educations, institutes) or 'Other' with other_education / other_institution; field_of_study
 * holds the level's name and education_level_id its id. The server checks end_year against its
 * clock's year. `keep_files` '1' keeps the file saved before when none is sent.
 */
export const educationPayloadSchema = v.pipe(
  v.object({
    education_level_id: integerField('education_level_id', 1, 999),
    education: requiredText('education', HIGHEST_EDUCATION_REQUIRED),
    institution: requiredText('institution', INSTITUTION_REQUIRED),
    field_of_study: v.picklist(
      EDUCATION_LEVELS.map((level) => level.name),
      EDUCATION_LEVEL_REQUIRED,
    ),
    end_year: v.pipe(
      v.union([v.number(), v.string()], YEAR_REQUIRED),
      v.transform((year) => String(year).trim()),
      v.nonEmpty(YEAR_REQUIRED),
      v.regex(/^\d{4}$/, 'Year of passing must be 4 digits'),
      v.transform(Number),
      v.minValue(EDUCATION_YEAR_MIN, `Year of passing must be ${EDUCATION_YEAR_MIN} or later`),
    ),
    other_education: optionalText('other_education'),
    other_institution: optionalText('other_institution'),
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

export const saveEducation = endpoint({
  method: 'POST',
  path: '/candidates/onboarding/education',
  body: 'multipart',
  request: educationPayloadSchema,
  files: { files: documentRule({ wrongKindMessage: EDUCATION_WRONG_FILE, tooLargeMessage: FILE_OVER_5MB }) },
  answer: savedAnswer,
  errors: ['onboarding_step_missing'],
  session: true,
});
