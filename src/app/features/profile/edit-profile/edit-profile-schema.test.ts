import { emptyEmployment, emptyEntry } from '@app/candidate-record/employment/employment-schema';
import { emptyLookingFor } from '@app/candidate-record/looking-for/looking-for-schema';
import { EXPERIENCE_NOT_ZERO, experiencePartSchema } from '@contract/candidate-record/experience';
import { PHONE_NOT_MOBILE } from '@contract/phone-number';
import {
  DATE_OF_BIRTH_FORMAT,
  DAYS_UP_TO_180,
  DOCUMENTS_ONLY,
  FILL_DATE_OF_BIRTH,
  FILL_EMAIL,
  FILL_FIRST_NAME,
  FILL_LAST_NAME,
  FILL_PHONE,
  FROM_YEAR_4_DIGITS,
  MONTHS_UP_TO_12,
  PHONE_EXACTLY_10,
  PICTURE_JPG_PNG,
  PICTURE_UNDER_2MB,
  ROLE_TOO_LONG,
  SELECT_GENDER,
  TO_YEAR_4_DIGITS,
  VALID_EMAIL,
  YEARS_UP_TO_3_DIGITS,
} from '@contract/profile';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CHECK_ALL_FIELDS,
  companySchema,
  currentEmploymentSchema,
  documentSchema,
  experienceSchema,
  fileMessage,
  NAME_LETTERS,
  personalSchema,
  profilePhotoSchema,
  validateEditProfile,
} from './edit-profile-schema';
import { type EditProfileValues, emptyEducationEntry } from './edit-profile-values';

const NOW = new Date(2026, 10, 24);

const company = (fields = {}) => ({
  ...emptyEntry(),
  company: 'Acme RCM',
  role: 'AR Caller',
  fromMonth: '1',
  fromYear: '2020',
  toMonth: '6',
  toYear: '2022',
  ...fields,
});

const valid = (fields: Partial<EditProfileValues> = {}): EditProfileValues => ({
  firstName: 'Priya',
  lastName: 'Sharma',
  phone: '9876543210',
  email: 'priya@example.com',
  gender: 'Female',
  dateOfBirth: '12/04/1998',
  links: [''],
  level: 'experienced',
  fresherType: '',
  years: '2',
  months: '6',
  managerRole: '',
  otherManagerRole: '',
  lookingFor: {
    ...emptyLookingFor,
    process: 'voice',
    voice: ['AR Calling'],
    ehr: ['Epic'],
    specializations: ['Cardiology'],
  },
  certification: {
    institute: '',
    otherInstitute: '',
    certificateType: '',
    otherCertificateType: '',
    file: null,
    savedFileName: '',
  },
  employment: { ...emptyEmployment(), entries: [company()] },
  educations: [],
  resume: null,
  savedResumeName: '',
  resumeChanged: false,
  preferredLocations: ['Chennai'],
  currentLocation: 'Chennai',
  workPreferences: ['Remote'],
  willingToRelocate: false,
  willingForNightShift: false,
  ...fields,
});

const firstMessage = (schema: v.GenericSchema, input: unknown, path?: string) => {
  const result = v.safeParse(schema, input);
  if (result.success) return null;
  if (!path) return result.issues[0].message;
  return result.issues.find((issue) => v.getDotPath(issue) === path)?.message ?? null;
};

const personal = (fields: Record<string, unknown>) => ({
  firstName: 'Priya',
  lastName: 'Sharma',
  phone: '9876543210',
  email: 'priya@example.com',
  gender: 'Female',
  dateOfBirth: '12/04/1998',
  links: [''],
  ...fields,
});

