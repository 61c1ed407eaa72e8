import { UPLOAD_CERTIFICATE } from '@contract/candidate-record/certificate';
import {
  LOOKING_FOR_WRONG_FILE,
  SELECT_CERTIFICATION_TYPE,
  SELECT_CODING_CERTIFIED,
  SELECT_EHR_SYSTEM,
  SELECT_NON_VOICE_OPTION,
  SELECT_PROCESS,
  SELECT_SPECIALIZATION,
  SELECT_VOICE_OPTION,
  SPECIFY_CERTIFICATION_OTHER,
  SPECIFY_EHR_OTHER,
  SPECIFY_NON_VOICE_OTHER,
  SPECIFY_SPECIALIZATION_OTHER,
  SPECIFY_VOICE_OTHER,
} from '@contract/candidate-record/job-preference';
import { FILE_OVER_5MB } from '@contract/files';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { files, jobPreferences } from '../db/schema';
import {
  SAVE_LEVEL_FIRST,
  STEP_NOT_ON_PATH,
  UNKNOWN_EHR_SYSTEM,
  UNKNOWN_NON_VOICE_OPTION,
  UNKNOWN_SPECIALIZATION,
  UNKNOWN_VOICE_OPTION,
} from '../services/candidate-record';
import {
  candidateAt,
  form,
  type LEVELS,
  pdf,
  refusal,
  useOnboardingKit,
} from '../test-kits/onboarding-test-kit';
import { sqlBackends } from '../test-kits/test-backends';
import { fileOf, pdfOfSize, SAMPLE_FILES } from '../test-kits/upload-fixtures';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const PREFERENCE = '/candidates/onboarding/job_preference';
const FIVE_MB = 5 * 1024 * 1024;

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

describe.each(sqlBackends())('onboarding: preference, certificate, education ($name)', (backend) => {
  const kit = useOnboardingKit(backend);

  const candidateAtLevel = (level: keyof typeof LEVELS) => candidateAt(kit, level);
  const fileCount = async () => (await kit.deps.db.select({ id: files.id }).from(files)).length;

  describe('POST /candidates/onboarding/job_preference', () => {
    it('saves a voice preference (multipart) and replaces it on re-saving', async () => {
      const { userId, token } = await candidateAtLevel('experienced');
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
      const { userId, token } = await candidateAtLevel('managerial');
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
      const { token } = await candidateAtLevel('experienced');
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
        expect(await kit.postForm(PREFERENCE, form(fields), token), message).toEqual(refusal(message));
      }
      expect(await kit.deps.db.select().from(jobPreferences)).toHaveLength(0);
    });

    it('takes the certification as Other text in place of the type, and PDF/DOC/DOCX by content only', async () => {
      const { token } = await candidateAtLevel('experienced');
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
      ).toEqual(refusal(LOOKING_FOR_WRONG_FILE, 'file_type_not_allowed'));
      const big = fileOf(pdfOfSize(FIVE_MB + 1), 'big.pdf');
      expect(await kit.postForm(PREFERENCE, form({ ...certifiedNonVoice, certificate: big }), token)).toEqual(
        refusal(FILE_OVER_5MB, 'file_too_large', 413),
      );
    });

    it("takes a Fresher's JSON {process} and refuses the step on the Medical Coder path", async () => {
      const others = await candidateAtLevel('others');
      const saved = await kit.post(PREFERENCE, { process: 'nonvoice' }, { token: others.token });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const [row] = await kit.deps.db
        .select()
        .from(jobPreferences)
        .where(eq(jobPreferences.userId, others.userId));
      expect(row).toMatchObject({ process: 'nonvoice', preferences: '', ehrSystem: '' });
      expect(await kit.post(PREFERENCE, { process: 'both' }, { token: others.token })).toEqual(
        refusal(SELECT_PROCESS),
      );

      const coder = await candidateAtLevel('coder');
      expect(await kit.post(PREFERENCE, { process: 'voice' }, { token: coder.token })).toEqual(
        refusal(STEP_NOT_ON_PATH, 'onboarding_step_missing'),
      );
      const nobody = await kit.candidate();
      expect(await kit.post(PREFERENCE, { process: 'voice' }, { token: nobody.token })).toEqual(
        refusal(SAVE_LEVEL_FIRST, 'onboarding_step_missing'),
      );
    });
  });
});
