import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { currentEmployment, pastEmployment } from '../../contract/candidate-record/employment-test-kit';
import { API_PREFIX } from '../../contract/endpoint';
import {
  DATE_OF_BIRTH_FORMAT,
  DAYS_UP_TO_180,
  DOCUMENTS_ONLY,
  EMAIL_TAKEN,
  FILL_EMAIL,
  FILL_FIRST_NAME,
  FILL_PHONE,
  FROM_YEAR_4_DIGITS,
  MONTHS_UP_TO_12,
  NAME_LETTERS_ONLY,
  NAME_TOO_LONG,
  PHONE_EXACTLY_10,
  PHONE_TAKEN,
  PICTURE_JPG_PNG,
  PICTURE_MISSING,
  PICTURE_REMOVED,
  PICTURE_UNDER_2MB,
  PICTURE_UPDATED,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_UPDATED,
  ROLE_TOO_LONG,
  SELECT_GENDER,
  TO_YEAR_4_DIGITS,
  VALID_EMAIL,
  VERIFY_NEW_EMAIL,
  VERIFY_NEW_PHONE,
  YEARS_UP_TO_3_DIGITS,
} from '../../contract/profile';
import { educations, employments, files, users } from '../db/schema';
import { testBackends } from '../db/test-backends';
import { FILE_INDEX_UNUSED, SAVE_PROFILE_FIRST } from '../services/candidate-record';
import { createSession } from '../services/sessions';
import { fileOf, SAMPLE_FILES } from '../upload-fixtures';
import type { AnswerOf } from './auth-test-kit';
import { form, type OnboardingKit, useOnboardingKit } from './onboarding-test-kit';
import { ALREADY_YOUR_EMAIL } from './otp';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

/** An answer read loosely in assertions (its schema is checked in endpoints.test.ts). */
// biome-ignore lint/suspicious/noExplicitAny: assertions walk the answer freely
type Loose = Record<string, any>;

const DETAILS = '/candidates/profile_details';
const PICTURE = '/candidates/profile_picture';

const job = (over: Record<string, unknown> = {}) =>
  pastEmployment({ from_years: 2019, from_months: 4, to_months: 6, ...over });
const currentJob = currentEmployment({ role: 'Senior Coder', from_months: 7 });
const school = (over: Record<string, unknown> = {}) => ({
  education_level_id: 1,
  field_of_study: 'Degree',
  education: 'B.Pharm',
  other_education: '',
  institution: 'Madras Medical College',
  other_institution: '',
  start_year: 2014,
  end_year: 2018,
  ...over,
});

interface Parts {
  user_details?: Record<string, unknown>;
  profile?: Record<string, unknown>;
  experience?: Record<string, unknown>;
  job_preference?: Record<string, unknown> | null;
  employment?: unknown[];
  education?: unknown[];
  fresher_certificate?: Record<string, unknown> | null;
}

/** An Experienced candidate's whole profile as the Edit Profile form sends it. */
function profileParts(candidate: { email: string; phone: string }, over: Parts = {}): Parts {
  return {
    user_details: {
      first_name: 'Kavya',
      last_name: 'Iyer',
      phone_no: candidate.phone,
      email: candidate.email,
      ...over.user_details,
    },
    profile: {
      gender: 'Female',
      date_of_birth: '1996-05-14',
      linkedin_url: 'https://www.linkedin.com/in/kavya',
      resume_changed: 1,
      preference: {
        preferred_location: ['Pune', 'Chennai'],
        current_work_location: 'Pune',
        open_to_work: 'Remote, Hybrid',
        willing_to_relocate: 1,
        willing_for_night_shift: 0,
      },
      ...over.profile,
    },
    experience: {
      experience_level: 'experienced',
      experience_years: 5,
      experience_months: 2,
      current_location: 'India',
      certificate_type: '',
      ...over.experience,
    },
    job_preference:
      over.job_preference === null
        ? null
        : {
            process: 'nonvoice',
            preferences: 'Coding',
            certified: 1,
            certificate_type: 'CPC',
            ehr_system: 'Epic',
            ehr_specializations: 'Cardiology',
            ...over.job_preference,
          },
    employment: over.employment ?? [job(), currentJob],
    education: over.education ?? [school({ file_index: 0 })],
    fresher_certificate: over.fresher_certificate ?? null,
  };
}

function profileForm(parts: Parts, files: Record<string, Blob | Blob[]> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (value !== undefined && value !== null) data.append(name, JSON.stringify(value));
  }
  for (const [name, value] of Object.entries(files)) {
    for (const blob of Array.isArray(value) ? value : [value]) {
      data.append(name, blob, blob instanceof File ? blob.name : name);
    }
  }
  return data;
}

const defaultFiles = () => ({
  resume: fileOf(SAMPLE_FILES.pdf(), 'kavya-cv.pdf'),
  certificate_file: fileOf(SAMPLE_FILES.docx(), 'cpc.docx'),
  education_files: [fileOf(SAMPLE_FILES.pdf(), 'degree.pdf')],
  profile_picture: fileOf(SAMPLE_FILES.png(), 'me.png'),
});

async function newCandidate(kit: OnboardingKit) {
  const made = await kit.candidate();
  const [row] = await kit.deps.db.select().from(users).where(eq(users.id, made.userId));
  return { ...made, phone: row.phoneNo };
}

