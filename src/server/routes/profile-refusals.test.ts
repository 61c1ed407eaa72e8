import {
  DATE_OF_BIRTH_FORMAT,
  DAYS_UP_TO_180,
  DOCUMENTS_ONLY,
  FILL_EMAIL,
  FILL_FIRST_NAME,
  FILL_PHONE,
  FROM_YEAR_4_DIGITS,
  MONTHS_UP_TO_12,
  NAME_LETTERS_ONLY,
  NAME_TOO_LONG,
  PHONE_EXACTLY_10,
  PICTURE_JPG_PNG,
  PICTURE_UNDER_2MB,
  PROFILE_PICTURE_MAX_BYTES,
  ROLE_TOO_LONG,
  SELECT_GENDER,
  TO_YEAR_4_DIGITS,
  VALID_EMAIL,
  YEARS_UP_TO_3_DIGITS,
} from '@contract/profile';
import { describe, expect, it, vi } from 'vitest';
import { FILE_INDEX_UNUSED } from '../services/candidate-record';
import { useOnboardingKit } from '../test-kits/onboarding-test-kit';
import {
  currentJob,
  DETAILS,
  defaultFiles,
  job,
  type Loose,
  newCandidate,
  ownedFileNames,
  type Parts,
  profileForm,
  profileParts,
  refused,
  school,
} from '../test-kits/profile-test-kit';
import { sqlBackends } from '../test-kits/test-backends';
import { fileOf, SAMPLE_FILES } from '../test-kits/upload-fixtures';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

/**
 * POST /candidates/profile_details refused: each field of §5 with its message, all or nothing,
 * never a 5xx, and no reach into another candidate's files.
 */