describe('Edit profile on save (§5): personal information', () => {
  const schema = personalSchema(NOW);
  it('accepts a complete person', () => {
    expect(v.safeParse(schema, personal({})).success).toBe(true);
  });
  it('first and last name: required, letters and spaces, at most 35', () => {
    expect(firstMessage(schema, personal({ firstName: '  ' }), 'firstName')).toBe(FILL_FIRST_NAME);
    expect(firstMessage(schema, personal({ lastName: '' }), 'lastName')).toBe(FILL_LAST_NAME);
    expect(firstMessage(schema, personal({ firstName: 'Pr1ya' }), 'firstName')).toBe(
      NAME_LETTERS('First Name'),
    );
    expect(firstMessage(schema, personal({ lastName: 'O-Neil' }), 'lastName')).toBe(
      NAME_LETTERS('Last Name'),
    );
    expect(firstMessage(schema, personal({ firstName: 'Anna Maria' }), 'firstName')).toBeNull();
    expect(firstMessage(schema, personal({ firstName: 'a'.repeat(35) }), 'firstName')).toBeNull();
    expect(firstMessage(schema, personal({ firstName: 'a'.repeat(36) }), 'firstName')).toMatch(/at most 35/);
  });
  it('phone: required, exactly 10 digits, digits only', () => {
    expect(firstMessage(schema, personal({ phone: '' }), 'phone')).toBe(FILL_PHONE);
    expect(firstMessage(schema, personal({ phone: '98765' }), 'phone')).toBe(PHONE_EXACTLY_10);
    expect(firstMessage(schema, personal({ phone: '98765432101' }), 'phone')).toBe(PHONE_EXACTLY_10);
    expect(firstMessage(schema, personal({ phone: '98765abcde' }), 'phone')).toBe(PHONE_EXACTLY_10);
  });
  it('phone: read as Indian candidates paste it (+91, 0, spaces), an Indian mobile number', () => {
    expect(firstMessage(schema, personal({ phone: '+91 96000 37855' }), 'phone')).toBeNull();
    expect(firstMessage(schema, personal({ phone: '096000-37855' }), 'phone')).toBeNull();
    expect(firstMessage(schema, personal({ phone: '+91 96000 378556' }), 'phone')).toBe(PHONE_EXACTLY_10);
    expect(firstMessage(schema, personal({ phone: '1234567890' }), 'phone')).toBe(PHONE_NOT_MOBILE);
  });
  it('email: required and valid', () => {
    expect(firstMessage(schema, personal({ email: ' ' }), 'email')).toBe(FILL_EMAIL);
    expect(firstMessage(schema, personal({ email: 'priya@' }), 'email')).toBe(VALID_EMAIL);
    expect(firstMessage(schema, personal({ email: 'priya.example.com' }), 'email')).toBe(VALID_EMAIL);
  });
  it('date of birth: required, DD/MM/YYYY, a real day not after today', () => {
    expect(firstMessage(schema, personal({ dateOfBirth: '' }), 'dateOfBirth')).toBe(FILL_DATE_OF_BIRTH);
    expect(firstMessage(schema, personal({ dateOfBirth: '1998-04-12' }), 'dateOfBirth')).toBe(
      DATE_OF_BIRTH_FORMAT,
    );
    expect(firstMessage(schema, personal({ dateOfBirth: '12/4/1998' }), 'dateOfBirth')).toBe(
      DATE_OF_BIRTH_FORMAT,
    );
    expect(firstMessage(schema, personal({ dateOfBirth: '31/02/1998' }), 'dateOfBirth')).toBe(
      DATE_OF_BIRTH_FORMAT,
    );
    expect(firstMessage(schema, personal({ dateOfBirth: '01/01/2030' }), 'dateOfBirth')).toBe(
      'Date input not valid.',
    );
  });
  it('date of birth: at least 18 years ago (V10)', () => {
    const year = NOW.getFullYear() - 17;
    expect(firstMessage(schema, personal({ dateOfBirth: `01/01/${year}` }), 'dateOfBirth')).toBe(
      'You must be at least 18 years old.',
    );
    expect(firstMessage(schema, personal({ dateOfBirth: '12/04/1998' }), 'dateOfBirth')).toBeNull();
  });
  it('gender: one of the three', () => {
    expect(firstMessage(schema, personal({ gender: '' }), 'gender')).toBe(SELECT_GENDER);
    for (const gender of ['Female', 'Male', 'Non-binary']) {
      expect(firstMessage(schema, personal({ gender }), 'gender')).toBeNull();
    }
  });
  it('the link: empty or a LinkedIn address', () => {
    expect(
      firstMessage(schema, personal({ links: ['https://www.linkedin.com/in/priya'] }), 'links.0'),
    ).toBeNull();
    expect(firstMessage(schema, personal({ links: ['https://example.com/x'] }), 'links.0')).toBe(
      'Please enter a valid LinkedIn URL.',
    );
  });
});

