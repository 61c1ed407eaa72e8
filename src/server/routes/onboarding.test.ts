import {
  ONE_CURRENT_ONLY,
  SPECIFY_COMPANY,
  TO_MONTH_BEFORE_FROM,
  TO_YEAR_BEFORE_FROM,
  TO_YEAR_IN_FUTURE,
} from '@contract/candidate-record/employment';
import {
  EXPERIENCE_ID_MISSING,
  EXPERIENCE_NOT_ZERO,
  FILL_ROLE_DESCRIPTION,
  SELECT_EXPERIENCE_LEVEL,
  SELECT_FRESHER_TYPE,
} from '@contract/candidate-record/experience';
import { currentEmployment, pastEmployment } from '@contract/test-kits/employment-test-kit';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { employments, experiences, files } from '../db/schema';
import {
  EMPLOYMENT_NEEDS_EXPERIENCE,
  FROM_YEAR_IN_FUTURE,
  SAVE_LEVEL_FIRST,
  UNKNOWN_COMPANY,
} from '../services/candidate-record';
import { databaseFileStore } from '../services/file-store';
import { createSession } from '../services/sessions';
import { useOnboardingKit } from '../test-kits/onboarding-test-kit';
import { testBackends } from '../test-kits/test-backends';
import { SAMPLE_FILES } from '../test-kits/upload-fixtures';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const EXPERIENCE = '/candidates/onboarding/experience';
const EMPLOYMENT = '/candidates/onboarding/employment';

const experienced = {
  experience_level: 'experienced',
  experience_years: 3,
  experience_months: 4,
  current_location: 'India',
  certificate_type: '',
};

const pastJob = pastEmployment();
const currentJob = currentEmployment();

