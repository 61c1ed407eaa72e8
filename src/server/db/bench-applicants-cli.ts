import { performance } from 'node:perf_hooks';
import { type ApplicantsQuery, applicantsQuerySchema } from '@contract/recruiter/applicants';
import { and, asc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { loadConfig } from '../config';
import type { AppDeps } from '../deps';
import { jobApplicantsPage } from '../services/recruiter/applicants-list';
import { claimBulkJob, companyBulkJob, startBulkJob, workBulkJob } from '../services/recruiter/bulk-jobs';
import { companyNamed, createRecruiter } from '../services/recruiter/recruiter-accounts';
import { seedApplicants } from '../services/recruiter/seed-applicants';
import { openDatabase, rowsOf } from './client';
import { generateJobs } from './job-catalogue';
import { applications, employments, experiences, jobPreferences, jobs, users } from './schema';
import { insertJobs } from './seed-catalogue';

/**
 * `npm run bench:applicants` (scripts/bench-applicants.mjs): the time of a job's applicants list
 * (issue 23: filtered, sorted, paged, with its total and counts by status) for a job with
 * BENCH_APPLICANTS applicants (default 5,000; they also apply to 4 other jobs each, so the table
 * is not this job's alone), on the database the server would use (DATA_DIR or
 * DATABASE_URL) once `seed:jobs` filled the catalogue. The bench company, its job and its
 * candidates are made once and kept for the next run. Each list is read BENCH_ROUNDS times after a
 * warm-up (p50, p95), and the heaviest one's plans are printed.
 * Timing goals are read here, never asserted in tests.
 */
const LISTS: [string, ApplicantsQuery][] = [
  ['newest (no filter)', {}],
  ['awaiting, most experience', { status: 'new', sort: 'experience' }],
  [
    'certified experienced, highest CTC',
    { certification: 'certified', experience_level: 'experienced', sort: 'ctc' },
  ],
  ['notice up to 30 days, oldest', { notice: 'up_to_30', sort: 'oldest' }],
  ['shortlisted immediate, highest CTC', { status: 'shortlisted', notice: 'immediate', sort: 'ctc' }],
  ['page 100, newest', { page: '100' }],
];
const BANDS = [
  '1,00,000-2,00,000',
  '2,00,000-3,00,000',
  '3,00,000-4,00,000',
  '5,00,000-7,50,000',
  'Above 10,00,000',
];
const LEVELS = ['freshers', 'experienced', 'managerial'] as const;
const BENCH_COMPANY = 'Bench Applicants RCM';
const OTHER_APPLICATIONS_EACH = 4;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * "Select all matching" + shortlist (issue 36 §4): a new job of the bench company with BENCH_BULK
 * (default 1,000) awaiting applicants each run, all of them shortlisted by one bulk job (the filter
 * status=new applied by the server), worked to its end as a server process's loop does: the time
 * from the start call to the job done, its items in batches through the status change's own writes
 * (services/recruiter/status-changes.ts).
 */
async function benchBulkShortlist(deps: AppDeps, companyId: number): Promise<void> {
  const size = Number(process.env.BENCH_BULK) || 1_000;
  const { db } = deps;
  const [template] = generateJobs(1);
  const title = `Bench bulk ${Date.now()}`;
  await insertJobs(db, [{ ...template, jobTitle: title, ageMinutes: 0 }], new Date(), [companyId], false);
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.jobTitle, title)));
  const recruiterId = await createRecruiter(db, {
    companyId,
    email: `bench.bulk.${job.id}@bench.example.com`,
    firstName: 'Bench',
    lastName: 'Recruiter',
    passwordHash: 'scrypt$not-a-real-hash',
    now: new Date(),
  });
  await seedApplicants(db, job.id, size, { tag: `bench${job.id}` });
  const started = performance.now();
  const bulk = await startBulkJob(deps, { companyId, recruiterId }, job.id, {
    kind: 'status',
    status: 'shortlisted',
    filters: { status: 'new' },
  });
  for (let claimed = await claimBulkJob(deps); claimed; claimed = await claimBulkJob(deps))
    await workBulkJob(deps, claimed);
  const ms = performance.now() - started;
  const done = await companyBulkJob(db, companyId, bulk.bulk_job_id);
  console.log(
    `\n"Select all matching" + shortlist of ${done.total}: ${(ms / 1000).toFixed(2)} s (${done.summary}), ${(ms / Math.max(1, done.total)).toFixed(1)} ms an applicant`,
  );
}

