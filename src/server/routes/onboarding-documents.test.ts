import {
  CERTIFICATE_TOO_LARGE,
  CERTIFICATE_WRONG_FILE,
  ENTER_CERTIFICATE_TYPE,
  ENTER_INSTITUTE,
  SELECT_INSTITUTE,
  UPLOAD_CERTIFICATE,
} from '@contract/candidate-record/certificate';
import {
  EDUCATION_WRONG_FILE,
  HIGHEST_EDUCATION_REQUIRED,
  SPECIFY_EDUCATION,
  SPECIFY_INSTITUTION,
  yearRangeMessage,
} from '@contract/candidate-record/education';
import { FILE_OVER_5MB } from '@contract/files';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { educations, files, fresherCertificates } from '../db/schema';
import {
  SAVE_LEVEL_FIRST,
  STEP_NOT_ON_PATH,
  UNKNOWN_CERTIFICATE_TYPE,
  UNKNOWN_EDUCATION,
  UNKNOWN_INSTITUTE,
  UNKNOWN_INSTITUTION,
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

const CERTIFICATES = '/candidates/onboarding/certificates';
const EDUCATION = '/candidates/onboarding/education';
const FIVE_MB = 5 * 1024 * 1024;

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

describe.each(sqlBackends())('onboarding: certificate and education ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  const candidateAtLevel = (level: keyof typeof LEVELS) => candidateAt(kit, level);
  const fileCount = async () => (await kit.deps.db.select({ id: files.id }).from(files)).length;

  describe('POST /candidates/onboarding/certificates', () => {
    it('saves the certificate with its file, keeps it with doc_changed 0, replaces it with a new one', async () => {
      const { userId, token } = await candidateAtLevel('coder');
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
      const { token } = await candidateAtLevel('coder');
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
          refusal(message, code, status),
        );
      }
      expect(await fileCount()).toBe(0);
      const experienced = await candidateAtLevel('experienced');
      expect(
        await kit.postForm(CERTIFICATES, form({ ...certificate, certificate: pdf() }), experienced.token),
      ).toEqual(refusal(STEP_NOT_ON_PATH, 'onboarding_step_missing'));
      expect(await fileCount()).toBe(0);
    });
  });

  describe('POST /candidates/onboarding/education', () => {
    it('saves the education, optional file kept with keep_files 1 and dropped without it', async () => {
      const { userId, token } = await candidateAtLevel('others');
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
      const { token } = await candidateAtLevel('experienced');
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
          refusal(message, code, status),
        );
      }
      expect(await kit.deps.db.select().from(educations)).toHaveLength(0);
      const nobody = await kit.candidate();
      expect(await kit.postForm(EDUCATION, form(education), nobody.token)).toEqual(
        refusal(SAVE_LEVEL_FIRST, 'onboarding_step_missing'),
      );
    });

    it('answers 401 without a token and 403 with a bad one', async () => {
      expect((await kit.postForm(EDUCATION, form(education))).status).toBe(401);
      expect((await kit.postForm(EDUCATION, form(education), 'bad')).status).toBe(403);
    });
  });
});
