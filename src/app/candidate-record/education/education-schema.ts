import { fileProblem } from '@app/ui/file-check';
import {
  EDUCATION_LEVEL_REQUIRED,
  EDUCATION_WRONG_FILE,
  type EducationPayload,
  HIGHEST_EDUCATION_REQUIRED,
  INSTITUTION_REQUIRED,
  SPECIFY_EDUCATION,
  SPECIFY_INSTITUTION,
  YEAR_REQUIRED,
  yearRangeMessage,
} from '@contract/candidate-record/education';
import { EDUCATION_LEVELS, type EducationLevel, OTHER_OPTION } from '@contract/candidate-record/options';
import { documentRule, FILE_OVER_5MB } from '@contract/files';
import { EDUCATION_YEAR_MIN } from '@contract/limits';
import * as v from 'valibot';

/** §8 Education. */
export const EDUCATION_LISTS_FAILED = 'Failed to load data';
export const EDUCATION_SAVE_FAILED = 'Failed to save education details';

/** The optional document (PDF, DOC, DOCX, 5MB; §5 Education). */
export const educationFileRule = documentRule({
  wrongKindMessage: EDUCATION_WRONG_FILE,
  tooLargeMessage: FILE_OVER_5MB,
});

/** The form as typed. `file` is a file chosen now; `savedFileName` the one saved before (kept). */
export interface EducationValues {
  level: EducationLevel | '';
  education: string;
  otherEducation: string;
  institution: string;
  otherInstitution: string;
  year: string;
  file: File | null;
  savedFileName: string;
}

export const emptyEducation: EducationValues = {
  level: '',
  education: '',
  otherEducation: '',
  institution: '',
  otherInstitution: '',
  year: '',
  file: null,
  savedFileName: '',
};

const isOther = (value: string) => value === OTHER_OPTION;

/** §5 Education, on Next; the year's upper end is `currentYear` (from a clock tests can set). */
export function educationSchema(currentYear: number) {
  return v.pipe(
    v.object({
      level: v.union([v.picklist(EDUCATION_LEVELS.map((level) => level.name)), v.literal('')]),
      education: v.string(),
      otherEducation: v.string(),
      institution: v.string(),
      otherInstitution: v.string(),
      year: v.string(),
      file: v.nullable(v.instance(File)),
      savedFileName: v.string(),
    }),
    v.forward(
      v.check((values) => values.level !== '', EDUCATION_LEVEL_REQUIRED),
      ['level'],
    ),
    v.forward(
      v.check((values) => values.education !== '', HIGHEST_EDUCATION_REQUIRED),
      ['education'],
    ),
    v.forward(
      v.check(
        (values) => !isOther(values.education) || values.otherEducation.trim() !== '',
        SPECIFY_EDUCATION,
      ),
      ['otherEducation'],
    ),
    v.forward(
      v.check((values) => values.institution !== '', INSTITUTION_REQUIRED),
      ['institution'],
    ),
    v.forward(
      v.check(
        (values) => !isOther(values.institution) || values.otherInstitution.trim() !== '',
        SPECIFY_INSTITUTION,
      ),
      ['otherInstitution'],
    ),
    v.forward(
      v.check((values) => values.year.trim() !== '', YEAR_REQUIRED),
      ['year'],
    ),
    v.forward(
      v.check(
        (values) =>
          values.year.trim() === '' ||
          (/^\d{4}$/.test(values.year) &&
            Number(values.year) >= EDUCATION_YEAR_MIN &&
            Number(values.year) <= currentYear),
        yearRangeMessage(currentYear),
      ),
      ['year'],
    ),
    v.forward(
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed || !dataset.value.file) return;
        const problem = fileProblem(dataset.value.file, educationFileRule);
        if (problem) addIssue({ message: problem });
      }),
      ['file'],
    ),
  );
}

/** What the year box keeps of typed or pasted text: digits only, at most 4. */
export function filterYearInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 4);
}

/** Choosing an education other than Other clears its specify text. */
export function chooseEducation(values: EducationValues, education: string): EducationValues {
  return { ...values, education, otherEducation: isOther(education) ? values.otherEducation : '' };
}

/** Choosing an institution other than Other clears its specify text. */
export function chooseInstitution(values: EducationValues, institution: string): EducationValues {
  return {
    ...values,
    institution,
    otherInstitution: isOther(institution) ? values.otherInstitution : '',
  };
}

/**
 * The education payload (§3): field_of_study holds the level and education_level_id its id;
 * other_education / other_institution only when Other is chosen; `files` when chosen now, else
 * keep_files '1' keeps the one saved before.
 */
export function toEducationPayload(values: EducationValues): EducationPayload & { files?: File } {
  const level = EDUCATION_LEVELS.find((item) => item.name === values.level) ?? EDUCATION_LEVELS[0];
  return {
    education_level_id: level.id,
    education: values.education,
    institution: values.institution,
    field_of_study: level.name,
    end_year: values.year,
    ...(isOther(values.education) ? { other_education: values.otherEducation.trim() } : {}),
    ...(isOther(values.institution) ? { other_institution: values.otherInstitution.trim() } : {}),
    keep_files: !values.file && values.savedFileName !== '' ? '1' : '0',
    ...(values.file ? { files: values.file } : {}),
  };
}

/** The form from what was saved before. */
export function educationFromSaved(
  saved: {
    education: string;
    institution: string;
    field_of_study: string;
    end_year: number;
    other_education: string;
    other_institution: string;
    file: { file_name: string } | null;
  } | null,
): EducationValues {
  if (!saved) return emptyEducation;
  const level = EDUCATION_LEVELS.find((item) => item.name === saved.field_of_study)?.name ?? '';
  return {
    level,
    education: saved.education,
    otherEducation: saved.other_education,
    institution: saved.institution,
    otherInstitution: saved.other_institution,
    year: String(saved.end_year),
    file: null,
    savedFileName: saved.file?.file_name ?? '',
  };
}

/** What a draft keeps (files cannot be stored). */
export function educationDraft(values: EducationValues): EducationValues {
  return { ...values, file: null };
}
