import {
  PICTURE_JPG_PNG,
  PICTURE_MISSING,
  PICTURE_REMOVED,
  PICTURE_UNDER_2MB,
  PICTURE_UPDATED,
  PROFILE_PICTURE_MAX_BYTES,
} from '@contract/profile';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { files, users } from '../db/schema';
import { SAVE_PROFILE_FIRST } from '../services/candidate-record';
import { createSession } from '../services/sessions';
import { form, useOnboardingKit } from '../test-kits/onboarding-test-kit';
import {
  DETAILS,
  defaultFiles,
  type Loose,
  newCandidate,
  ownedFileNames,
  PICTURE,
  profileForm,
  profileParts,
  refused,
} from '../test-kits/profile-test-kit';
import { sqlBackends } from '../test-kits/test-backends';
import { fileOf, SAMPLE_FILES } from '../test-kits/upload-fixtures';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

/** POST /candidates/profile_picture and the photo on the dashboard and profile. */
describe.each(sqlBackends())('profile: picture ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  const filesOf = (userId: number) => ownedFileNames(kit, userId);

  describe('POST /candidates/profile_picture', () => {
    const picture = (token: string, parts: Record<string, string | Blob>) =>
      kit.postForm(PICTURE, form(parts), token);

    it('stores a JPG or PNG (by content, under 2MB); the dashboard and profile follow; remove deletes it', async () => {
      const me = await newCandidate(kit);
      refused(
        await picture(me.token, { profile_picture: fileOf(SAMPLE_FILES.png(), 'me.png') }),
        400,
        SAVE_PROFILE_FIRST,
        'onboarding_step_missing',
      );
      const plain = profileParts(me, { education: [] });
      const files = {
        resume: fileOf(SAMPLE_FILES.pdf(), 'a.pdf'),
        certificate_file: fileOf(SAMPLE_FILES.pdf(), 'c.pdf'),
      };
      expect((await kit.postForm(DETAILS, profileForm(plain, files), me.token)).status).toBe(200);
      refused(await picture(me.token, {}), 400, PICTURE_MISSING);
      refused(
        await picture(me.token, { profile_picture: fileOf(SAMPLE_FILES.pdf(), 'me.jpg') }),
        400,
        PICTURE_JPG_PNG,
        'file_type_not_allowed',
      );
      const twoMb = new Uint8Array(PROFILE_PICTURE_MAX_BYTES);
      twoMb.set(SAMPLE_FILES.jpeg());
      refused(
        await picture(me.token, { profile_picture: fileOf(twoMb, 'big.jpg') }),
        413,
        PICTURE_UNDER_2MB,
        'file_too_large',
      );

      // a JPEG named .png is a JPEG
      const first = await picture(me.token, { profile_picture: fileOf(SAMPLE_FILES.jpeg(), 'me.png') });
      expect(first.status).toBe(200);
      expect(first.body.message).toBe(PICTURE_UPDATED);
      const path = String((first.body.result as Record<string, unknown>).profile_picture);
      expect(path).toMatch(/^\/api\/profile-pictures\/[0-9a-f-]{36}\.jpg$/);
      const dashboard = await kit.get('/candidates/dashboard', { token: me.token });
      expect((dashboard.body.result as Loose).user_details.profile_picture).toBe(path);
      expect(
        ((await kit.get(DETAILS, { token: me.token })).body.result as Loose).profile.profile_picture,
      ).toBe(path);
      const loaded = await kit.app.request(path);
      expect(loaded.status).toBe(200);
      expect(loaded.headers.get('content-type')).toBe('image/jpeg');
      expect(new Uint8Array(await loaded.arrayBuffer())).toEqual(SAMPLE_FILES.jpeg());

      // a new one replaces it: the old path is dead and its file gone
      const second = await picture(me.token, { profile_picture: fileOf(SAMPLE_FILES.png(), 'new.png') });
      const newPath = String((second.body.result as Record<string, unknown>).profile_picture);
      expect(newPath).not.toBe(path);
      expect((await kit.app.request(path)).status).toBe(404);
      expect((await kit.app.request(newPath)).status).toBe(200);
      expect((await filesOf(me.userId)).filter((name) => /\.(png|jpg)$/.test(name))).toEqual(['new.png']);

      const removed = await picture(me.token, { remove: '1' });
      expect(removed).toEqual({
        status: 200,
        body: { success: true, message: PICTURE_REMOVED, result: { profile_picture: null } },
      });
      expect((await kit.app.request(newPath)).status).toBe(404);
      expect(
        ((await kit.get('/candidates/dashboard', { token: me.token })).body.result as Loose).user_details
          .profile_picture,
      ).toBeNull();
      expect((await filesOf(me.userId)).filter((name) => /\.(png|jpg)$/.test(name))).toEqual([]);
      // unknown or malformed names
      expect((await kit.app.request('/api/profile-pictures/..%2F..%2Fetc.png')).status).toBe(404);
      expect(
        (await kit.app.request('/api/profile-pictures/00000000-0000-0000-0000-000000000000.png')).status,
      ).toBe(404);
    });

    it("gives the onboarding overview's photo its path too, and the profile shows the onboarding's parts", async () => {
      const me = await newCandidate(kit);
      const level = {
        experience_level: 'freshers',
        experience_years: 0,
        experience_months: 0,
        certificate_type: 'others',
      };
      expect((await kit.post('/candidates/onboarding/experience', level, { token: me.token })).status).toBe(
        200,
      );
      expect(
        (await kit.post('/candidates/onboarding/job_preference', { process: 'voice' }, { token: me.token }))
          .status,
      ).toBe(200);
      const education = form({
        education_level_id: '3',
        field_of_study: 'Diploma',
        education: 'B.Pharm',
        institution: 'Madras Medical College',
        end_year: '2019',
        files: fileOf(SAMPLE_FILES.pdf(), 'diploma.pdf'),
      });
      expect((await kit.postForm('/candidates/onboarding/education', education, me.token)).status).toBe(200);
      const overview = form({
        preference: JSON.stringify({
          preferred_location: ['Pune'],
          current_work_location: 'Pune',
          open_to_work: 'Remote',
          willing_to_relocate: 0,
          willing_for_night_shift: 1,
        }),
        gender: 'Female',
        date_of_birth: '1999-09-09',
        terms_accepted: '1',
        profile_picture: fileOf(SAMPLE_FILES.jpeg(), 'onboarding.jpg'),
      });
      expect((await kit.postForm('/candidates/onboarding/profile', overview, me.token)).status).toBe(200);
      const dashboard = (await kit.get('/candidates/dashboard', { token: me.token })).body.result as Loose;
      const path = dashboard.user_details.profile_picture;
      expect(path).toMatch(/^\/api\/profile-pictures\/[0-9a-f-]{36}\.jpg$/);
      expect((await kit.app.request(path)).status).toBe(200);
      const result = (await kit.get(DETAILS, { token: me.token })).body.result as Loose;
      expect(result).toMatchObject({
        experience: { experience_level: 'freshers', certificate_type: 'others' },
        job_preference: { process: 'voice', certificate: null, certificate_files: [] },
        employment: [],
        education: [
          {
            education: 'B.Pharm',
            field_of_study: 'Diploma',
            end_year: 2019,
            files: [{ file_name: 'diploma.pdf' }],
          },
        ],
        profile: {
          gender: 'Female',
          date_of_birth: '1999-09-09',
          profile_picture: path,
          preference: { willing_for_night_shift: 1 },
        },
      });
    });

    it("touches the caller's photo only", async () => {
      const other = await newCandidate(kit);
      expect(
        (await kit.postForm(DETAILS, profileForm(profileParts(other), defaultFiles()), other.token)).status,
      ).toBe(200);
      const [before] = await kit.deps.db.select().from(users).where(eq(users.id, other.userId));
      const me = await newCandidate(kit);
      await createSession(kit.deps, me.userId);
      await picture(me.token, { remove: 'true' });
      const [after] = await kit.deps.db.select().from(users).where(eq(users.id, other.userId));
      expect(after.profilePicture).toBe(before.profilePicture);
      expect((await kit.app.request(String(before.profilePicture))).status).toBe(200);
      const ids = (
        await kit.deps.db.select({ id: files.id }).from(files).where(eq(files.ownerId, other.userId))
      ).map((f) => f.id);
      expect(
        await kit.deps.db.select({ id: files.id }).from(files).where(inArray(files.id, ids)),
      ).toHaveLength(4);
    });
  });
});
