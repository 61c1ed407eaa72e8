import {
  DATE_INPUT_NOT_VALID,
  GENDER_REQUIRED,
  INVALID_LINKEDIN_URL,
  PREFERRED_LOCATION_REQUIRED,
  TERMS_REQUIRED,
} from '@contract/candidate-record/profile-overview';
import { FILE_OVER_5MB } from '@contract/files';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { files, profiles, users } from '../db/schema';
import { COMPLETE_EARLIER_STEPS, UNKNOWN_CITY } from '../services/candidate-record';
import { KNOWN_PASSWORD } from '../test-kits/auth-test-kit';
import { form, useOnboardingKit } from '../test-kits/onboarding-test-kit';
import { sqlBackends } from '../test-kits/test-backends';
import { fileOf, pdfOfSize, SAMPLE_FILES } from '../test-kits/upload-fixtures';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const PROGRESS = '/candidates/onboarding/progress';
const PROFILE = '/candidates/onboarding/profile';
const FIVE_MB = 5 * 1024 * 1024;

const preference = {
  preferred_location: ['Chennai', 'Pune'],
  current_work_location: 'Chennai',
  open_to_work: 'Hybrid, Remote',
  willing_to_relocate: 1,
  willing_for_night_shift: 0,
};
const profile = {
  preference: JSON.stringify(preference),
  gender: 'Female',
  date_of_birth: '1995-06-15',
  linkedin_url: 'https://www.linkedin.com/in/priya',
  terms_accepted: '1',
  messaging_consent: '0',
};
const education = {
  education_level_id: '1',
  field_of_study: 'Degree',
  education: 'B.Pharm',
  institution: 'Madras Medical College',
  end_year: '2024',
};
const job = {
  company_name: 'R1 RCM',
  role: 'AR Caller',
  from_years: 2020,
  from_months: 3,
  to_years: 2022,
  to_months: 8,
  available_type: 'inactive',
  available_day: 0,
  working_status: 0,
};
const lookingFor = {
  process: 'voice',
  preferences: 'AR calling',
  ehr_system: 'Epic',
  ehr_specializations: 'Cardiology',
};

