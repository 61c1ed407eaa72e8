import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { FILE_OVER_5MB } from '../../contract/files';
import {
  CERTIFICATE_TOO_LARGE,
  CERTIFICATE_WRONG_FILE,
  EDUCATION_WRONG_FILE,
  ENTER_CERTIFICATE_TYPE,
  ENTER_INSTITUTE,
  HIGHEST_EDUCATION_REQUIRED,
  LOOKING_FOR_WRONG_FILE,
  SELECT_CERTIFICATION_TYPE,
  SELECT_CODING_CERTIFIED,
  SELECT_EHR_SYSTEM,
  SELECT_INSTITUTE,
  SELECT_NON_VOICE_OPTION,
  SELECT_PROCESS,
  SELECT_SPECIALIZATION,
  SELECT_VOICE_OPTION,
  SPECIFY_CERTIFICATION_OTHER,
  SPECIFY_EDUCATION,
  SPECIFY_EHR_OTHER,
  SPECIFY_INSTITUTION,
  SPECIFY_NON_VOICE_OTHER,
  SPECIFY_SPECIALIZATION_OTHER,
  SPECIFY_VOICE_OTHER,
  UPLOAD_CERTIFICATE,
  yearRangeMessage,
} from '../../contract/onboarding';
import { educations, files, fresherCertificates, jobPreferences } from '../db/schema';
import { testBackends } from '../db/test-backends';
import {
  SAVE_LEVEL_FIRST,
  STEP_NOT_ON_PATH,
  UNKNOWN_CERTIFICATE_TYPE,
  UNKNOWN_EDUCATION,
  UNKNOWN_EHR_SYSTEM,
  UNKNOWN_INSTITUTE,
  UNKNOWN_INSTITUTION,
  UNKNOWN_NON_VOICE_OPTION,
  UNKNOWN_SPECIALIZATION,
  UNKNOWN_VOICE_OPTION,
} from '../services/candidate-record';
import { fileOf, pdfOfSize, SAMPLE_FILES } from '../upload-fixtures';
import { form, useOnboardingKit } from './onboarding-test-kit';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const EXPERIENCE = '/candidates/onboarding/experience';
const PREFERENCE = '/candidates/onboarding/job_preference';
const CERTIFICATES = '/candidates/onboarding/certificates';
const EDUCATION = '/candidates/onboarding/education';
const FIVE_MB = 5 * 1024 * 1024;

const LEVELS = {
  experienced: { experience_level: 'experienced', experience_years: 2, experience_months: 0 },
  managerial: { experience_level: 'managerial', experience_years: 9, experience_months: 1 },
  coder: {
    experience_level: 'freshers',
    experience_years: 0,
    experience_months: 0,
    certificate_type: 'medical_coder',
  },
  others: {
    experience_level: 'freshers',
    experience_years: 0,
    experience_months: 0,
    certificate_type: 'others',
  },
} as const;

const voice = {
  process: 'voice',
  preferences: 'AR calling, Other',
  other_preference: 'Collections',
  ehr_system: 'Epic, Other',
  other_ehr_system: 'MyEHR',
  ehr_specializations: 'Cardiology',
  ehr_other: '',
  certificate_type: '',
  keep_certificate: '0',
};

const certifiedNonVoice = {
  process: 'nonvoice',
  preferences: 'Coding, Charge entry',
  other_preference: '',
  ehr_system: 'Epic',
  other_ehr_system: '',
  ehr_specializations: 'Cardiology, Other',
  ehr_other: 'Sleep medicine',
  certificate_type: 'CPC',
  certified: '1',
  keep_certificate: '0',
};

const certificate = {
  certificate_id: '0',
  institute: 'AAPC',
  other_institute: '',
  certificate_type: 'CPC',
  other_certificate_type: '',
  doc_changed: '1',
};

const education = {
  education_level_id: '1',
  field_of_study: 'Degree',
  education: 'B.Pharm',
  institution: 'Madras Medical College',
  end_year: '2024',
  other_education: '',
  other_institution: '',
  keep_files: '0',
};

