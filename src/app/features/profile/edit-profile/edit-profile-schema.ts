import { educationSchema } from '@app/candidate-record/education/education-schema';
import {
  companyAndRoleSchema,
  currentEmploymentRules,
  withDateOrder,
} from '@app/candidate-record/employment/employment-schema';
import { certificationSchema } from '@app/candidate-record/experience/certification-details-schema';
import { typedLevelIssue } from '@app/candidate-record/experience/experience-level-schema';
import { lookingForSchema } from '@app/candidate-record/looking-for/looking-for-schema';
import {
  isAdultOn,
  isValidDateOfBirth,
  parseDisplayDate,
} from '@app/candidate-record/profile-overview/date-of-birth';
import { fileProblem } from '@app/ui/file-check';
import { FROM_MONTH_REQUIRED, TO_MONTH_REQUIRED } from '@contract/candidate-record/employment';
import {
  EXPERIENCE_NOT_ZERO,
  FILL_ROLE_DESCRIPTION,
  hasExperienceDuration,
  managerRoleIssue,
  profileMonthsValid,
  profileYearsValid,
  SELECT_EXPERIENCE_LEVEL,
  SELECT_FRESHER_TYPE,
  SELECT_ROLE,
} from '@contract/candidate-record/experience';
import { SELECT_PROCESS_TYPE } from '@contract/candidate-record/job-preference';
import {
  EXPERIENCE_LEVELS,
  FRESHER_CERTIFICATE_TYPES,
  GENDERS,
  MANAGER_ROLES,
} from '@contract/candidate-record/options';
import {
  AT_LEAST_18,
  DATE_INPUT_NOT_VALID,
  INVALID_LINKEDIN_URL,
  LINKEDIN_URL_PATTERN,
} from '@contract/candidate-record/profile-overview';
import { documentRule } from '@contract/files';
import { NAME_MAX, ONBOARDING_TEXT_MAX } from '@contract/limits';
import { phoneNumberField } from '@contract/phone-number-field';
import {
  DATE_OF_BIRTH_FORMAT,
  DOCUMENTS_ONLY,
  FILL_DATE_OF_BIRTH,
  FILL_EMAIL,
  FILL_FIRST_NAME,
  FILL_LAST_NAME,
  FILL_PHONE,
  FROM_YEAR_4_DIGITS,
  MONTHS_UP_TO_12,
  PHONE_EXACTLY_10,
  profilePictureRule,
  ROLE_TOO_LONG,
  SELECT_GENDER,
  TO_YEAR_4_DIGITS,
  VALID_EMAIL,
  YEARS_UP_TO_3_DIGITS,
} from '@contract/profile';
import { schemaResolver } from '@mantine/form';
import * as v from 'valibot';
import type { EditProfileValues } from './edit-profile-values';
import { profileBlocks } from './profile-blocks';

/** §5: the toast when a save finds a field in error. */
export const CHECK_ALL_FIELDS = 'Please check all fields for errors';
/** Ours: names hold letters and spaces only (§5 gives no message). */
export const NAME_LETTERS = (label: string) => `${label} may contain letters and spaces only`;
export const START_YEAR_4_DIGITS = 'Start year must be a 4-digit number';

/** Documents of Edit Profile (certificates, education documents, resume): PDF, DOC or DOCX, 5MB. */
export const profileDocumentRule = documentRule({ wrongKindMessage: DOCUMENTS_ONLY });
/** The photo of Edit Profile: JPG or PNG, under 2MB (§5, §9). */
export const profilePhotoRule = profilePictureRule;

