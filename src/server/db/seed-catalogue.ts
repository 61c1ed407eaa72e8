import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { hashPassword } from '../services/passwords';
import type { Db } from './client';
import { type CatalogueJob, EMPLOYERS, generateJobs, searchTexts } from './job-catalogue';
import { assessmentOrdinal, assessmentQuestionsFor } from './job-catalogue-questions';
import {
  applications,
  assessmentQuestions,
  companies,
  educations,
  employments,
  experiences,
  jobDetails,
  jobPreferences,
  jobs,
  profiles,
  savedJobs,
  users,
} from './schema';
import { DEMO_PASSWORD, DEMO_RECORDS } from './seed-data';
import { seedDemoTrust } from './seed-operator';
import { RECRUITER_DEMO_PASSWORD, seedDemoRecruiters } from './seed-recruiters';

/** The default catalogue's size (issue 8: at least 300 jobs). */
export const CATALOGUE_JOBS = 320;
const CATALOGUE_LOCK_ID = 20_261_122;
const BATCH = 500;
const MINUTE_MS = 60_000;

export interface CatalogueReport {
  seeded: boolean;
  companies: number;
  jobs: number;
  questions: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The companies, once (ids 1..45 on a fresh database), seeded as verified employers (issue 37). */
async function insertCompanies(tx: Tx | Db): Promise<number[]> {
  const existing = await tx.select({ id: companies.id }).from(companies).orderBy(companies.id);
  if (existing.length >= EMPLOYERS.length) return existing.map((row) => row.id);
  const rows = await tx
    .insert(companies)
    .values(
      EMPLOYERS.map((employer) => ({ name: employer.name, city: employer.city, verifiedAt: new Date() })),
    )
    .onConflictDoNothing()
    .returning({ id: companies.id });
  return rows.map((row) => row.id);
}

/**
 * Inserts generated jobs (created `ageMinutes` before `now`) and the questions of those that
 * require an assessment, in batches; answers how many of each.
 */
export async function insertJobs(
  tx: Tx | Db,
  generated: readonly CatalogueJob[],
  now: Date,
  companyIds: readonly number[],
  withQuestions = true,
): Promise<{ jobs: number; questions: number }> {
  let questionCount = 0;
  for (let start = 0; start < generated.length; start += BATCH) {
    const batch = generated.slice(start, start + BATCH);
    const rows = await tx
      .insert(jobs)
      .values(
        batch.map((job) => ({
          companyId: companyIds[job.companyIndex % companyIds.length],
          jobTitle: job.jobTitle,
          roleName: job.roleName,
          typeName: job.typeName,
          process: job.process,
          location: job.location,
          experienceLevel: job.experienceLevel,
          minCtc: job.minCtc,
          maxCtc: job.maxCtc,
          specialisations: job.specialisations,
          certificationsRequired: job.certificationsRequired,
          requiresAssessment: job.requiresAssessment,
          ...searchTexts(job),
          createdAt: new Date(now.getTime() - job.ageMinutes * MINUTE_MS),
        })),
      )
      .returning({ id: jobs.id });
    await tx.insert(jobDetails).values(
      batch.map((job, index) => ({
        jobId: rows[index].id,
        description: job.description,
        keyResponsibilities: job.keyResponsibilities,
        requirements: job.requirements,
        goodToHave: job.goodToHave,
        benefitsOffered: job.benefitsOffered,
      })),
    );
    if (!withQuestions) continue;
    const questions = batch.flatMap((job, index) =>
      job.requiresAssessment
        ? assessmentQuestionsFor(job, assessmentOrdinal(rows[index].id)).map((question, position) => ({
            jobId: rows[index].id,
            position,
            question: question.question,
            questionType: question.questionType,
            options: question.options,
            required: question.required,
          }))
        : [],
    );
    if (questions.length > 0) await tx.insert(assessmentQuestions).values(questions);
    questionCount += questions.length;
  }
  return { jobs: generated.length, questions: questionCount };
}

/**
 * Fills an empty catalogue: the employers, CATALOGUE_JOBS jobs spread over the 60 days before
 * now (newest first: job 1 is the newest), their assessments, and (demo seed) the demo
 * candidate's preferences, saved jobs and applications. Runs at every start; writes only when
 * there are no jobs yet. Deterministic but for the dates, which follow the clock.
 */
export async function seedCatalogueIfEmpty(deps: AppDeps): Promise<CatalogueReport> {
  const empty: CatalogueReport = { seeded: false, companies: 0, jobs: 0, questions: 0 };
  const [{ count }] = await deps.db.select({ count: sql<number>`count(*)::int` }).from(jobs);
  if (count > 0) return empty;
  // hashed outside the transaction: slow by design
  const hashes = deps.config.seedDemo
    ? { recruiter: await hashPassword(RECRUITER_DEMO_PASSWORD), candidate: await hashPassword(DEMO_PASSWORD) }
    : null;
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK_ID})`);
    const [{ count: again }] = await tx.select({ count: sql<number>`count(*)::int` }).from(jobs);
    if (again > 0) return empty;
    const now = deps.now();
    const companyIds = await insertCompanies(tx);
    const inserted = await insertJobs(tx, generateJobs(CATALOGUE_JOBS), now, companyIds);
    if (hashes) await seedDemoCandidateJobs(tx, now, hashes);
    return { seeded: true, companies: companyIds.length, ...inserted };
  });
}

/**
 * A demo candidate's saved record, every part of it (experience, employments, job preference,
 * education, profile overview), each name from the lists; parts already saved are left alone.
 */
async function seedDemoRecord(tx: Tx, userId: number, record: (typeof DEMO_RECORDS)[string]): Promise<void> {
  const [experience] = await tx
    .insert(experiences)
    .values({ userId, ...record.experience, location: 'India' })
    .onConflictDoNothing()
    .returning({ id: experiences.id });
  if (experience && record.employments.length > 0) {
    await tx
      .insert(employments)
      .values(record.employments.map((job, position) => ({ userId, position, otherCompany: '', ...job })))
      .onConflictDoNothing();
  }
  const preference = record.preference;
  await tx
    .insert(jobPreferences)
    .values({
      userId,
      process: preference.process,
      preferences: preference.preferences.join(', '),
      ehrSystem: preference.ehrSystems.join(', '),
      ehrSpecializations: preference.specializations.join(', '),
    })
    .onConflictDoNothing();
  await tx
    .insert(educations)
    .values({ userId, position: 0, ...record.education })
    .onConflictDoNothing();
  await tx
    .insert(profiles)
    .values({
      userId,
      ...record.profile,
      termsAccepted: true,
      willingToRelocate: true,
      willingForNightShift: true,
    })
    .onConflictDoNothing();
}

/** Priya (the demo candidate who finished onboarding): her record, saved jobs, applications. */
async function seedDemoCandidateJobs(
  tx: Tx,
  now: Date,
  hashes: { recruiter: string; candidate: string },
): Promise<void> {
  const [priya] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'priya.sharma@example.com'));
  if (!priya) return;
  await seedDemoRecord(tx, priya.id, DEMO_RECORDS['priya.sharma@example.com']);
  // Jobs 3, 5 and 9 saved; 4 (new), 6 (shortlisted) and 8 (rejected) applied for.
  await tx.insert(savedJobs).values(
    [3, 5, 9].map((jobId, index) => ({
      userId: priya.id,
      jobId,
      savedAt: new Date(now.getTime() - (index + 1) * 60 * MINUTE_MS),
    })),
  );
  await tx.insert(applications).values(
    (
      [
        [4, 'new'],
        [6, 'shortlisted'],
        [8, 'rejected'],
      ] as const
    ).map(([jobId, status], index) => ({
      userId: priya.id,
      jobId,
      status,
      createdAt: new Date(now.getTime() - (index + 1) * 24 * 60 * MINUTE_MS),
      updatedAt: now,
    })),
  );
  // issue 23: the companies' demo recruiters, the timelines, more applicants
  await seedDemoRecruiters(tx, now, priya.id, hashes);
  // issue 37: the operator and a company waiting for its confirmation
  await seedDemoTrust(tx, now, hashes.recruiter);
}