describe('Edit profile on save (§5): experience', () => {
  const experience = (fields: Record<string, unknown>) => ({
    level: 'experienced',
    fresherType: '',
    years: '2',
    months: '6',
    managerRole: '',
    otherManagerRole: '',
    ...fields,
  });
  it('years: digits, up to 3 (999)', () => {
    expect(firstMessage(experienceSchema, experience({ years: '999' }), 'years')).toBeNull();
    expect(firstMessage(experienceSchema, experience({ years: '1000' }), 'years')).toBe(YEARS_UP_TO_3_DIGITS);
    expect(firstMessage(experienceSchema, experience({ years: 'ab' }), 'years')).toBe(YEARS_UP_TO_3_DIGITS);
  });
  it('months: up to 12', () => {
    expect(firstMessage(experienceSchema, experience({ months: '12' }), 'months')).toBeNull();
    expect(firstMessage(experienceSchema, experience({ months: '13' }), 'months')).toBe(MONTHS_UP_TO_12);
    expect(firstMessage(experienceSchema, experience({ months: '123' }), 'months')).toBe(MONTHS_UP_TO_12);
  });
  it('freshers are not asked years and months; they choose a type', () => {
    expect(
      v.safeParse(
        experienceSchema,
        experience({ level: 'freshers', fresherType: 'others', years: '', months: '' }),
      ).success,
    ).toBe(true);
    expect(
      firstMessage(experienceSchema, experience({ level: 'freshers', years: '' }), 'fresherType'),
    ).toMatch(/fresher type/);
  });
  it('managerial needs Experience at (and its text for Other)', () => {
    expect(firstMessage(experienceSchema, experience({ level: 'managerial' }), 'managerRole')).toBe(
      'Please select a role',
    );
    expect(
      firstMessage(
        experienceSchema,
        experience({ level: 'managerial', managerRole: 'Other' }),
        'otherManagerRole',
      ),
    ).toBe('Please fill in the role description');
    expect(
      v.safeParse(experienceSchema, experience({ level: 'managerial', managerRole: 'Team Lead' })).success,
    ).toBe(true);
  });
});

describe("Edit profile on save (§5): experience, by the contract's rules", () => {
  it('the form and profile_details give the same message for the same years and months', () => {
    const typed = ['', '0', '00', '7', '12', '13', '999', '1000', '-1', '1.5', 'ab'];
    for (const years of typed) {
      for (const months of typed) {
        const form = {
          years: firstMessage(experienceSchema, { ...valid(), years, months }, 'years'),
          months: firstMessage(experienceSchema, { ...valid(), years, months }, 'months'),
        };
        const sent = v.safeParse(experiencePartSchema, {
          experience_level: 'experienced',
          experience_years: years,
          experience_months: months,
        });
        const at = (key: string) =>
          sent.success ? null : (sent.issues.find((issue) => v.getDotPath(issue) === key)?.message ?? null);
        const zero = sent.success && sent.output.experience_years + sent.output.experience_months === 0;
        expect(form, `'${years}' years, '${months}' months`).toEqual({
          years: at('experience_years') ?? (zero ? EXPERIENCE_NOT_ZERO : null),
          months: at('experience_months'),
        });
      }
    }
  });
});

describe('Edit profile on save (§5): companies', () => {
  const schema = companySchema(2026);
  it('From year 4 digits', () => {
    expect(firstMessage(schema, company({ fromYear: '' }), 'fromYear')).toBe(FROM_YEAR_4_DIGITS);
    expect(firstMessage(schema, company({ fromYear: '20' }), 'fromYear')).toBe(FROM_YEAR_4_DIGITS);
    expect(firstMessage(schema, company({ fromYear: '2019' }), 'fromYear')).toBeNull();
  });
  it('To year 4 digits unless At Present', () => {
    expect(firstMessage(schema, company({ toYear: '' }), 'toYear')).toBe(TO_YEAR_4_DIGITS);
    expect(firstMessage(schema, company({ toYear: '222' }), 'toYear')).toBe(TO_YEAR_4_DIGITS);
    expect(firstMessage(schema, company({ toYear: '', toMonth: '', current: true }), 'toYear')).toBeNull();
  });
  it('role at most 255 characters', () => {
    expect(firstMessage(schema, company({ role: 'r'.repeat(255) }), 'role')).toBeNull();
    expect(firstMessage(schema, company({ role: 'r'.repeat(256) }), 'role')).toBe(ROLE_TOO_LONG);
  });
  it('company required, the date order', () => {
    expect(firstMessage(schema, company({ company: '' }), 'company')).toBe('Company name is required');
    expect(firstMessage(schema, company({ toYear: '2019' }), 'toYear')).toBe(
      'To year cannot be earlier than From year',
    );
  });
});

describe('Edit profile on save (§5): current company', () => {
  const current = (fields: Record<string, unknown>) => ({
    availability: 'notice_period',
    noticeDays: '30',
    currentCtc: '1,00,000-2,00,000',
    expectedCtc: '2,00,000-3,00,000',
    ...fields,
  });
  it('days up to 180 with notice period', () => {
    expect(firstMessage(currentEmploymentSchema, current({ noticeDays: '180' }), 'noticeDays')).toBeNull();
    expect(firstMessage(currentEmploymentSchema, current({ noticeDays: '181' }), 'noticeDays')).toBe(
      DAYS_UP_TO_180,
    );
    expect(
      firstMessage(
        currentEmploymentSchema,
        current({ availability: 'immediate', noticeDays: '500' }),
        'noticeDays',
      ),
    ).toBeNull();
  });
});