describe.each(testBackends())('onboarding: preference, certificate, education ($name)', (backend) => {
  const kit = useOnboardingKit(backend);

  const refused = (message: string, code = 'validation_failed', status = 400) => ({
    status,
    body: { success: false, message, code },
  });

  async function candidateAt(level: keyof typeof LEVELS) {
    const candidate = await kit.candidate();
    const saved = await kit.post(EXPERIENCE, LEVELS[level], { token: candidate.token });
    expect(saved.status).toBe(200);
    return candidate;
  }

  const pdf = (name = 'cert.pdf') => fileOf(SAMPLE_FILES.pdf(), name, 'application/pdf');
  const fileCount = async () => (await kit.deps.db.select({ id: files.id }).from(files)).length;

  describe('POST /candidates/onboarding/job_preference', () => {
    it('saves a voice preference (multipart) and replaces it on re-saving', async () => {
      const { userId, token } = await candidateAt('experienced');
      const saved = await kit.postForm(PREFERENCE, form(voice), token);
      expect(saved).toEqual({
        status: 200,
        body: { success: true, message: 'Job preferences saved successfully' },
      });
      await kit.postForm(PREFERENCE, form({ ...voice, preferences: 'Patient calling' }), token);
      const rows = await kit.deps.db.select().from(jobPreferences).where(eq(jobPreferences.userId, userId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        process: 'voice',
        preferences: 'Patient calling',
        otherPreference: '',
        certified: null,
        ehrSystem: 'Epic, Other',
        otherEhrSystem: 'MyEHR',
        certificateType: '',
        certificateFileId: null,
      });
    });

    it('saves a certified non-voice preference with its certificate; keeps, replaces and drops the file', async () => {
      const { userId, token } = await candidateAt('managerial');
      const first = await kit.postForm(PREFERENCE, form({ ...certifiedNonVoice, certificate: pdf() }), token);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const [row] = await kit.deps.db.select().from(jobPreferences).where(eq(jobPreferences.userId, userId));
      expect(row).toMatchObject({ certified: 1, certificateType: 'CPC', ehrOther: 'Sleep medicine' });
      const firstFile = row.certificateFileId;
      expect(firstFile).not.toBeNull();

      // kept as it is
      await kit.postForm(PREFERENCE, form({ ...certifiedNonVoice, keep_certificate: '1' }), token);
      expect((await kit.deps.db.select().from(jobPreferences))[0].certificateFileId).toBe(firstFile);
      // replaced: the old file is gone in the same save
      const docx = fileOf(SAMPLE_FILES.docx(), 'cert.docx');
      await kit.postForm(PREFERENCE, form({ ...certifiedNonVoice, certificate: docx }), token);
      const [replaced] = await kit.deps.db.select().from(jobPreferences);
      expect(replaced.certificateFileId).not.toBe(firstFile);
      expect(await fileCount()).toBe(1);
      // Non Certified: no type, no file
      await kit.postForm(PREFERENCE, form({ ...certifiedNonVoice, certified: '0' }), token);
      expect((await kit.deps.db.select().from(jobPreferences))[0]).toMatchObject({
        certified: 0,
        certificateType: '',
        certificateFileId: null,
      });
      expect(await fileCount()).toBe(0);
    });

    it('checks every rule of Looking for, on Next, with the spec messages', async () => {
      const { token } = await candidateAt('experienced');
      const cases: [Record<string, string>, string][] = [
        [{ ...voice, process: '' }, SELECT_PROCESS],
        [{ ...voice, preferences: '' }, SELECT_VOICE_OPTION],
        [{ ...voice, other_preference: '' }, SPECIFY_VOICE_OTHER],
        [{ ...voice, preferences: 'Coding' }, UNKNOWN_VOICE_OPTION],
        [{ ...certifiedNonVoice, preferences: '' }, SELECT_NON_VOICE_OPTION],
        [{ ...certifiedNonVoice, preferences: 'Coding, Other' }, SPECIFY_NON_VOICE_OTHER],
        [{ ...certifiedNonVoice, preferences: 'AR calling' }, UNKNOWN_NON_VOICE_OPTION],
        [{ ...voice, ehr_system: '' }, SELECT_EHR_SYSTEM],
        [{ ...voice, other_ehr_system: ' ' }, SPECIFY_EHR_OTHER],
        [{ ...voice, ehr_system: 'Epic, NoSuchEHR' }, UNKNOWN_EHR_SYSTEM],
        [{ ...voice, ehr_specializations: '' }, SELECT_SPECIALIZATION],
        [{ ...voice, ehr_specializations: 'Other' }, SPECIFY_SPECIALIZATION_OTHER],
        [{ ...voice, ehr_specializations: 'Astrology' }, UNKNOWN_SPECIALIZATION],
        [{ ...certifiedNonVoice, certificate_type: '' }, SELECT_CERTIFICATION_TYPE],
        [{ ...certifiedNonVoice, certificate_type: 'Other' }, SPECIFY_CERTIFICATION_OTHER],
        [{ ...certifiedNonVoice }, UPLOAD_CERTIFICATE],
        [{ ...certifiedNonVoice, keep_certificate: '1' }, UPLOAD_CERTIFICATE],
        [{ ...voice, other_preference: 'x'.repeat(256) }, 'other_preference must be at most 255 characters'],
        [{ ...voice, keep_certificate: 'yes' }, 'keep_certificate must be 0 or 1'],
      ];
      const { certified: _, ...codingWithoutChoice } = certifiedNonVoice;
      cases.push([codingWithoutChoice, SELECT_CODING_CERTIFIED]);
      for (const [fields, message] of cases) {
        expect(await kit.postForm(PREFERENCE, form(fields), token), message).toEqual(refused(message));
      }
      expect(await kit.deps.db.select().from(jobPreferences)).toHaveLength(0);
    });

    it('takes the certification as Other text in place of the type, and PDF/DOC/DOCX by content only', async () => {
      const { token } = await candidateAt('experienced');
      const custom = await kit.postForm(
        PREFERENCE,
        form({
          ...certifiedNonVoice,
          certificate_type: 'My own cert',
          certificate: fileOf(SAMPLE_FILES.doc(), 'a.doc'),
        }),
        token,
      );
      expect(custom.status).toBe(200);
      const disguised = fileOf(SAMPLE_FILES.png(), 'cert.pdf', 'application/pdf');
      expect(
        await kit.postForm(PREFERENCE, form({ ...certifiedNonVoice, certificate: disguised }), token),
      ).toEqual(refused(LOOKING_FOR_WRONG_FILE, 'file_type_not_allowed'));
      const big = fileOf(pdfOfSize(FIVE_MB + 1), 'big.pdf');
      expect(await kit.postForm(PREFERENCE, form({ ...certifiedNonVoice, certificate: big }), token)).toEqual(
        refused(FILE_OVER_5MB, 'file_too_large', 413),
      );
    });

    it("takes a Fresher's JSON {process} and refuses the step on the Medical Coder path", async () => {
      const others = await candidateAt('others');
      const saved = await kit.post(PREFERENCE, { process: 'nonvoice' }, { token: others.token });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const [row] = await kit.deps.db
        .select()
        .from(jobPreferences)
        .where(eq(jobPreferences.userId, others.userId));
      expect(row).toMatchObject({ process: 'nonvoice', preferences: '', ehrSystem: '' });
      expect(await kit.post(PREFERENCE, { process: 'both' }, { token: others.token })).toEqual(
        refused(SELECT_PROCESS),
      );

      const coder = await candidateAt('coder');
      expect(await kit.post(PREFERENCE, { process: 'voice' }, { token: coder.token })).toEqual(
        refused(STEP_NOT_ON_PATH, 'onboarding_step_missing'),
      );
      const nobody = await kit.candidate();
      expect(await kit.post(PREFERENCE, { process: 'voice' }, { token: nobody.token })).toEqual(
        refused(SAVE_LEVEL_FIRST, 'onboarding_step_missing'),
      );
    });
  });

  describe('POST /candidates/onboarding/certificates', () => {
    it('saves the certificate with its file, keeps it with doc_changed 0, replaces it with a new one', async () => {
      const { userId, token } = await candidateAt('coder');
      expect(await kit.postForm(CERTIFICATES, form({ ...certificate, certificate: pdf() }), token)).toEqual({
        status: 200,
        body: { success: true, message: 'Certificate details saved successfully' },
      });
      const other = { ...certificate, institute: 'Other', other_institute: 'City Coders', doc_changed: '0' };
      expect((await kit.postForm(CERTIFICATES, form(other), token)).status).toBe(200);
      const rows = await kit.deps.db
        .select()
        .from(fresherCertificates)
        .where(eq(fresherCertificates.userId, userId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ institute: 'Other', otherInstitute: 'City Coders' });
      const kept = rows[0].certificateFileId;
      expect(kept).not.toBeNull();
      await kit.postForm(
        CERTIFICATES,
        form({ ...certificate, certificate: fileOf(SAMPLE_FILES.docx(), 'c.docx') }),
        token,
      );
      const [after] = await kit.deps.db.select().from(fresherCertificates);
      expect(after.certificateFileId).not.toBe(kept);
      expect(after.otherInstitute).toBe('');
      expect(await fileCount()).toBe(1);
    });

    it('refuses bad certificates with the spec messages', async () => {
      const { token } = await candidateAt('coder');
      const cases: [Record<string, string | File>, string, string?, number?][] = [
        [{ ...certificate, institute: '', certificate: pdf() }, SELECT_INSTITUTE],
        [{ ...certificate, institute: 'Other', certificate: pdf() }, ENTER_INSTITUTE],
        [{ ...certificate, institute: 'Hogwarts', certificate: pdf() }, UNKNOWN_INSTITUTE],
        [{ ...certificate, certificate_type: 'Other', certificate: pdf() }, ENTER_CERTIFICATE_TYPE],
        [{ ...certificate, certificate_type: 'XYZ', certificate: pdf() }, UNKNOWN_CERTIFICATE_TYPE],
        [{ ...certificate }, UPLOAD_CERTIFICATE],
        [{ ...certificate, doc_changed: '0' }, UPLOAD_CERTIFICATE],
        [
          { ...certificate, certificate: fileOf(SAMPLE_FILES.text(), 'c.pdf') },
          CERTIFICATE_WRONG_FILE,
          'file_type_not_allowed',
        ],
        [
          { ...certificate, certificate: fileOf(pdfOfSize(FIVE_MB + 1), 'c.pdf') },
          CERTIFICATE_TOO_LARGE,
          'file_too_large',
          413,
        ],
      ];
      for (const [fields, message, code, status] of cases) {
        expect(await kit.postForm(CERTIFICATES, form(fields), token), message).toEqual(
          refused(message, code, status),
        );
      }
      expect(await fileCount()).toBe(0);
      const experienced = await candidateAt('experienced');
      expect(
        await kit.postForm(CERTIFICATES, form({ ...certificate, certificate: pdf() }), experienced.token),
      ).toEqual(refused(STEP_NOT_ON_PATH, 'onboarding_step_missing'));
      expect(await fileCount()).toBe(0);
    });
  });

  describe('POST /candidates/onboarding/education', () => {
    it('saves the education, optional file kept with keep_files 1 and dropped without it', async () => {
      const { userId, token } = await candidateAt('others');
      expect(await kit.postForm(EDUCATION, form({ ...education, files: pdf('degree.pdf') }), token)).toEqual({
        status: 200,
        body: { success: true, message: 'Education details saved successfully' },
      });
      const other = {
        ...education,
        education: 'Other',
        other_education: 'B.Sc Life Sciences',
        keep_files: '1',
      };
      await kit.postForm(EDUCATION, form(other), token);
      const rows = await kit.deps.db.select().from(educations).where(eq(educations.userId, userId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        education: 'Other',
        otherEducation: 'B.Sc Life Sciences',
        endYear: 2024,
      });
      expect(rows[0].fileId).not.toBeNull();
      await kit.postForm(EDUCATION, form(education), token);
      expect((await kit.deps.db.select().from(educations))[0].fileId).toBeNull();
      expect(await fileCount()).toBe(0);
      // the year of the clock (2026) is the last one allowed
      expect((await kit.postForm(EDUCATION, form({ ...education, end_year: '2026' }), token)).status).toBe(
        200,
      );
    });

    it('refuses bad education with the spec messages', async () => {
      const { token } = await candidateAt('experienced');
      const cases: [Record<string, string | File>, string, string?, number?][] = [
        [{ ...education, field_of_study: 'PhD' }, 'Education level is required'],
        [{ ...education, education_level_id: '2' }, 'education_level_id does not match field_of_study'],
        [{ ...education, education: '' }, HIGHEST_EDUCATION_REQUIRED],
        [{ ...education, education: 'Other' }, SPECIFY_EDUCATION],
        [{ ...education, education: 'Astrology' }, UNKNOWN_EDUCATION],
        [{ ...education, institution: '' }, 'Institution is required'],
        [{ ...education, institution: 'Other' }, SPECIFY_INSTITUTION],
        [{ ...education, institution: 'Unseen University' }, UNKNOWN_INSTITUTION],
        [{ ...education, end_year: '' }, 'Year of passing is required'],
        [{ ...education, end_year: '24' }, 'Year of passing must be 4 digits'],
        [{ ...education, end_year: '1899' }, 'Year of passing must be 1900 or later'],
        [{ ...education, end_year: '2027' }, yearRangeMessage(2026)],
        [
          { ...education, files: fileOf(SAMPLE_FILES.jpeg(), 'scan.pdf') },
          EDUCATION_WRONG_FILE,
          'file_type_not_allowed',
        ],
        [
          { ...education, files: fileOf(pdfOfSize(FIVE_MB + 1), 'big.pdf') },
          FILE_OVER_5MB,
          'file_too_large',
          413,
        ],
      ];
      for (const [fields, message, code, status] of cases) {
        expect(await kit.postForm(EDUCATION, form(fields), token), message).toEqual(
          refused(message, code, status),
        );
      }
      expect(await kit.deps.db.select().from(educations)).toHaveLength(0);
      const nobody = await kit.candidate();
      expect(await kit.postForm(EDUCATION, form(education), nobody.token)).toEqual(
        refused(SAVE_LEVEL_FIRST, 'onboarding_step_missing'),
      );
    });

    it('answers 401 without a token and 403 with a bad one', async () => {
      expect((await kit.postForm(EDUCATION, form(education))).status).toBe(401);
      expect((await kit.postForm(EDUCATION, form(education), 'bad')).status).toBe(403);
    });
  });
});