describe.each(testBackends())('onboarding: experience and employment ($name)', (backend) => {
  const kit = useOnboardingKit(backend);

  const refused = (status: number, message: string, code = 'validation_failed') => ({
    status,
    body: { success: false, message, code },
  });

  describe('POST /candidates/onboarding/experience', () => {
    it('saves the level and answers its experience_id; re-saving keeps one row and the same id', async () => {
      const { userId, token } = await kit.candidate();
      const first = await kit.post(EXPERIENCE, experienced, { token });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const id = first.body.result?.experience_id;
      expect(typeof id).toBe('number');
      const again = await kit.post(EXPERIENCE, { ...experienced, experience_years: 5 }, { token });
      expect(again.body.result?.experience_id).toBe(id);
      const rows = await kit.deps.db.select().from(experiences).where(eq(experiences.userId, userId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ level: 'experienced', years: 5, months: 4, location: 'India' });
    });

    it('saves a Fresher with their type and 0 experience', async () => {
      const { userId, token } = await kit.candidate();
      const answer = await kit.post(
        EXPERIENCE,
        {
          experience_level: 'freshers',
          experience_years: 0,
          experience_months: 0,
          certificate_type: 'medical_coder',
        },
        { token },
      );
      expect(answer.status).toBe(200);
      const [row] = await kit.deps.db.select().from(experiences).where(eq(experiences.userId, userId));
      expect(row).toMatchObject({ level: 'freshers', certificateType: 'medical_coder', location: 'India' });
    });

    it('refuses bad levels with the spec messages', async () => {
      const { token } = await kit.candidate();
      const cases: [Record<string, unknown>, string][] = [
        [{ ...experienced, experience_level: 'guru' }, SELECT_EXPERIENCE_LEVEL],
        [{ experience_level: 'freshers', experience_years: 0, experience_months: 0 }, SELECT_FRESHER_TYPE],
        [{ ...experienced, experience_years: 0, experience_months: 0 }, EXPERIENCE_NOT_ZERO],
        [{ ...experienced, experience_months: 13 }, 'experience_months must be at most 12'],
        [{ ...experienced, experience_years: 100 }, 'experience_years must be at most 99'],
        [{ ...experienced, experience_years: 'three' }, 'experience_years must be a whole number'],
        [{ ...experienced, current_location: 'Mars' }, "current_location must be 'India'"],
        [{ experience_level: 'experienced', experience_months: 1 }, 'experience_years is required'],
      ];
      for (const [body, message] of cases) {
        expect(await kit.post(EXPERIENCE, body, { token })).toEqual(refused(400, message));
      }
    });

    it("saves the managerial role on the caller's own managerial experience, and replaces it", async () => {
      const { userId, token } = await kit.candidate();
      const level = await kit.post(EXPERIENCE, { ...experienced, experience_level: 'managerial' }, { token });
      const experience_id = level.body.result?.experience_id;
      const role = await kit.post(
        EXPERIENCE,
        { experience_id, role: 'Other', other_role: ' Floor head ' },
        { token },
      );
      expect(role).toEqual({ status: 200, body: { success: true, message: 'Role saved successfully' } });
      await kit.post(EXPERIENCE, { experience_id, role: 'Manager', other_role: 'ignored' }, { token });
      const rows = await kit.deps.db.select().from(experiences).where(eq(experiences.userId, userId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ role: 'Manager', otherRole: '' });
      // re-saving the managerial level keeps the role; another level clears it
      await kit.post(
        EXPERIENCE,
        { ...experienced, experience_level: 'managerial', experience_years: 9 },
        { token },
      );
      expect((await kit.deps.db.select().from(experiences))[0]).toMatchObject({ role: 'Manager', years: 9 });
      await kit.post(EXPERIENCE, experienced, { token });
      expect((await kit.deps.db.select().from(experiences))[0]).toMatchObject({
        role: '',
        level: 'experienced',
      });
    });

    it("refuses a role without the caller's managerial experience id", async () => {
      const owner = await kit.candidate();
      const other = await kit.candidate();
      const level = await kit.post(EXPERIENCE, { ...experienced, experience_level: 'managerial' }, owner);
      const experience_id = Number(level.body.result?.experience_id);
      const missing = refused(400, EXPERIENCE_ID_MISSING, 'onboarding_step_missing');
      // someone else's id, an id that does not exist, a non-managerial level
      expect(await kit.post(EXPERIENCE, { experience_id, role: 'Manager' }, other)).toEqual(missing);
      expect(
        await kit.post(EXPERIENCE, { experience_id: experience_id + 99, role: 'Manager' }, owner),
      ).toEqual(missing);
      const mine = await kit.post(EXPERIENCE, experienced, other);
      expect(
        await kit.post(
          EXPERIENCE,
          { experience_id: mine.body.result?.experience_id, role: 'Manager' },
          other,
        ),
      ).toEqual(missing);
      // bad role payloads
      expect(await kit.post(EXPERIENCE, { experience_id, role: 'Other', other_role: ' ' }, owner)).toEqual(
        refused(400, FILL_ROLE_DESCRIPTION),
      );
      expect(await kit.post(EXPERIENCE, { experience_id, role: 'Boss' }, owner)).toEqual(
        refused(400, 'Please select a role'),
      );
      expect(
        await kit.post(EXPERIENCE, { experience_id, role: 'Other', other_role: 'x'.repeat(256) }, owner),
      ).toEqual(refused(400, 'other_role must be at most 255 characters'));
    });
  });

  describe('POST /candidates/onboarding/employment', () => {
    async function experiencedCandidate() {
      const candidate = await kit.candidate();
      await kit.post(EXPERIENCE, experienced, candidate);
      return candidate;
    }

    it('saves the entries in order and replaces them on re-saving', async () => {
      const { userId, token } = await experiencedCandidate();
      const saved = await kit.post(EMPLOYMENT, [pastJob, currentJob], { token });
      expect(saved).toEqual({
        status: 200,
        body: { success: true, message: 'Employment details saved successfully' },
      });
      const rows = await kit.deps.db
        .select()
        .from(employments)
        .where(eq(employments.userId, userId))
        .orderBy(employments.position);
      expect(rows.map((row) => [row.companyName, row.otherCompany, row.workingStatus])).toEqual([
        ['R1 RCM', '', 0],
        ['Other', 'Sunrise Billing', 1],
      ]);
      expect(rows[1]).toMatchObject({
        minCtc: '2,00,000-3,00,000',
        availableType: 'notice_period',
        availableDay: 60,
      });
      await kit.post(EMPLOYMENT, [{ ...pastJob, role: 'Senior AR Caller' }], { token });
      const after = await kit.deps.db.select().from(employments).where(eq(employments.userId, userId));
      expect(after).toHaveLength(1);
      expect(after[0].role).toBe('Senior AR Caller');
    });

    it('checks the date order against the clock year', async () => {
      const { userId, token } = await experiencedCandidate();
      const cases: [Record<string, unknown>, string][] = [
        [{ ...pastJob, to_years: 2019 }, TO_YEAR_BEFORE_FROM],
        [{ ...pastJob, to_years: 2020, to_months: 2 }, TO_MONTH_BEFORE_FROM],
        [{ ...pastJob, to_years: 2027 }, TO_YEAR_IN_FUTURE],
        [{ ...currentJob, from_years: 2027 }, FROM_YEAR_IN_FUTURE],
      ];
      for (const [entry, message] of cases) {
        expect(await kit.post(EMPLOYMENT, [entry], { token })).toEqual(refused(400, message));
      }
      // the clock's year (2026), not the seed's 2025
      expect((await kit.post(EMPLOYMENT, [{ ...pastJob, to_years: 2026 }], { token })).status).toBe(200);
      kit.advance(366 * 24 * 3600 * 1000);
      const later = await createSession(kit.deps, userId);
      expect((await kit.post(EMPLOYMENT, [{ ...pastJob, to_years: 2027 }], { token: later })).status).toBe(
        200,
      );
    });

    it('refuses unknown companies, Other without a name, two current entries and bad fields', async () => {
      const { token } = await experiencedCandidate();
      const cases: [unknown, string][] = [
        [[{ ...pastJob, company_name: 'Nowhere Inc' }], UNKNOWN_COMPANY],
        [[{ ...pastJob, company_name: 'Other', other_company: '' }], SPECIFY_COMPANY],
        [[currentJob, { ...currentJob, company_name: 'R1 RCM' }], ONE_CURRENT_ONLY],
        [[{ ...pastJob, role: '' }], 'Role is required'],
        [[{ ...pastJob, role: 'r'.repeat(256) }], 'role must be at most 255 characters'],
        [[{ ...pastJob, from_months: 13 }], 'from_months must be at most 12'],
        [[{ ...currentJob, available_day: 181 }], 'available_day must be at most 180'],
        [[{ ...currentJob, min_ctc: '' }], 'Current CTC is required'],
        [[], 'Add at least one employment'],
        [{ company_name: 'R1 RCM' }, 'The employment list must be an array'],
        [Array.from({ length: 21 }, () => pastJob), 'At most 20 employments'],
      ];
      for (const [body, message] of cases) {
        expect(await kit.post(EMPLOYMENT, body, { token })).toEqual(refused(400, message));
      }
      expect(await kit.deps.db.select().from(employments)).toHaveLength(0);
    });

    it('needs an Experienced or Managerial level saved first', async () => {
      const { token } = await kit.candidate();
      expect(await kit.post(EMPLOYMENT, [pastJob], { token })).toEqual(
        refused(400, SAVE_LEVEL_FIRST, 'onboarding_step_missing'),
      );
      await kit.post(
        EXPERIENCE,
        {
          experience_level: 'freshers',
          experience_years: 0,
          experience_months: 0,
          certificate_type: 'others',
        },
        { token },
      );
      expect(await kit.post(EMPLOYMENT, [pastJob], { token })).toEqual(
        refused(400, EMPLOYMENT_NEEDS_EXPERIENCE, 'onboarding_step_missing'),
      );
    });

    it('answers two saves at once without an error, keeping one of them whole', async () => {
      const { userId, token } = await experiencedCandidate();
      const answers = await Promise.all([
        kit.post(EMPLOYMENT, [pastJob, currentJob], { token }),
        kit.post(EMPLOYMENT, [{ ...pastJob, role: 'Second' }], { token }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const rows = await kit.deps.db.select().from(employments).where(eq(employments.userId, userId));
      expect([1, 2]).toContain(rows.length);
    });

    it('writes nothing when one entry of several is bad', async () => {
      const { userId, token } = await experiencedCandidate();
      await kit.post(EMPLOYMENT, [pastJob], { token });
      const bad = await kit.post(EMPLOYMENT, [currentJob, { ...pastJob, company_name: 'Nowhere' }], {
        token,
      });
      expect(bad.status).toBe(400);
      const rows = await kit.deps.db.select().from(employments).where(eq(employments.userId, userId));
      expect(rows.map((row) => row.companyName)).toEqual(['R1 RCM']);
    });
  });

  describe('GET /candidates/files/:fileId', () => {
    it('answers the bytes with their type and name to the owner only', async () => {
      const owner = await kit.candidate();
      const other = await kit.candidate();
      const bytes = SAMPLE_FILES.pdf();
      const id = await databaseFileStore.put(kit.deps.db, owner.userId, {
        name: 'Résumé 2026.pdf',
        kind: 'pdf',
        bytes,
        size: bytes.length,
      });
      const [row] = await kit.deps.db.select().from(files).where(eq(files.id, id));
      expect(row.storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      expect(row.originalName).toBe('Résumé 2026.pdf');

      const mine = await kit.getRaw(`/candidates/files/${id}`, owner.token);
      expect(mine.status).toBe(200);
      expect(mine.headers.get('content-type')).toBe('application/pdf');
      expect(mine.headers.get('content-disposition')).toBe(
        `inline; filename="R_sum_ 2026.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%202026.pdf`,
      );
      expect(new Uint8Array(await mine.arrayBuffer())).toEqual(bytes);
      // the one way stored files are served (issue 35): never in a shared cache, never sniffed
      expect(mine.headers.get('cache-control')).toBe('private');
      expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
      const odd = await databaseFileStore.put(kit.deps.db, owner.userId, {
        name: '../"cv"\r\n.html',
        kind: 'pdf',
        bytes,
        size: bytes.length,
      });
      expect(
        (await kit.getRaw(`/candidates/files/${odd}`, owner.token)).headers.get('content-disposition'),
      ).toBe(`inline; filename="_cv___.html.pdf"; filename*=UTF-8''_cv___.html.pdf`);

      for (const path of [
        `/candidates/files/${id}`,
        `/candidates/files/${id + 1}`,
        '/candidates/files/abc',
      ]) {
        const theirs = await kit.getRaw(path, other.token);
        expect(theirs.status).toBe(404);
        expect(await theirs.json()).toEqual({ success: false, message: 'File not found', code: 'not_found' });
      }
      expect((await kit.getRaw(`/candidates/files/${id}`)).status).toBe(401);
      expect((await kit.getRaw(`/candidates/files/${id}`, 'not-a-token')).status).toBe(403);
    });
  });
});