describe.each(sqlBackends())('profile: refusals ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  const filesOf = (userId: number) => ownedFileNames(kit, userId);

  describe('POST /candidates/profile_details', () => {
    it('refuses each field of §5 with its message', async () => {
      const me = await newCandidate(kit);
      const cases: [Parts, string][] = [
        [{ user_details: { first_name: '  ' } }, FILL_FIRST_NAME],
        [{ user_details: { first_name: 'Kavya2' } }, NAME_LETTERS_ONLY('First Name')],
        [{ user_details: { last_name: 'x'.repeat(36) } }, NAME_TOO_LONG('Last Name')],
        [{ user_details: { phone_no: '' } }, FILL_PHONE],
        [{ user_details: { phone_no: '98765' } }, PHONE_EXACTLY_10],
        [{ user_details: { phone_no: '98765abcde' } }, PHONE_EXACTLY_10],
        [{ user_details: { email: '' } }, FILL_EMAIL],
        [{ user_details: { email: 'kavya@' } }, VALID_EMAIL],
        [{ profile: { date_of_birth: '14/05/1996' } }, DATE_OF_BIRTH_FORMAT],
        [{ profile: { date_of_birth: '2031-01-01' } }, 'Date input not valid.'],
        [{ profile: { date_of_birth: '2015-01-01' } }, 'You must be at least 18 years old.'],
        [{ profile: { gender: '' } }, SELECT_GENDER],
        [{ experience: { experience_years: 1000 } }, YEARS_UP_TO_3_DIGITS],
        [{ experience: { experience_months: 13 } }, MONTHS_UP_TO_12],
        [{ employment: [job({ from_years: 219 })] }, FROM_YEAR_4_DIGITS],
        [{ employment: [job({ to_years: '20221' })] }, TO_YEAR_4_DIGITS],
        [{ employment: [job({ to_years: 0, to_months: 0 })] }, TO_YEAR_4_DIGITS],
        [{ employment: [{ ...currentJob, available_day: 181 }] }, DAYS_UP_TO_180],
        [{ employment: [job({ role: 'r'.repeat(256) })] }, ROLE_TOO_LONG],
        [
          { employment: [job({ company_name: 'Nowhere Ltd' })] },
          'Please choose a company from the list, or Other with its name',
        ],
        [{ employment: [] }, 'Please add at least one company'],
        [{ profile: { linkedin_url: 'https://example.com/x' } }, 'Please enter a valid LinkedIn URL.'],
        [
          { profile: { preference: { preferred_location: ['Atlantis'] } } },
          'Please choose cities from the list',
        ],
      ];
      for (const [over, message] of cases) {
        const parts = profileParts(me, over);
        const answer = await kit.postForm(DETAILS, profileForm(parts, defaultFiles()), me.token);
        expect(answer.body.message, JSON.stringify(over)).toBe(message);
        expect(answer.status).toBe(400);
      }
      // files, by content
      const files = defaultFiles();
      const wrongDoc = await kit.postForm(
        DETAILS,
        profileForm(profileParts(me), { ...files, resume: fileOf(SAMPLE_FILES.text(), 'cv.pdf') }),
        me.token,
      );
      refused(wrongDoc, 400, DOCUMENTS_ONLY, 'file_type_not_allowed');
      const pictureAsPdf = await kit.postForm(
        DETAILS,
        profileForm(profileParts(me), { ...files, profile_picture: fileOf(SAMPLE_FILES.pdf(), 'me.png') }),
        me.token,
      );
      refused(pictureAsPdf, 400, PICTURE_JPG_PNG, 'file_type_not_allowed');
      const bigPicture = new Uint8Array(PROFILE_PICTURE_MAX_BYTES);
      bigPicture.set(SAMPLE_FILES.png());
      const tooBig = await kit.postForm(
        DETAILS,
        profileForm(profileParts(me), { ...files, profile_picture: fileOf(bigPicture, 'me.png') }),
        me.token,
      );
      refused(tooBig, 413, PICTURE_UNDER_2MB, 'file_too_large');
      const unnamed = await kit.postForm(
        DETAILS,
        profileForm(profileParts(me, { education: [school()] }), files),
        me.token,
      );
      refused(unnamed, 400, FILE_INDEX_UNUSED);
      // nothing of the refused saves was written
      expect((await kit.get(DETAILS, { token: me.token })).body.result).toMatchObject({
        experience: null,
        profile: null,
      });
      expect(await filesOf(me.userId)).toEqual([]);
    });

    it('writes all or nothing: a refusal late in the save leaves the earlier parts as they were', async () => {
      const me = await newCandidate(kit);
      expect(
        (await kit.postForm(DETAILS, profileForm(profileParts(me), defaultFiles()), me.token)).status,
      ).toBe(200);
      const before = (await kit.get(DETAILS, { token: me.token })).body;
      const filesBefore = await filesOf(me.userId);
      // names and employments are fine, the education (written after them) names an unknown school
      const bad = profileParts(me, {
        user_details: { first_name: 'Changed' },
        employment: [currentJob],
        education: [school({ institution: 'Hogwarts' })],
      });
      const answer = await kit.postForm(
        DETAILS,
        profileForm(bad, { resume: fileOf(SAMPLE_FILES.pdf(), 'x.pdf') }),
        me.token,
      );
      expect(answer.status).toBe(400);
      expect((await kit.get(DETAILS, { token: me.token })).body).toEqual(before);
      expect(await filesOf(me.userId)).toEqual(filesBefore);
    });

    it('never answers 5xx on bad input', async () => {
      const me = await newCandidate(kit);
      const good = profileParts(me);
      const raw = (over: Record<string, string>) => {
        const data = new FormData();
        for (const [name, value] of Object.entries({
          ...Object.fromEntries(Object.entries(good).map(([k, v]) => [k, JSON.stringify(v)])),
          ...over,
        })) {
          data.append(name, value);
        }
        return data;
      };
      let deep = '"x"';
      for (let i = 0; i < 5000; i++) deep = `[${deep}]`;
      const bodies: FormData[] = [
        raw({ user_details: '{"first_name": "Kavya", ' }),
        raw({ user_details: '5' }),
        raw({ user_details: 'null' }),
        raw({ user_details: '[]' }),
        raw({ employment: '{"a":1}' }),
        raw({ employment: deep }),
        raw({ education: JSON.stringify([{ ...school(), other_institution: 'a\u0000b' }]) }),
        raw({ employment: JSON.stringify([job({ other_company: 'x\u0000', company_name: 'Other' })]) }),
        raw({ user_details: 'a\u0000' }),
        raw({ profile: JSON.stringify({ gender: 'Female', date_of_birth: '1996-02-30' }) }),
        raw({ experience: JSON.stringify({ experience_level: 'experienced', experience_years: 1e308 }) }),
        raw({ user_details: JSON.stringify({ ...good.user_details, first_name: 'K'.repeat(3_000_000) }) }),
        raw({ education: JSON.stringify([school({ file_index: 7 })]) }),
        raw({ education: JSON.stringify([school({ education_id: 2147483648, keep_file: 1 })]) }),
      ];
      for (const body of bodies) {
        const answer = await kit.postForm(DETAILS, body, me.token);
        expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(answer.body.success).toBe(false);
      }
      // a JSON body (no files) is read too
      const json = await kit.post(
        DETAILS,
        { ...good, user_details: { ...good.user_details, phone_no: 98765 } },
        { token: me.token },
      );
      expect(json.body.message).toBe(PHONE_EXACTLY_10);
    });

    it("cannot reach another candidate's files through education_id", async () => {
      const other = await newCandidate(kit);
      expect(
        (await kit.postForm(DETAILS, profileForm(profileParts(other), defaultFiles()), other.token)).status,
      ).toBe(200);
      const theirs = (await kit.get(DETAILS, { token: other.token })).body.result as Loose;
      const me = await newCandidate(kit);
      const parts = profileParts(me, {
        education: [{ ...school(), education_id: theirs.education[0].education_id, keep_file: 1 }],
      });
      const answer = await kit.postForm(
        DETAILS,
        profileForm(parts, {
          resume: fileOf(SAMPLE_FILES.pdf(), 'a.pdf'),
          certificate_file: fileOf(SAMPLE_FILES.pdf(), 'c.pdf'),
        }),
        me.token,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const mine = (await kit.get(DETAILS, { token: me.token })).body.result as Loose;
      expect(mine.education[0].files).toEqual([]);
      // theirs is untouched
      expect((await kit.get(DETAILS, { token: other.token })).body.result).toEqual(theirs);
    });
  });
});
