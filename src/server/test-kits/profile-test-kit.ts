import { currentEmployment, pastEmployment } from '@contract/test-kits/employment-test-kit';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { files, users } from '../db/schema';
import type { AnswerOf } from './auth-test-kit';
import type { OnboardingKit } from './onboarding-test-kit';
import { fileOf, SAMPLE_FILES } from './upload-fixtures';

/**
 * What the profile_details and profile_picture tests share (profile.test.ts, profile-contact.test.ts,
 * profile-picture.test.ts): a whole Experienced profile as Edit Profile sends it, its files, a new
 * candidate, and the checks of a refusal and of the files a candidate owns.
 */

/** An answer read loosely in assertions (its schema is checked in endpoints.test.ts). */
// biome-ignore lint/suspicious/noExplicitAny: assertions walk the answer freely
export type Loose = Record<string, any>;

export const DETAILS = '/candidates/profile_details';
export const PICTURE = '/candidates/profile_picture';

export const job = (over: Record<string, unknown> = {}) =>
  pastEmployment({ from_years: 2019, from_months: 4, to_months: 6, ...over });
export const currentJob = currentEmployment({ role: 'Senior Coder', from_months: 7 });
export const school = (over: Record<string, unknown> = {}) => ({
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

export interface Parts {
  user_details?: Record<string, unknown>;
  profile?: Record<string, unknown>;
  experience?: Record<string, unknown>;
  job_preference?: Record<string, unknown> | null;
  employment?: unknown[];
  education?: unknown[];
  fresher_certificate?: Record<string, unknown> | null;
}

/** An Experienced candidate's whole profile as the Edit Profile form sends it. */
export function profileParts(candidate: { email: string; phone: string }, over: Parts = {}): Parts {
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

export function profileForm(parts: Parts, files: Record<string, Blob | Blob[]> = {}): FormData {
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

export const defaultFiles = () => ({
  resume: fileOf(SAMPLE_FILES.pdf(), 'kavya-cv.pdf'),
  certificate_file: fileOf(SAMPLE_FILES.docx(), 'cpc.docx'),
  education_files: [fileOf(SAMPLE_FILES.pdf(), 'degree.pdf')],
  profile_picture: fileOf(SAMPLE_FILES.png(), 'me.png'),
});

export async function newCandidate(kit: OnboardingKit) {
  const made = await kit.candidate();
  const [row] = await kit.deps.db.select().from(users).where(eq(users.id, made.userId));
  return { ...made, phone: row.phoneNo };
}

/** The answer is the refusal `{success:false, message, code}` with this status. */
export function refused(answer: AnswerOf, status: number, message: string, code = 'validation_failed') {
  expect(answer.body, JSON.stringify(answer.body)).toEqual({ success: false, message, code });
  expect(answer.status).toBe(status);
}

/** The original names of the files a candidate owns, sorted. */
export async function ownedFileNames(kit: OnboardingKit, userId: number): Promise<string[]> {
  return (await kit.deps.db.select().from(files).where(eq(files.ownerId, userId)))
    .map((f) => f.originalName)
    .sort();
}
