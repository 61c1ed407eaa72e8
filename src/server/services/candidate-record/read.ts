import type {
  AvailabilityType,
  ExperienceLevel,
  FresherCertificateType,
  ProcessType,
} from '@contract/candidate-record/options';
import { API_PREFIX } from '@contract/endpoint';
import type { OnboardingProgress } from '@contract/onboarding/progress';
import type { OnboardingStep } from '@contract/onboarding/steps';
import type { ProfileDetailsResult } from '@contract/profile';
import {
  educations,
  employments,
  experiences,
  fresherCertificates,
  jobPreferences,
  profiles,
  users,
} from '@server/db/schema';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, FileStore } from '../file-store';
import type { UserRow } from '../sessions';

/**
 * What onboarding and later edits saved for a candidate, row by row: the experience level, the
 * employment list and the education list (each in its order), the job preference and the fresher
 * certificate. Read by the onboarding progress and by the profile details.
 */
export async function candidateRecords(db: DbOrTx, userId: number) {
  const [experience] = await db.select().from(experiences).where(eq(experiences.userId, userId));
  const jobs = await db
    .select()
    .from(employments)
    .where(eq(employments.userId, userId))
    .orderBy(asc(employments.position));
  const [preference] = await db.select().from(jobPreferences).where(eq(jobPreferences.userId, userId));
  const [certificate] = await db
    .select()
    .from(fresherCertificates)
    .where(eq(fresherCertificates.userId, userId));
  const schooling = await db
    .select()
    .from(educations)
    .where(eq(educations.userId, userId))
    .orderBy(asc(educations.position));
  return { experience, jobs, preference, certificate, schooling };
}

type Records = Awaited<ReturnType<typeof candidateRecords>>;

/**
 * The candidate's own uploads among `ids` (absent ones skipped), as a lookup answering
 * `{ file_id, file_name }` or null.
 */
export async function fileNames(
  store: FileStore,
  db: DbOrTx,
  ids: (number | null | undefined)[],
  userId: number,
) {
  const described = await store.describe(
    db,
    ids.filter((id): id is number => typeof id === 'number'),
    userId,
  );
  return (id: number | null | undefined) => {
    const info = id == null ? undefined : described.get(id);
    return info ? { file_id: info.id, file_name: info.originalName } : null;
  };
}

/** One employment row as the calls answer it (§3 and §7 field names). */
export function employmentFields(job: Records['jobs'][number]) {
  return {
    company_name: job.companyName,
    other_company: job.otherCompany,
    role: job.role,
    from_years: job.fromYears,
    from_months: job.fromMonths,
    to_years: job.toYears,
    to_months: job.toMonths,
    min_ctc: job.minCtc,
    max_ctc: job.maxCtc,
    available_type: job.availableType as AvailabilityType,
    available_day: job.availableDay,
    working_status: (job.workingStatus === 1 ? 1 : 0) as 0 | 1,
  };
}

/** The job preference's choices as the calls answer them (its files are each call's own). */
export function jobPreferenceFields(preference: NonNullable<Records['preference']>) {
  return {
    process: preference.process as ProcessType,
    preferences: preference.preferences,
    other_preference: preference.otherPreference,
    certified: preference.certified === null ? null : ((preference.certified === 1 ? 1 : 0) as 0 | 1),
    ehr_system: preference.ehrSystem,
    other_ehr_system: preference.otherEhrSystem,
    ehr_specializations: preference.ehrSpecializations,
    ehr_other: preference.ehrOther,
  };
}

/** What a candidate has saved, shaped as the progress answer (without `next_step`, `completed`). */
type SavedSteps = Omit<OnboardingProgress, 'next_step' | 'completed'>;

/**
 * The first onboarding step not yet saved on the candidate's path (§2): the level; then a
 * Fresher's certificate (Certified Medical Coder) or process (Others); else the managerial role
 * (Managerial), the employment and the job preference; then education and the profile overview.
 * A step of another path (saved before the level changed) is not required, and a preference saved
 * as a Fresher's process only does not stand for /lookingfor.
 */
export function nextOnboardingStep(saved: SavedSteps, completed: boolean): OnboardingStep {
  if (completed) return '/onboard-completed';
  const experience = saved.experience;
  if (!experience) return '/onboarding';
  if (experience.experience_level === 'freshers') {
    if (experience.certificate_type === 'medical_coder') {
      if (!saved.certificate) return '/certification-details';
    } else if (!saved.job_preference) return '/fresher-lookingfor';
  } else {
    if (experience.experience_level === 'managerial' && experience.role === '') return '/managerial';
    if (saved.employment.length === 0) return '/experience';
    if (!saved.job_preference || saved.job_preference.preferences === '') return '/lookingfor';
  }
  if (!saved.education) return '/education';
  return '/profile-overview';
}

