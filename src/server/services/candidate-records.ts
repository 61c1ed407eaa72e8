import { asc, eq } from 'drizzle-orm';
import type { AvailabilityType, ProcessType } from '../../contract/onboarding';
import { educations, employments, experiences, fresherCertificates, jobPreferences } from '../db/schema';
import type { DbOrTx, FileStore } from './file-store';

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