describe('Edit profile on save (§5): files', () => {
  it('documents are PDF, DOC or DOCX', () => {
    expect(fileMessage(documentSchema, { name: 'cv.pdf', size: 1000 })).toBeNull();
    expect(fileMessage(documentSchema, { name: 'cv.DOCX', size: 1000 })).toBeNull();
    expect(fileMessage(documentSchema, { name: 'cv.png', size: 1000 })).toBe(DOCUMENTS_ONLY);
    expect(DOCUMENTS_ONLY).toBe('Only PDF, DOC, or DOCX files are allowed');
  });
  it('the profile picture is JPG or PNG and under 2MB', () => {
    expect(fileMessage(profilePhotoSchema, { name: 'me.png', size: 2 * 1024 * 1024 - 1 })).toBeNull();
    expect(fileMessage(profilePhotoSchema, { name: 'me.jpg', size: 2 * 1024 * 1024 })).toBe(
      PICTURE_UNDER_2MB,
    );
    expect(fileMessage(profilePhotoSchema, { name: 'me.gif', size: 100 })).toBe(PICTURE_JPG_PNG);
    expect(PICTURE_UNDER_2MB).toBe('Profile picture must be less than 2MB');
    expect(PICTURE_JPG_PNG).toBe('Only JPG or PNG files are allowed');
  });
});

describe('validateEditProfile: the whole form, blocks by §4', () => {
  it('a valid experienced profile has no errors', () => {
    expect(validateEditProfile(valid(), NOW)).toEqual({});
  });
  it('shows errors at the form paths of the blocks that show', () => {
    const errors = validateEditProfile(
      valid({
        firstName: '',
        years: '1000',
        employment: { ...emptyEmployment(), entries: [company({ fromYear: '20' })] },
        educations: [{ ...emptyEducationEntry(), file: new File(['x'], 'x.png') }],
      }),
      NOW,
    );
    expect(errors.firstName).toBe(FILL_FIRST_NAME);
    expect(errors.years).toBe(YEARS_UP_TO_3_DIGITS);
    expect(errors['employment.entries.0.fromYear']).toBe(FROM_YEAR_4_DIGITS);
    expect(errors['educations.0.level']).toBe('Education level is required');
    expect(errors['educations.0.file']).toBe(DOCUMENTS_ONLY);
  });
  it('a fresher is not checked on companies, years, preferences or EHR', () => {
    const errors = validateEditProfile(
      valid({
        level: 'freshers',
        fresherType: 'others',
        years: 'x',
        lookingFor: { ...emptyLookingFor, process: 'voice' },
        employment: { ...emptyEmployment(), entries: [company({ fromYear: '' })] },
      }),
      NOW,
    );
    expect(errors).toEqual({});
  });
  it('a fresher others must pick a process; a medical coder needs the certificate', () => {
    expect(
      validateEditProfile(
        valid({ level: 'freshers', fresherType: 'others', lookingFor: emptyLookingFor }),
        NOW,
      )['lookingFor.process'],
    ).toBe('Please select a process type.');
    const coder = validateEditProfile(
      valid({
        level: 'freshers',
        fresherType: 'medical_coder',
        lookingFor: { ...emptyLookingFor, process: 'nonvoice' },
      }),
      NOW,
    );
    expect(coder['certification.institute']).toBe('Please select an institute.');
    expect(coder['lookingFor.process']).toBeUndefined();
  });
  it('days and pay are checked only with a company At Present', () => {
    const notice = {
      availability: 'notice_period' as const,
      noticeDays: '200',
      currentCtc: '',
      expectedCtc: '',
    };
    expect(
      validateEditProfile(
        valid({ employment: { ...emptyEmployment(), ...notice, entries: [company()] } }),
        NOW,
      ),
    ).toEqual({});
    const errors = validateEditProfile(
      valid({
        employment: {
          ...emptyEmployment(),
          ...notice,
          entries: [company({ current: true, toMonth: '', toYear: '' })],
        },
      }),
      NOW,
    );
    expect(errors['employment.noticeDays']).toBe(DAYS_UP_TO_180);
    expect(errors['employment.currentCtc']).toBe('Current CTC is required');
  });
  it('the failing save toast text', () => {
    expect(CHECK_ALL_FIELDS).toBe('Please check all fields for errors');
  });
});