describe.each(sqlBackends())('onboarding: progress and completion ($name)', (backend) => {
  const kit = useOnboardingKit(backend);

  async function nextStep(token: string) {
    const answer = await kit.get(PROGRESS, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result?.next_step;
  }

  const level = (token: string, body: Record<string, unknown>) =>
    kit.post(
      '/candidates/onboarding/experience',
      { experience_years: 0, experience_months: 0, ...body },
      { token },
    );
  const saveEducation = (token: string) =>
    kit.postForm('/candidates/onboarding/education', form(education), token);

  it('answers every step empty (null or []) for a candidate who saved nothing yet', async () => {
    const { token } = await kit.candidate();
    const answer = await kit.get(PROGRESS, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toEqual({
      completed: false,
      next_step: '/onboarding',
      experience: null,
      employment: [],
      job_preference: null,
      certificate: null,
      education: null,
    });
  });

  it('walks the Fresher + Certified Medical Coder path', async () => {
    const { token } = await kit.candidate();
    expect(await nextStep(token)).toBe('/onboarding');
    await level(token, { experience_level: 'freshers', certificate_type: 'medical_coder' });
    expect(await nextStep(token)).toBe('/certification-details');
    const cert = form({
      institute: 'AAPC',
      certificate_type: 'CPC',
      certificate: fileOf(SAMPLE_FILES.pdf(), 'cpc.pdf'),
    });
    expect((await kit.postForm('/candidates/onboarding/certificates', cert, token)).status).toBe(200);
    expect(await nextStep(token)).toBe('/education');
    await saveEducation(token);
    expect(await nextStep(token)).toBe('/profile-overview');
    const answer = await kit.get(PROGRESS, { token });
    const result = answer.body.result as Record<string, unknown>;
    expect(result.certificate).toMatchObject({
      institute: 'AAPC',
      certificate_type: 'CPC',
      certificate_file: { file_id: expect.any(Number), file_name: 'cpc.pdf' },
    });
    expect(result.education).toMatchObject({ education: 'B.Pharm', end_year: 2024, file: null });
    expect(result.completed).toBe(false);
  });

  it('walks the Fresher + Others path', async () => {
    const { token } = await kit.candidate();
    await level(token, { experience_level: 'freshers', certificate_type: 'others' });
    expect(await nextStep(token)).toBe('/fresher-lookingfor');
    await kit.post('/candidates/onboarding/job_preference', { process: 'voice' }, { token });
    expect(await nextStep(token)).toBe('/education');
  });

  it('walks the Experienced and Managerial paths', async () => {
    const experienced = await kit.candidate();
    await level(experienced.token, { experience_level: 'experienced', experience_years: 2 });
    expect(await nextStep(experienced.token)).toBe('/experience');
    await kit.post('/candidates/onboarding/employment', [job], experienced);
    expect(await nextStep(experienced.token)).toBe('/lookingfor');
    await kit.postForm('/candidates/onboarding/job_preference', form(lookingFor), experienced.token);
    expect(await nextStep(experienced.token)).toBe('/education');

    const manager = await kit.candidate();
    const saved = await level(manager.token, { experience_level: 'managerial', experience_years: 9 });
    expect(await nextStep(manager.token)).toBe('/managerial');
    await kit.post(
      '/candidates/onboarding/experience',
      { experience_id: saved.body.result?.experience_id, role: 'Team Lead' },
      manager,
    );
    expect(await nextStep(manager.token)).toBe('/experience');
  });

  it('does not leave a candidate stuck when the level changes', async () => {
    const { token } = await kit.candidate();
    await level(token, { experience_level: 'freshers', certificate_type: 'others' });
    await kit.post('/candidates/onboarding/job_preference', { process: 'voice' }, { token });
    await saveEducation(token);
    expect(await nextStep(token)).toBe('/profile-overview');
    // now Experienced: the Fresher's process-only preference does not stand for /lookingfor
    await level(token, { experience_level: 'experienced', experience_years: 1 });
    await kit.post('/candidates/onboarding/employment', [job], { token });
    expect(await nextStep(token)).toBe('/lookingfor');
    // and back to Fresher + Others: the employment saved meanwhile is simply not required
    await level(token, { experience_level: 'freshers', certificate_type: 'others' });
    await kit.post('/candidates/onboarding/job_preference', { process: 'voice' }, { token });
    expect(await nextStep(token)).toBe('/profile-overview');
  });

  it('saves the profile overview, completes onboarding and login then answers onboarding_status true', async () => {
    const { userId, token, email } = await kit.candidate();
    await level(token, { experience_level: 'freshers', certificate_type: 'others' });
    await kit.post('/candidates/onboarding/job_preference', { process: 'nonvoice' }, { token });
    await saveEducation(token);
    const before = await kit.post('/auth/login', { email, password: KNOWN_PASSWORD, role_id: 3 });
    expect(before.body.result).toMatchObject({ onboarding_status: false });

    const saved = await kit.postForm(
      PROFILE,
      form({
        ...profile,
        resume: fileOf(SAMPLE_FILES.docx(), 'resume.docx'),
        profile_picture: fileOf(SAMPLE_FILES.jpeg(), 'me.jpg'),
      }),
      token,
    );
    expect(saved).toEqual({ status: 200, body: { success: true, message: 'Profile saved successfully' } });
    const [row] = await kit.deps.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(row).toMatchObject({
      gender: 'Female',
      dateOfBirth: '1995-06-15',
      preferredLocations: ['Chennai', 'Pune'],
      currentWorkLocation: 'Chennai',
      openToWork: 'Hybrid, Remote',
      willingToRelocate: true,
      willingForNightShift: false,
      termsAccepted: true,
    });
    expect(row.resumeFileId).not.toBeNull();
    expect(row.pictureFileId).not.toBeNull();
    const [user] = await kit.deps.db.select().from(users).where(eq(users.id, userId));
    expect(user.onboardingCompleted).toBe(true);
    expect(await nextStep(token)).toBe('/onboard-completed');

    const after = await kit.post('/auth/login', { email, password: KNOWN_PASSWORD, role_id: 3 });
    expect(after.body.result).toMatchObject({ onboarding_status: true, tempToken: null });

    // re-saving replaces: one row, the photo kept, the resume dropped
    await kit.postForm(PROFILE, form({ ...profile, gender: 'Male', keep_profile_picture: '1' }), token);
    const rows = await kit.deps.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gender: 'Male', resumeFileId: null, pictureFileId: row.pictureFileId });
    expect(await kit.deps.db.select({ id: files.id }).from(files)).toHaveLength(1);
  });

  it('refuses a bad profile overview with its messages, and before the earlier steps', async () => {
    const { token } = await kit.candidate();
    expect(await kit.postForm(PROFILE, form(profile), token)).toEqual({
      status: 400,
      body: { success: false, message: COMPLETE_EARLIER_STEPS, code: 'onboarding_step_missing' },
    });
    await level(token, { experience_level: 'freshers', certificate_type: 'others' });
    await kit.post('/candidates/onboarding/job_preference', { process: 'nonvoice' }, { token });
    await saveEducation(token);
    const withPreference = (change: Record<string, unknown>) => ({
      ...profile,
      preference: JSON.stringify({ ...preference, ...change }),
    });
    const cases: [Record<string, string | File>, string, string?, number?][] = [
      [{ ...profile, gender: '' }, GENDER_REQUIRED],
      [{ ...profile, terms_accepted: '0' }, TERMS_REQUIRED],
      [{ ...profile, linkedin_url: 'https://example.com/priya' }, INVALID_LINKEDIN_URL],
      [{ ...profile, date_of_birth: '2026-03-03' }, DATE_INPUT_NOT_VALID],
      [{ ...profile, date_of_birth: '1926-03-01' }, DATE_INPUT_NOT_VALID],
      [{ ...profile, date_of_birth: '2015-03-03' }, 'You must be at least 18 years old.'],
      [{ ...profile, date_of_birth: '15/06/1995' }, DATE_INPUT_NOT_VALID],
      [{ ...profile, preference: '{' }, 'preference must be JSON text'],
      [withPreference({ preferred_location: [] }), PREFERRED_LOCATION_REQUIRED],
      [withPreference({ preferred_location: ['Atlantis'] }), UNKNOWN_CITY],
      [withPreference({ current_work_location: 'Gotham' }), UNKNOWN_CITY],
      [
        withPreference({ open_to_work: 'Beach' }),
        'Work preference must be among Work from Office, Hybrid, Remote',
      ],
      [
        { ...profile, profile_picture: fileOf(SAMPLE_FILES.pdf(), 'me.png') },
        'Please upload only JPG, PNG files',
        'file_type_not_allowed',
      ],
      [
        { ...profile, resume: fileOf(SAMPLE_FILES.png(), 'cv.pdf') },
        'Please upload only PDF, DOC, DOCX files',
        'file_type_not_allowed',
      ],
      [
        { ...profile, resume: fileOf(pdfOfSize(FIVE_MB + 1), 'cv.pdf') },
        FILE_OVER_5MB,
        'file_too_large',
        413,
      ],
    ];
    for (const [fields, message, code = 'validation_failed', status = 400] of cases) {
      expect(await kit.postForm(PROFILE, form(fields), token), message).toEqual({
        status,
        body: { success: false, message, code },
      });
    }
    // the earliest date allowed is 100 years back from the clock's day (2026-03-02)
    expect(
      (await kit.postForm(PROFILE, form({ ...profile, date_of_birth: '1926-03-02' }), token)).status,
    ).toBe(200);
  });

  it('answers files as {file_id, file_name} that only the owner can read', async () => {
    const { token } = await kit.candidate();
    await level(token, { experience_level: 'freshers', certificate_type: 'others' });
    await kit.postForm(
      '/candidates/onboarding/education',
      form({ ...education, files: fileOf(SAMPLE_FILES.pdf(), 'marks.pdf') }),
      token,
    );
    const result = (await kit.get(PROGRESS, { token })).body.result as {
      education: { file: { file_id: number } };
    };
    const fileId = result.education.file.file_id;
    const mine = await kit.getRaw(`/candidates/files/${fileId}`, token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    const stranger = await kit.candidate();
    expect((await kit.getRaw(`/candidates/files/${fileId}`, stranger.token)).status).toBe(404);
  });
});
