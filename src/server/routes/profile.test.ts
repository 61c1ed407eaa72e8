import { API_PREFIX } from '@contract/endpoint';
import { PROFILE_UPDATED } from '@contract/profile';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { educations, employments } from '../db/schema';
import { useOnboardingKit } from '../test-kits/onboarding-test-kit';
import {
  currentJob,
  DETAILS,
  defaultFiles,
  job,
  type Loose,
  newCandidate,
  ownedFileNames,
  profileForm,
  profileParts,
  refused,
  school,
} from '../test-kits/profile-test-kit';
import { sqlBackends } from '../test-kits/test-backends';
import { fileOf, SAMPLE_FILES } from '../test-kits/upload-fixtures';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

/**
 * GET and POST /candidates/profile_details: the round trip, the lists replaced, a Fresher's and a
 * Medical Coder's paths (the refusals: profile-refusals.test.ts).
 */
describe.each(sqlBackends())('profile: details ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  const filesOf = (userId: number) => ownedFileNames(kit, userId);

  describe('GET /candidates/profile_details', () => {
    it('answers a candidate who has not onboarded with empty parts', async () => {
      const me = await newCandidate(kit);
      const answer = await kit.get(DETAILS, { token: me.token });
      expect(answer.status).toBe(200);
      const result = answer.body.result as Record<string, unknown>;
      expect(result).toMatchObject({
        user_details: {
          user_id: me.userId,
          first_name: 'Test',
          last_name: 'Candidate',
          email: me.email,
          phone_no: me.phone,
          employment_list: [],
          profile_picture: null,
        },
        profile: null,
        experience: null,
        fresher_certificate: null,
        job_preference: null,
        employment: [],
        education: [],
      });
    });

    it('answers 401 without a token and 403 with a dead one', async () => {
      refused(await kit.get(DETAILS), 401, 'Authentication required', 'unauthenticated');
      refused(await kit.get(DETAILS, { token: 'nope' }), 403, 'Invalid session', 'invalid_session');
    });
  });

  describe('POST /candidates/profile_details', () => {
    it('saves every part, and GET answers what was saved (round trip)', async () => {
      const me = await newCandidate(kit);
      const parts = profileParts(me, {
        education: [
          school({ file_index: 0 }),
          school({ education: 'Other', other_education: 'M.Sc Genetics', start_year: '', end_year: '2020' }),
        ],
      });
      const saved = await kit.postForm(DETAILS, profileForm(parts, defaultFiles()), me.token);
      expect(saved).toEqual({ status: 200, body: { success: true, message: PROFILE_UPDATED } });

      const answer = await kit.get(DETAILS, { token: me.token });
      const result = answer.body.result as Loose;
      expect(result.user_details).toMatchObject({ first_name: 'Kavya', last_name: 'Iyer', email: me.email });
      expect(result.user_details.profile_picture).toMatch(/^\/api\/profile-pictures\/[0-9a-f-]{36}\.png$/);
      expect(result.profile).toMatchObject({
        gender: 'Female',
        date_of_birth: '1996-05-14',
        linkedin_url: 'https://www.linkedin.com/in/kavya',
        profile_picture: result.user_details.profile_picture,
        resume_file: { file_name: 'kavya-cv.pdf' },
        preference: {
          preferred_location: ['Pune', 'Chennai'],
          current_work_location: 'Pune',
          open_to_work: 'Remote, Hybrid',
          willing_to_relocate: 1,
          willing_for_night_shift: 0,
        },
      });
      expect(result.profile.resume_url).toBe(`/api/candidates/files/${result.profile.resume_file.file_id}`);
      expect(result.experience).toMatchObject({
        experience_level: 'experienced',
        experience_years: 5,
        experience_months: 2,
      });
      expect(result.job_preference).toMatchObject({
        process: 'nonvoice',
        preferences: 'Coding',
        certified: 1,
        ehr_system: 'Epic',
        ehr_specializations: 'Cardiology',
        certificate: { certificate_type: 'CPC' },
        certificate_files: [{ file_name: 'cpc.docx' }],
        current_work_location: 'Pune',
      });
      const employmentSent = parts.employment as Record<string, unknown>[];
      expect(result.employment.map(({ employment_id, ...rest }: Record<string, unknown>) => rest)).toEqual(
        employmentSent,
      );
      expect(result.user_details.employment_list).toEqual(result.employment);
      expect(result.education).toHaveLength(2);
      expect(result.education[0]).toMatchObject({ ...school(), files: [{ file_name: 'degree.pdf' }] });
      expect(result.education[1]).toMatchObject({
        education: 'Other',
        other_education: 'M.Sc Genetics',
        start_year: null,
        end_year: 2020,
        files: [],
      });
      // the owner can load the resume; the photo loads without a token
      const resume = await kit.getRaw(result.profile.resume_url.slice(API_PREFIX.length), me.token);
      expect(resume.status).toBe(200);
      const photo = await kit.app.request(result.user_details.profile_picture);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/png');

      // saving what GET answered changes nothing (files kept by their flags)
      const again = profileParts(me, {
        profile: { resume_changed: 0 },
        education: result.education.map((e: Record<string, unknown>) => ({ ...e, keep_file: 1 })),
        job_preference: { keep_certificate: 1 },
      });
      expect((await kit.postForm(DETAILS, profileForm(again), me.token)).status).toBe(200);
      const reread = (await kit.get(DETAILS, { token: me.token })).body.result as Loose;
      expect(reread.education.map((e: Record<string, unknown>) => e.files)).toEqual(
        result.education.map((e: Record<string, unknown>) => e.files),
      );
      expect(reread.profile.resume_file).toEqual(result.profile.resume_file);
      expect(reread.job_preference.certificate_files).toEqual(result.job_preference.certificate_files);
      expect(reread.employment.map(({ employment_id, ...rest }: Record<string, unknown>) => rest)).toEqual(
        employmentSent,
      );
    });

    it('replaces the employment and education lists without orphan rows or files', async () => {
      const me = await newCandidate(kit);
      const first = profileParts(me, {
        education: [school({ file_index: 0 }), school({ end_year: 2020, file_index: 1 })],
      });
      const uploads = {
        ...defaultFiles(),
        education_files: [fileOf(SAMPLE_FILES.pdf(), 'one.pdf'), fileOf(SAMPLE_FILES.doc(), 'two.doc')],
      };
      expect((await kit.postForm(DETAILS, profileForm(first, uploads), me.token)).status).toBe(200);
      const saved = (await kit.get(DETAILS, { token: me.token })).body.result as Loose;
      expect(await filesOf(me.userId)).toEqual(['cpc.docx', 'kavya-cv.pdf', 'me.png', 'one.pdf', 'two.doc']);

      // one education kept with its file, the other dropped; one employment; a new resume
      const second = profileParts(me, {
        employment: [currentJob],
        education: [
          { ...school({ end_year: 2020 }), education_id: saved.education[1].education_id, keep_file: 1 },
        ],
        job_preference: { preferences: 'Charge entry', certified: undefined, certificate_type: '' },
      });
      const next = await kit.postForm(
        DETAILS,
        profileForm(second, { resume: fileOf(SAMPLE_FILES.docx(), 'new-cv.docx') }),
        me.token,
      );
      expect(next.status, JSON.stringify(next.body)).toBe(200);
      const db = kit.deps.db;
      expect(await db.select().from(employments).where(eq(employments.userId, me.userId))).toHaveLength(1);
      expect(await db.select().from(educations).where(eq(educations.userId, me.userId))).toHaveLength(1);
      // the dropped education's file, the old resume and the no longer certified certificate are gone
      expect(await filesOf(me.userId)).toEqual(['me.png', 'new-cv.docx', 'two.doc']);

      // resume_changed with no resume removes it
      const third = profileParts(me, {
        profile: { resume_changed: 1 },
        employment: [currentJob],
        education: [],
        job_preference: { preferences: 'Charge entry', certified: undefined, certificate_type: '' },
      });
      expect((await kit.postForm(DETAILS, profileForm(third), me.token)).status).toBe(200);
      expect(await filesOf(me.userId)).toEqual(['me.png']);
    });

    it('keeps a Fresher to the process alone, a Medical Coder to non-voice with the certificate', async () => {
      const me = await newCandidate(kit);
      const coder = profileParts(me, {
        experience: {
          experience_level: 'freshers',
          experience_years: 0,
          experience_months: 0,
          certificate_type: 'medical_coder',
        },
        job_preference: { process: 'voice' },
        employment: [job()],
        fresher_certificate: { institute: 'AAPC', certificate_type: 'CPC', doc_changed: 1 },
        education: [],
      });
      const answer = await kit.postForm(
        DETAILS,
        profileForm(coder, { fr_certificate: fileOf(SAMPLE_FILES.pdf(), 'coder.pdf') }),
        me.token,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const result = (await kit.get(DETAILS, { token: me.token })).body.result as Loose;
      expect(result.employment).toEqual([]);
      expect(result.job_preference).toMatchObject({ process: 'nonvoice', preferences: '', certified: null });
      expect(result.fresher_certificate).toMatchObject({
        institute: 'AAPC',
        certificate_type: 'CPC',
        certificate_name: 'coder.pdf',
      });
      // Others: the certificate and its file go
      const others = profileParts(me, {
        experience: { experience_level: 'freshers', certificate_type: 'others' },
        job_preference: { process: 'voice' },
        education: [],
      });
      expect((await kit.postForm(DETAILS, profileForm(others), me.token)).status).toBe(200);
      const after = (await kit.get(DETAILS, { token: me.token })).body.result as Loose;
      expect(after.fresher_certificate).toBeNull();
      expect(after.job_preference.process).toBe('voice');
      expect(await filesOf(me.userId)).toEqual([]);
    });
  });
});