describe.each(testBackends())('profile ($name)', (backend) => {
  const kit = useOnboardingKit(backend);

  const refused = (answer: AnswerOf, status: number, message: string, code = 'validation_failed') => {
    expect(answer.body, JSON.stringify(answer.body)).toEqual({ success: false, message, code });
    expect(answer.status).toBe(status);
  };
  const filesOf = async (userId: number) =>
    (await kit.deps.db.select().from(files).where(eq(files.ownerId, userId)))
      .map((f) => f.originalName)
      .sort();

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

  describe('a changed e-mail or phone', () => {
    const change = async (me: Awaited<ReturnType<typeof newCandidate>>, user: Record<string, unknown>) =>
      kit.postForm(DETAILS, profileForm(profileParts(me, { user_details: user }), defaultFiles()), me.token);

    async function changeCode(token: string, purpose: 'email_change' | 'mobile_change', contact: string) {
      const sent = await kit.post('/user/send_otp', { contact_value: contact, otp_type: purpose }, { token });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const code = await kit.latestCode(contact);
      const verified = await kit.post(
        '/user/verify_otp',
        { contact_value: contact, otp_type: purpose, otp_code: code },
        { token },
      );
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      return String(verified.body.result?.verification_token);
    }

    it('refuses an e-mail or phone of another account, naming which (409)', async () => {
      const other = await newCandidate(kit);
      const me = await newCandidate(kit);
      refused(await change(me, { email: other.email.toUpperCase() }), 409, EMAIL_TAKEN, 'email_exists');
      refused(await change(me, { phone_no: other.phone }), 409, PHONE_TAKEN, 'phone_exists');
      // nor can a code be asked for them
      refused(
        await kit.post(
          '/user/send_otp',
          { contact_value: other.email, otp_type: 'email_change' },
          { token: me.token },
        ),
        409,
        EMAIL_TAKEN,
        'email_exists',
      );
      refused(
        await kit.post(
          '/user/send_otp',
          { contact_value: other.phone, otp_type: 'mobile_change' },
          { token: me.token },
        ),
        409,
        PHONE_TAKEN,
        'phone_exists',
      );
    });

    it('needs a verification token of this candidate for the new contact, once', async () => {
      const me = await newCandidate(kit);
      const someone = await newCandidate(kit);
      refused(
        await change(me, { email: 'kavya.new@example.com' }),
        400,
        VERIFY_NEW_EMAIL,
        'email_not_verified',
      );
      refused(
        await change(me, { email: 'kavya.new@example.com', email_verification_token: 'made-up' }),
        400,
        VERIFY_NEW_EMAIL,
        'email_not_verified',
      );
      refused(await change(me, { phone_no: '9123456780' }), 400, VERIFY_NEW_PHONE, 'phone_not_verified');
      // a code needs the session, and is not for the candidate's own contact
      refused(
        await kit.post('/user/send_otp', {
          contact_value: 'kavya.new@example.com',
          otp_type: 'email_change',
        }),
        401,
        'Authentication required',
        'unauthenticated',
      );
      refused(
        await kit.post(
          '/user/send_otp',
          { contact_value: me.email, otp_type: 'email_change' },
          { token: me.token },
        ),
        400,
        ALREADY_YOUR_EMAIL,
      );
      // someone else's token for the same new e-mail does not serve me
      const theirs = await changeCode(someone.token, 'email_change', 'kavya.new@example.com');
      refused(
        await change(me, { email: 'kavya.new@example.com', email_verification_token: theirs }),
        400,
        VERIFY_NEW_EMAIL,
        'email_not_verified',
      );
      // nor can someone else check my code
      kit.advance(31_000);
      await kit.post(
        '/user/send_otp',
        { contact_value: 'kavya.new@example.com', otp_type: 'email_change' },
        { token: me.token },
      );
      const myCode = await kit.latestCode('kavya.new@example.com');
      const stolen = await kit.post(
        '/user/verify_otp',
        { contact_value: 'kavya.new@example.com', otp_type: 'email_change', otp_code: myCode },
        { token: someone.token },
      );
      expect(stolen.body.code).toBe('otp_invalid');
      const mine = await kit.post(
        '/user/verify_otp',
        { contact_value: 'kavya.new@example.com', otp_type: 'email_change', otp_code: myCode },
        { token: me.token },
      );
      const token = String(mine.body.result?.verification_token);
      // a token for the e-mail does not prove the phone
      refused(
        await change(me, { phone_no: '9123456780', phone_verification_token: token }),
        400,
        VERIFY_NEW_PHONE,
        'phone_not_verified',
      );
      const ok = await change(me, { email: 'Kavya.New@example.com', email_verification_token: token });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      const [row] = await kit.deps.db.select().from(users).where(eq(users.id, me.userId));
      expect(row.email).toBe('kavya.new@example.com');
      // once: back to the old e-mail (proven), then the used token cannot take the new one again
      kit.advance(31_000);
      const back = await changeCode(me.token, 'email_change', me.email);
      expect((await change(me, { email: me.email, email_verification_token: back })).status).toBe(200);
      refused(
        await change(me, { email: 'kavya.new@example.com', email_verification_token: token }),
        400,
        VERIFY_NEW_EMAIL,
        'email_not_verified',
      );
      // the phone, proven
      const phoneToken = await changeCode(me.token, 'mobile_change', '9123456780');
      expect(
        (await change(me, { phone_no: '9123456780', phone_verification_token: phoneToken })).status,
      ).toBe(200);
      const [after] = await kit.deps.db.select().from(users).where(eq(users.id, me.userId));
      expect(after.phoneNo).toBe('9123456780');
    });
  });

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
