import { eq } from 'drizzle-orm';
import { employments, experiences, jobPreferences, profiles, users } from '../db/schema';
import { seedIfEmpty } from '../db/seed';
import { seedCatalogueIfEmpty } from '../db/seed-catalogue';
import { createSession } from '../services/sessions';
import type { AuthKit } from './auth-test-kit';
import { PLAIN_JOB } from './interview-test-kit';
import { publishedJob, sendJson, signedInRecruiter, uniqueCompany } from './recruiter-test-kit';

/** The facts of a candidate's record the Find candidates search reads (issue 37 §3). */
export interface RecordFacts {
  level?: 'freshers' | 'experienced' | 'managerial';
  years?: number;
  months?: number;
  experienceCity?: string;
  process?: 'voice' | 'nonvoice';
  roles?: string;
  certified?: 0 | 1 | null;
  certificateType?: string;
  city?: string;
  openToWork?: string;
  /** a current employment on this notice (days; 0: immediate), or none */
  noticeDays?: number | null;
}

let counter = 0;

/**
 * An active, onboarded candidate named Meenakshi Sundaram (born 1995-04-12, Female: what a
 * recruiter must never see), with a record of these facts, signed in; findable unless told.
 */
export async function recordedCandidate(
  kit: AuthKit,
  facts: RecordFacts = {},
  { findable = true, onboarded = true, status = 'active' } = {},
) {
  counter += 1;
  const email = `meenakshi${counter}@example.com`;
  const phone = String(9300000000 + counter);
  const id = await kit.insertUser({ email, phoneNo: phone, onboardingCompleted: onboarded });
  const { db } = kit.deps;
  await db.update(users).set({ firstName: 'Meenakshi', lastName: 'Sundaram' }).where(eq(users.id, id));
  await db.insert(experiences).values({
    userId: id,
    level: facts.level ?? 'experienced',
    years: facts.years ?? 3,
    months: facts.months ?? 6,
    location: facts.experienceCity ?? 'Madurai',
  });
  await db.insert(jobPreferences).values({
    userId: id,
    process: facts.process ?? 'nonvoice',
    preferences: facts.roles ?? 'Coding, AR Calling',
    certified: facts.certified === undefined ? 1 : facts.certified,
    certificateType: facts.certificateType ?? 'CPC',
  });
  await db.insert(profiles).values({
    userId: id,
    gender: 'Female',
    dateOfBirth: '1995-04-12',
    termsAccepted: true,
    preferredLocations: ['Chennai'],
    currentWorkLocation: facts.city ?? 'Chennai',
    openToWork: facts.openToWork ?? 'Hybrid, Remote',
    willingToRelocate: false,
    willingForNightShift: false,
  });
  const notice = facts.noticeDays === undefined ? 30 : facts.noticeDays;
  if (notice !== null)
    await db.insert(employments).values({
      userId: id,
      position: 0,
      companyName: 'Omega',
      otherCompany: '',
      role: 'Coder',
      fromYears: 2022,
      fromMonths: 1,
      toYears: 0,
      toMonths: 0,
      minCtc: '3,00,000-4,00,000',
      maxCtc: '',
      availableType: notice === 0 ? 'immediate' : 'notice_period',
      availableDay: notice,
      workingStatus: 1,
    });
  const token = await createSession(kit.deps, id);
  if (findable) {
    const turned = await sendJson(kit, 'POST', '/candidates/discoverability', { findable: true }, token);
    if (turned.status !== 200) throw new Error(`findable ${turned.status} ${JSON.stringify(turned.body)}`);
  }
  if (status !== 'active') await db.update(users).set({ status }).where(eq(users.id, id));
  return { id, email, phone, token };
}

/** The world of the Find candidates tests: a verified company's recruiter with an open job. */
export async function findWorld(kit: AuthKit) {
  await seedIfEmpty(kit.deps);
  await seedCatalogueIfEmpty(kit.deps);
  counter += 1;
  const company = uniqueCompany('Finder Health');
  const anita = await signedInRecruiter(kit, { company, email: `anita${counter}@finder.example` });
  const job = await publishedJob(kit, anita.token, PLAIN_JOB);
  return { company, anita, job };
}

/** The recruiter's search with these filters (a query string's fields). */
export async function search(kit: AuthKit, token: string, filters: Record<string, string | number> = {}) {
  const query = new URLSearchParams(Object.entries(filters).map(([k, value]) => [k, String(value)]));
  return sendJson(kit, 'GET', `/recruiters/candidates?${query}`, undefined, token);
}

/** The recruiter asks the candidate to connect about the job. */
export function connect(
  kit: AuthKit,
  token: string,
  candidateId: number,
  jobId: number,
  message = 'Hello, would you like to talk about our opening?',
) {
  return sendJson(
    kit,
    'POST',
    `/recruiters/candidates/${candidateId}/connect`,
    { job_id: jobId, message },
    token,
  );
}