/** Everything the candidate saved during onboarding, and where they go next. */
export async function loadProgress(
  db: DbOrTx,
  userId: number,
  store: FileStore,
): Promise<OnboardingProgress> {
  const [user] = await db
    .select({ completed: users.onboardingCompleted })
    .from(users)
    .where(eq(users.id, userId));
  const records = await candidateRecords(db, userId);
  const { jobs, preference, certificate } = records;
  const experience = records.experience ?? null;
  const [education] = records.schooling;
  const fileOf = await fileNames(
    store,
    db,
    [preference?.certificateFileId, certificate?.certificateFileId, education?.fileId],
    userId,
  );
  const saved: SavedSteps = {
    experience: experience && {
      experience_id: experience.id,
      experience_level: experience.level as ExperienceLevel,
      experience_years: experience.years,
      experience_months: experience.months,
      certificate_type: experience.certificateType as FresherCertificateType | '',
      role: experience.role,
      other_role: experience.otherRole,
    },
    employment: jobs.map(employmentFields),
    job_preference: preference
      ? {
          ...jobPreferenceFields(preference),
          certificate_type: preference.certificateType,
          certificate_file: fileOf(preference.certificateFileId),
        }
      : null,
    certificate: certificate
      ? {
          certificate_id: certificate.id,
          institute: certificate.institute,
          other_institute: certificate.otherInstitute,
          certificate_type: certificate.certificateType,
          other_certificate_type: certificate.otherCertificateType,
          certificate_file: fileOf(certificate.certificateFileId),
        }
      : null,
    education: education
      ? {
          education_level_id: education.educationLevelId,
          education: education.education,
          institution: education.institution,
          field_of_study: education.fieldOfStudy,
          end_year: education.endYear,
          other_education: education.otherEducation,
          other_institution: education.otherInstitution,
          file: fileOf(education.fileId),
        }
      : null,
  };
  const completed = user?.completed ?? false;
  return { completed, next_step: nextOnboardingStep(saved, completed), ...saved };
}

/** The owner-only address of an upload (GET with the bearer token). */
export function fileUrl(fileId: number): string {
  return `${API_PREFIX}/candidates/files/${fileId}`;
}

/** What a candidate's profile holds, as §3's Profile details (empty parts null or []). */
export async function loadProfileDetails(
  db: DbOrTx,
  user: UserRow,
  store: FileStore,
): Promise<ProfileDetailsResult> {
  const userId = user.id;
  const { experience, jobs, preference, certificate, schooling } = await candidateRecords(db, userId);
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const fileOf = await fileNames(
    store,
    db,
    [
      preference?.certificateFileId,
      certificate?.certificateFileId,
      profile?.resumeFileId,
      ...schooling.map((row) => row.fileId),
    ],
    userId,
  );
  const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

  const employment = jobs.map((job) => ({ employment_id: job.id, ...employmentFields(job) }));
  const preferenceResult = profile && {
    preferred_location: profile.preferredLocations,
    current_work_location: profile.currentWorkLocation,
    willing_to_relocate: flag(profile.willingToRelocate),
    willing_for_night_shift: flag(profile.willingForNightShift),
    open_to_work: profile.openToWork,
  };
  const resume = fileOf(profile?.resumeFileId);
  const preferenceCertificate = fileOf(preference?.certificateFileId);
  const fresherFile = fileOf(certificate?.certificateFileId);
  return {
    user_details: {
      user_id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      phone_no: user.phoneNo,
      email: user.email,
      employment_list: employment,
      profile_picture: user.profilePicture,
      active_since: user.createdAt.toISOString(),
      activity_status: user.activityStatus,
    },
    profile: profile
      ? {
          profile_id: profile.id,
          gender: profile.gender,
          date_of_birth: profile.dateOfBirth,
          linkedin_url: profile.linkedinUrl,
          profile_picture: user.profilePicture,
          resume_url: resume ? fileUrl(resume.file_id) : null,
          resume_file: resume,
          preference: preferenceResult ?? {
            preferred_location: [],
            current_work_location: '',
            willing_to_relocate: 0,
            willing_for_night_shift: 0,
            open_to_work: '',
          },
        }
      : null,
    experience: experience
      ? {
          experience_id: experience.id,
          experience_level: experience.level as ExperienceLevel,
          experience_years: experience.years,
          experience_months: experience.months,
          current_location: experience.location,
          role: experience.role,
          other_role: experience.otherRole,
          certificate_type: experience.certificateType as FresherCertificateType | '',
        }
      : null,
    fresher_certificate: certificate
      ? {
          id: certificate.id,
          institute: certificate.institute,
          other_institute: certificate.otherInstitute,
          certificate_type: certificate.certificateType,
          other_certificate_type: certificate.otherCertificateType,
          certificate_name: fresherFile?.file_name ?? null,
          certificate_url: fresherFile ? fileUrl(fresherFile.file_id) : null,
        }
      : null,
    job_preference: preference
      ? {
          job_preference_id: preference.id,
          user_id: userId,
          ...jobPreferenceFields(preference),
          certificate:
            preference.certificateType !== '' || preferenceCertificate
              ? {
                  id: preference.id,
                  certificate_type: preference.certificateType,
                  certificate_url: preferenceCertificate ? fileUrl(preferenceCertificate.file_id) : null,
                }
              : null,
          certificate_files: preferenceCertificate ? [preferenceCertificate] : [],
          current_work_location: preferenceResult?.current_work_location ?? null,
          willing_to_relocate: preferenceResult?.willing_to_relocate ?? null,
          willing_for_night_shift: preferenceResult?.willing_for_night_shift ?? null,
          open_to_work: preferenceResult?.open_to_work ?? null,
        }
      : null,
    employment,
    education: schooling.map((row) => {
      const file = fileOf(row.fileId);
      return {
        education_id: row.id,
        education_level_id: row.educationLevelId,
        education: row.education,
        other_education: row.otherEducation,
        institution: row.institution,
        other_institution: row.otherInstitution,
        field_of_study: row.fieldOfStudy,
        start_year: row.startYear,
        end_year: row.endYear,
        files: file ? [file] : [],
      };
    }),
  };
}