const personName = (label: string, required: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.regex(/^[A-Za-z ]+$/, NAME_LETTERS(label)),
    v.maxLength(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`),
  );

/** §5 Edit profile on save: Personal Information (names, phone, e-mail, date of birth, gender, link). */
export function personalSchema(now: Date = new Date()) {
  return v.object({
    firstName: personName('First Name', FILL_FIRST_NAME),
    lastName: personName('Last Name', FILL_LAST_NAME),
    phone: phoneNumberField(v.string(FILL_PHONE), FILL_PHONE, PHONE_EXACTLY_10),
    email: v.pipe(v.string(FILL_EMAIL), v.trim(), v.nonEmpty(FILL_EMAIL), v.email(VALID_EMAIL)),
    gender: v.picklist(GENDERS, SELECT_GENDER),
    dateOfBirth: v.pipe(
      v.string(FILL_DATE_OF_BIRTH),
      v.trim(),
      v.nonEmpty(FILL_DATE_OF_BIRTH),
      v.check((text) => parseDisplayDate(text) !== null, DATE_OF_BIRTH_FORMAT),
      v.check((text) => isValidDateOfBirth(text, now), DATE_INPUT_NOT_VALID),
      v.check((text) => isAdultOn(text, now), AT_LEAST_18),
    ),
    links: v.pipe(
      v.array(
        v.pipe(
          v.string(INVALID_LINKEDIN_URL),
          v.trim(),
          v.check(
            (url) => url === '' || (url.length <= ONBOARDING_TEXT_MAX && LINKEDIN_URL_PATTERN.test(url)),
            INVALID_LINKEDIN_URL,
          ),
        ),
      ),
      v.minLength(1),
    ),
  });
}

const isFresher = (values: { level: string }) => values.level === 'freshers';
const hasDuration = (values: { level: string }) => hasExperienceDuration(values.level);

type ExperienceValues = Pick<
  EditProfileValues,
  'level' | 'fresherType' | 'years' | 'months' | 'managerRole' | 'otherManagerRole'
>;
/** The level's rules; the duration's once both boxes hold a valid count (their own message first). */
const levelIssue = (values: ExperienceValues) =>
  typedLevelIssue(values, () => profileYearsValid(values.years) && profileMonthsValid(values.months));
const roleIssue = (values: ExperienceValues) =>
  values.level === 'managerial' ? managerRoleIssue(values.managerRole, values.otherManagerRole) : null;

/** §5 Edit profile on save: the experience level, its years and months, Experience at. */
export const experienceSchema = v.pipe(
  v.object({
    level: v.union([v.picklist(EXPERIENCE_LEVELS), v.literal('')]),
    fresherType: v.union([v.picklist(FRESHER_CERTIFICATE_TYPES), v.literal('')]),
    years: v.string(),
    months: v.string(),
    managerRole: v.union([v.picklist(MANAGER_ROLES), v.literal('')]),
    otherManagerRole: v.string(),
  }),
  v.forward(
    v.check((values) => values.level !== '', SELECT_EXPERIENCE_LEVEL),
    ['level'],
  ),
  v.forward(
    v.check((values) => levelIssue(values)?.[0] !== 'certificate_type', SELECT_FRESHER_TYPE),
    ['fresherType'],
  ),
  v.forward(
    v.check((values) => !hasDuration(values) || profileYearsValid(values.years), YEARS_UP_TO_3_DIGITS),
    ['years'],
  ),
  v.forward(
    v.check((values) => !hasDuration(values) || profileMonthsValid(values.months), MONTHS_UP_TO_12),
    ['months'],
  ),
  v.forward(
    v.check((values) => levelIssue(values)?.[0] !== 'experience_years', EXPERIENCE_NOT_ZERO),
    ['years'],
  ),
  v.forward(
    v.check((values) => roleIssue(values)?.[0] !== 'role', SELECT_ROLE),
    ['managerRole'],
  ),
  v.forward(
    v.check((values) => roleIssue(values)?.[0] !== 'other_role', FILL_ROLE_DESCRIPTION),
    ['otherManagerRole'],
  ),
);

/**
 * §5 Edit profile on save, one company (the onboarding block's values): company, role (at most
 * 255), From month, From year 4 digits, To month and To year 4 digits unless At Present, the
 * date order (the contract's rule, with the screen's clock year).
 */
export function companySchema(referenceYear: number) {
  const ownChecks = v.pipe(
    companyAndRoleSchema,
    v.forward(
      v.check((entry) => entry.role.trim().length <= ONBOARDING_TEXT_MAX, ROLE_TOO_LONG),
      ['role'],
    ),
    v.forward(
      v.check((entry) => entry.fromMonth !== '', FROM_MONTH_REQUIRED),
      ['fromMonth'],
    ),
    v.forward(
      v.check((entry) => /^\d{4}$/.test(entry.fromYear), FROM_YEAR_4_DIGITS),
      ['fromYear'],
    ),
    v.forward(
      v.check((entry) => entry.current || entry.toMonth !== '', TO_MONTH_REQUIRED),
      ['toMonth'],
    ),
    v.forward(
      v.check((entry) => entry.current || /^\d{4}$/.test(entry.toYear), TO_YEAR_4_DIGITS),
      ['toYear'],
    ),
  );
  return withDateOrder(ownChecks, referenceYear);
}

/** §5: the current company's availability, days (up to 180, notice period only) and pay. */
export const currentEmploymentSchema = currentEmploymentRules('profile');

/** §5 Files: a document is PDF, DOC or DOCX ('Only PDF, DOC, or DOCX files are allowed'), 5MB. */
export const documentSchema = v.pipe(
  v.custom<{ name: string; size: number }>((file) => typeof file === 'object' && file !== null),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = fileProblem(dataset.value, profileDocumentRule);
    if (problem) addIssue({ message: problem });
  }),
);

/** §5 Files: the photo is JPG or PNG and under 2MB. */
export const profilePhotoSchema = v.pipe(
  v.custom<{ name: string; size: number }>((file) => typeof file === 'object' && file !== null),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = fileProblem(dataset.value, profilePhotoRule);
    if (problem) addIssue({ message: problem });
  }),
);

/** The first message `schema` has for `file`, or null. */
export function fileMessage(
  schema: typeof documentSchema,
  file: { name: string; size: number },
): string | null {
  const result = v.safeParse(schema, file);
  return result.success ? null : result.issues[0].message;
}

type Errors = Record<string, string>;

function collect(errors: Errors, prefix: string, found: Record<string, unknown>) {
  for (const [path, message] of Object.entries(found)) {
    if (typeof message === 'string' && message !== '' && !(prefix + path in errors)) {
      errors[prefix + path] = message;
    }
  }
}

const resolve = (schema: Parameters<typeof schemaResolver>[0], values: unknown) =>
  schemaResolver(schema, { sync: true })(values as Record<string, unknown>) as Record<string, unknown>;

/** A sub-form with its file taken out (the edit rule checks it), a chosen file counting as given. */
function withoutFile<T extends { file: File | null; savedFileName: string }>(values: T): T {
  return { ...values, file: null, savedFileName: values.file ? values.file.name : values.savedFileName };
}

/**
 * Every rule of Edit Profile on save, as @mantine/form errors (path -> message): §5's own rules,
 * and the onboarding steps' rules for the blocks that show (§4), their documents checked with the
 * edit message. `now` is the clock of the date of birth and of the years.
 */
export function validateEditProfile(values: EditProfileValues, now: Date = new Date()): Errors {
  const errors: Errors = {};
  const year = now.getFullYear();
  const blocks = profileBlocks(values);
  collect(errors, '', resolve(personalSchema(now), values));
  collect(errors, '', resolve(experienceSchema, values));

  const fileAt = (path: string, file: File | null) => {
    if (!file) return;
    const message = fileMessage(documentSchema, file);
    if (message) errors[path] = message;
  };

  if (isFresher(values)) {
    if (!blocks.processLocked && values.lookingFor.process === '') {
      errors['lookingFor.process'] = SELECT_PROCESS_TYPE;
    }
    if (blocks.fresherCertificate) {
      collect(errors, 'certification.', resolve(certificationSchema, withoutFile(values.certification)));
      fileAt('certification.file', values.certification.file);
    }
  } else if (hasDuration(values)) {
    collect(errors, 'lookingFor.', resolve(lookingForSchema, withoutFile(values.lookingFor)));
    if (blocks.certification) fileAt('lookingFor.file', values.lookingFor.file);
    const schema = companySchema(year);
    values.employment.entries.forEach((entry, index) => {
      collect(errors, `employment.entries.${index}.`, resolve(schema, entry));
    });
    if (blocks.currentEmployment)
      collect(errors, 'employment.', resolve(currentEmploymentSchema, values.employment));
  }

  const education = educationSchema(year);
  values.educations.forEach((item, index) => {
    collect(errors, `educations.${index}.`, resolve(education, withoutFile(item)));
    if (item.startYear.trim() !== '' && !/^\d{4}$/.test(item.startYear.trim())) {
      errors[`educations.${index}.startYear`] = START_YEAR_4_DIGITS;
    }
    fileAt(`educations.${index}.file`, item.file);
  });
  fileAt('resume', values.resume);
  return errors;
}

/** What the days box keeps of typed text: digits only, at most 3 (the rule says when it is over 180). */
export function filterDigits(raw: string, max: number): string {
  return raw.replace(/\D/g, '').slice(0, max);
}
