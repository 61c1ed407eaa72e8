import type { RequestOutput } from '@contract/endpoint';
import type { saveCertificate } from '@contract/onboarding/certificates';
import type { saveEducation } from '@contract/onboarding/education';
import type { saveJobPreference } from '@contract/onboarding/job-preference';
import type { saveProfileOverview } from '@contract/onboarding/profile';
import { users } from '@server/db/schema';
import type { AppDeps } from '@server/deps';
import type { UploadedFile } from '@server/multipart';
import { eq } from 'drizzle-orm';
import type { FileStore } from '../file-store';
import { writeFresherCertificate } from './certificate';
import { checkDateOfBirth, clockYear, experienceOf, stepMissing } from './checks';
import { checkEducationYears, writeHighestEducation } from './education';
import { writeJobPreference } from './job-preference';
import {
  CERTIFICATE_SAVED,
  COMPLETE_EARLIER_STEPS,
  EDUCATION_SAVED,
  JOB_PREFERENCE_SAVED,
  PROFILE_SAVED,
  SAVE_LEVEL_FIRST,
  STEP_NOT_ON_PATH,
} from './messages';
import { writeProfileOverview } from './profile-overview';
import { loadProgress } from './read';

/**
 * The onboarding steps after the experience and employment (signed-out-and-onboarding.md §3, §5,
 * §7): each one transaction, re-saving a step replacing what it saved. The experience and
 * employment steps are in experience.ts and employment.ts.
 */

type Uploads = Partial<Record<string, UploadedFile>>;

/** Looking for: a Fresher (Others) sends the process only; anyone else §5's full preference. */
export async function saveJobPreferenceStep(
  deps: AppDeps,
  store: FileStore,
  userId: number,
  input: RequestOutput<typeof saveJobPreference>,
  uploads: Uploads,
) {
  return deps.db.transaction(async (tx) => {
    const experience = await experienceOf(tx, userId, true);
    if (!experience) stepMissing(SAVE_LEVEL_FIRST);
    const fresher = experience?.level === 'freshers';
    // the Fresher (Others) screen sends the process only (§3)
    if (fresher && experience.certificateType !== 'others') stepMissing(STEP_NOT_ON_PATH);
    await writeJobPreference(tx, store, userId, deps.now(), {
      process: input.process,
      answers: fresher ? null : input,
      upload: uploads.certificate,
    });
    return { success: true as const, message: JOB_PREFERENCE_SAVED };
  });
}

/** Certification details: a Certified Medical Coder fresher's certificate. */
export async function saveCertificateStep(
  deps: AppDeps,
  store: FileStore,
  userId: number,
  input: RequestOutput<typeof saveCertificate>,
  uploads: Uploads,
) {
  return deps.db.transaction(async (tx) => {
    const experience = await experienceOf(tx, userId, true);
    if (!experience) stepMissing(SAVE_LEVEL_FIRST);
    if (experience?.level !== 'freshers' || experience.certificateType !== 'medical_coder') {
      stepMissing(STEP_NOT_ON_PATH);
    }
    await writeFresherCertificate(tx, store, userId, deps.now(), input, uploads.certificate);
    return { success: true as const, message: CERTIFICATE_SAVED };
  });
}

/** Education: the highest education. */
export async function saveEducationStep(
  deps: AppDeps,
  store: FileStore,
  userId: number,
  input: RequestOutput<typeof saveEducation>,
  uploads: Uploads,
) {
  checkEducationYears([input], clockYear(deps));
  return deps.db.transaction(async (tx) => {
    if (!(await experienceOf(tx, userId, true))) stepMissing(SAVE_LEVEL_FIRST);
    await writeHighestEducation(tx, store, userId, deps.now(), input, uploads.files);
    return { success: true as const, message: EDUCATION_SAVED };
  });
}

/** The profile overview, after every earlier step: saving it completes onboarding. */
export async function saveOverviewStep(
  deps: AppDeps,
  store: FileStore,
  userId: number,
  input: RequestOutput<typeof saveProfileOverview>,
  uploads: Uploads,
) {
  checkDateOfBirth(deps, input.date_of_birth);
  return deps.db.transaction(async (tx) => {
    const progress = await loadProgress(tx, userId, store);
    if (progress.next_step !== '/profile-overview' && progress.next_step !== '/onboard-completed') {
      stepMissing(COMPLETE_EARLIER_STEPS);
    }
    await writeProfileOverview(tx, store, userId, deps.now(), input, {
      resume: uploads.resume,
      keepResume: input.keep_resume === 1,
      picture: uploads.profile_picture,
      keepPicture: input.keep_profile_picture === 1,
      agreement: { messagingConsent: input.messaging_consent === 1 },
    });
    await tx
      .update(users)
      .set({ onboardingCompleted: true, updatedAt: deps.now() })
      .where(eq(users.id, userId));
    return { success: true as const, message: PROFILE_SAVED };
  });
}