async function main(): Promise<void> {
  const wanted = Number(process.env.BENCH_APPLICANTS) || 5_000;
  const rounds = Number(process.env.BENCH_ROUNDS) || 40;
  const config = loadConfig();
  const database = await openDatabase(config);
  const { db } = database;
  const deps: AppDeps = { db, config, now: () => new Date() };
  try {
    const [{ count: jobCount }] = await db.select({ count: sql<number>`count(*)::int` }).from(jobs);
    const company = await companyNamed(db, BENCH_COMPANY, 'Chennai');
    // the company's first job: each run's bulk shortlist adds a job of its own (never the listed one)
    const firstJob = () =>
      db.select().from(jobs).where(eq(jobs.companyId, company.id)).orderBy(asc(jobs.id)).limit(1);
    let [job] = await firstJob();
    if (!job) {
      const [template] = generateJobs(1);
      await insertJobs(
        db,
        [{ ...template, jobTitle: 'Bench AR Caller', ageMinutes: 0 }],
        new Date(),
        [company.id],
        false,
      );
      [job] = await firstJob();
    }
    const [{ have }] = await db
      .select({ have: sql<number>`count(*)::int` })
      .from(applications)
      .where(eq(applications.jobId, job.id));
    if (have < wanted) {
      const started = performance.now();
      const now = Date.now();
      for (let from = have; from < wanted; from += 500) {
        const size = Math.min(500, wanted - from);
        await db.transaction(async (tx) => {
          const made = await tx
            .insert(users)
            .values(
              Array.from({ length: size }, (_, k) => {
                const i = from + k;
                return {
                  firstName: `Bench${i}`,
                  lastName: 'Applicant',
                  email: `bench.applicant.${job.id}.${i}@bench.example.com`,
                  phoneNo: `6${String(job.id % 1000).padStart(3, '0')}${String(i).padStart(6, '0')}`,
                  passwordHash: 'scrypt$not-a-real-hash',
                  onboardingCompleted: true,
                };
              }),
            )
            .returning({ id: users.id });
          const ids = made.map((row) => row.id);
          await tx.insert(experiences).values(
            ids.map((userId, k) => {
              const i = from + k;
              const level = LEVELS[i % 3];
              return {
                userId,
                level,
                years: level === 'freshers' ? 0 : i % 15,
                months: i % 12,
                location: 'India',
              };
            }),
          );
          await tx.insert(employments).values(
            ids.flatMap((userId, k) => {
              const i = from + k;
              if (i % 3 === 0) return [];
              return [
                {
                  userId,
                  position: 0,
                  companyName: 'Omega Healthcare',
                  otherCompany: '',
                  role: 'AR Caller',
                  fromYears: 2020,
                  fromMonths: 1,
                  toYears: 0,
                  toMonths: 0,
                  minCtc: BANDS[i % BANDS.length],
                  maxCtc: BANDS[(i + 1) % BANDS.length],
                  availableType: i % 4 === 0 ? 'immediate' : 'notice_period',
                  availableDay: i % 4 === 0 ? 0 : (i % 6) * 15,
                  workingStatus: 1,
                },
              ];
            }),
          );
          await tx.insert(jobPreferences).values(
            ids.map((userId, k) => ({
              userId,
              process: 'nonvoice',
              certified: (from + k) % 4 === 0 ? 1 : 0,
              certificateType: (from + k) % 4 === 0 ? 'CPC' : '',
            })),
          );
          await tx.insert(applications).values(
            ids.map((userId, k) => {
              const i = from + k;
              const at = new Date(now - (wanted - i) * 60_000);
              return {
                userId,
                jobId: job.id,
                status: i % 10 < 7 ? 'new' : i % 10 < 9 ? 'shortlisted' : 'rejected',
                createdAt: at,
                updatedAt: at,
              };
            }),
          );
        });
        process.stdout.write(`\r${from + size} applicants`);
      }
      await db.execute(sql`vacuum analyze applications`);
      console.log(
        `\nMade ${wanted - have} applicants in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
    }
    // the other jobs' applications (the bench candidates apply to OTHER_APPLICATIONS_EACH other
    // jobs each), so the table is not this job's alone and the plans are the real ones
    const others = wanted * OTHER_APPLICATIONS_EACH;
    const [{ otherHave }] = await db
      .select({ otherHave: sql<number>`count(*)::int` })
      .from(applications)
      .where(sql`${applications.jobId} <> ${job.id}`);
    if (otherHave < others) {
      const started = performance.now();
      const benchUsers = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.email} like ${`bench.applicant.${job.id}.%`}`)
        .orderBy(users.id);
      const rows = benchUsers.flatMap((user, i) =>
        Array.from({ length: OTHER_APPLICATIONS_EACH }, (_, j) => ({
          userId: user.id,
          jobId: 1 + ((i * 7 + j * 24_989) % Math.max(1, Math.min(jobCount - 1, 99_000))),
          status: 'new',
        })),
      );
      for (let from = 0; from < rows.length; from += 1_000) {
        await db
          .insert(applications)
          .values(rows.slice(from, from + 1_000))
          .onConflictDoNothing();
      }
      await db.execute(sql`vacuum analyze applications`);
      console.log(
        `Made ${rows.length} applications to other jobs in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
    }
    const [{ applicants }] = await db
      .select({ applicants: sql<number>`count(*)::int` })
      .from(applications)
      .where(and(eq(applications.jobId, job.id), eq(applications.candidateActive, true)));
    console.log(
      `\nThe applicants list of a job with ${applicants} applicants, ${jobCount} jobs (${database.kind}), ${rounds} rounds:`,
    );
    console.log(`${'list'.padEnd(40)} ${'matches'.padStart(8)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}`);
    const all: number[] = [];
    for (const [name, query] of LISTS) {
      const filters = v.parse(applicantsQuerySchema, query);
      let total = 0;
      for (let i = 0; i < 3; i++) total = (await jobApplicantsPage(db, job, filters)).total;
      const times: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const started = performance.now();
        await jobApplicantsPage(db, job, filters);
        times.push(performance.now() - started);
      }
      all.push(...times);
      const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
      console.log(
        `${name.padEnd(40)} ${String(total).padStart(8)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))}`,
      );
    }
    console.log(
      `${'all lists'.padEnd(49)} ${`${percentile(all, 50).toFixed(1)} ms`.padStart(9)} ${`${percentile(all, 95).toFixed(1)} ms`.padStart(9)}`,
    );

    const where = sql`job_id = ${job.id} and candidate_active and certification is not null and experience_level = 'experienced'`;
    for (const [title, query] of [
      [
        'the page (certified experienced, highest CTC)',
        sql`select * from applications where ${where} order by ctc_rank desc nulls last, created_at desc nulls last, id desc nulls last limit 20`,
      ],
      ['its total', sql`select count(*) from applications where ${where}`],
      [
        'the counts by status',
        sql`select status, count(*) from applications where job_id = ${job.id} and candidate_active group by status`,
      ],
      [
        'the newest page (no filter)',
        sql`select * from applications where job_id = ${job.id} and candidate_active order by created_at desc nulls last, id desc nulls last limit 20`,
      ],
    ] as const) {
      const plan = rowsOf<Record<string, unknown>>(
        await db.execute(sql`explain (analyze, buffers) ${query}`),
      );
      console.log(`\n-- ${title}\n${plan.map((row) => Object.values(row)[0]).join('\n')}`);
    }
    await benchBulkShortlist(deps, company.id);
  } finally {
    await deps.bus?.close();
    await database.close();
  }
}

await main();
