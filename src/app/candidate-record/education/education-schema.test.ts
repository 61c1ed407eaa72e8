import { fieldErrors } from '@app/test-kits/schema-test-utils';
import { describe, expect, it } from 'vitest';
import {
  chooseEducation,
  chooseInstitution,
  type EducationValues,
  educationFromSaved,
  educationSchema,
  emptyEducation,
  filterYearInput,
  toEducationPayload,
} from './education-schema';

const fileOf = (name: string, size = 1000) => {
  const file = new File(['%PDF'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const valid: EducationValues = {
  level: 'Degree',
  education: 'B.Com',
  otherEducation: '',
  institution: 'Anna University',
  otherInstitution: '',
  year: '2020',
  file: null,
  savedFileName: '',
};

const errorsOf = (values: Partial<EducationValues>, year = 2026) =>
  fieldErrors(educationSchema(year), { ...valid, ...values });

describe('education rules (§5)', () => {
  it('a complete form passes, the document being optional', () => {
    expect(errorsOf({})).toEqual({});
  });
  it('level required', () => {
    expect(errorsOf({ level: '' }).level).toBe('Education level is required');
  });
  it('highest education required', () => {
    expect(errorsOf({ education: '' }).education).toBe('Highest education is required');
  });
  it('education Other needs its text', () => {
    expect(errorsOf({ education: 'Other', otherEducation: ' ' }).otherEducation).toBe(
      'Please specify your education',
    );
    expect(errorsOf({ education: 'Other', otherEducation: 'BBA' })).toEqual({});
  });
  it('institution required', () => {
    expect(errorsOf({ institution: '' }).institution).toBe('Institution is required');
  });
  it('institution Other needs its text', () => {
    expect(errorsOf({ institution: 'Other', otherInstitution: '' }).otherInstitution).toBe(
      'Please specify your institution',
    );
  });
  it('year required', () => {
    expect(errorsOf({ year: '' }).year).toBe('Year of passing is required');
  });
  it('year: 4 digits between 1900 and the current year (from the clock given)', () => {
    expect(errorsOf({ year: '1899' }).year).toBe('Year must be between 1900 and 2026');
    expect(errorsOf({ year: '2027' }).year).toBe('Year must be between 1900 and 2026');
    expect(errorsOf({ year: '202' }).year).toBe('Year must be between 1900 and 2026');
    expect(errorsOf({ year: '1900' })).toEqual({});
    expect(errorsOf({ year: '2026' })).toEqual({});
    expect(errorsOf({ year: '2027' }, 2027)).toEqual({});
    expect(errorsOf({ year: '2028' }, 2027).year).toBe('Year must be between 1900 and 2027');
  });
  it('optional file: PDF, DOC, DOCX only', () => {
    expect(errorsOf({ file: fileOf('scan.jpg') }).file).toBe('Only PDF, DOC, or DOCX files are allowed');
    expect(errorsOf({ file: fileOf('marks.DOC') })).toEqual({});
  });
  it('optional file: at most 5MB', () => {
    expect(errorsOf({ file: fileOf('big.pdf', 5 * 1024 * 1024 + 1) }).file).toBe(
      'File size exceeds 5MB limit.',
    );
  });
  it('an empty form shows every required message', () => {
    expect(fieldErrors(educationSchema(2026), emptyEducation)).toEqual({
      level: 'Education level is required',
      education: 'Highest education is required',
      institution: 'Institution is required',
      year: 'Year of passing is required',
    });
  });
});

describe('education input and choices', () => {
  it('the year box keeps digits only, at most 4', () => {
    expect(filterYearInput('2a0b2c45')).toBe('2024');
    expect(filterYearInput('abc')).toBe('');
  });
  it('choosing an education other than Other clears its text', () => {
    const other = { ...valid, education: 'Other', otherEducation: 'BBA' };
    expect(chooseEducation(other, 'B.Sc').otherEducation).toBe('');
    expect(chooseEducation(other, 'Other').otherEducation).toBe('BBA');
  });
  it('choosing an institution other than Other clears its text', () => {
    const other = { ...valid, institution: 'Other', otherInstitution: 'Local College' };
    expect(chooseInstitution(other, 'Anna University').otherInstitution).toBe('');
  });
});

describe('education payload (§3)', () => {
  it('level as field_of_study with its id; no other_ fields unless Other; no file', () => {
    expect(toEducationPayload({ ...valid, level: 'Non Degree' })).toEqual({
      education_level_id: 2,
      education: 'B.Com',
      institution: 'Anna University',
      field_of_study: 'Non Degree',
      end_year: '2020',
      keep_files: '0',
    });
  });
  it('Other texts and a file chosen now', () => {
    const file = fileOf('marks.pdf');
    const payload = toEducationPayload({
      ...valid,
      level: 'Diploma',
      education: 'Other',
      otherEducation: ' BBA ',
      institution: 'Other',
      otherInstitution: 'Local College',
      file,
    });
    expect(payload).toMatchObject({
      education_level_id: 3,
      field_of_study: 'Diploma',
      other_education: 'BBA',
      other_institution: 'Local College',
      keep_files: '0',
      files: file,
    });
  });
  it('re-saving with the saved file keeps it', () => {
    expect(toEducationPayload({ ...valid, savedFileName: 'marks.pdf' }).keep_files).toBe('1');
  });
  it('the form from what was saved', () => {
    expect(
      educationFromSaved({
        education: 'B.Com',
        institution: 'Anna University',
        field_of_study: 'Degree',
        end_year: 2020,
        other_education: '',
        other_institution: '',
        file: { file_name: 'marks.pdf' },
      }),
    ).toEqual({ ...valid, savedFileName: 'marks.pdf' });
  });
});
