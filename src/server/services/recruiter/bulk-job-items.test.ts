import type { RecruiterStatus } from '@contract/jobs';
import {
  applicationEvents,
  applicationReviews,
  applications,
  bulkJobItems,
  bulkJobs,
} from '@server/db/schema';
import { seedCatalogueIfEmpty } from '@server/db/seed-catalogue';
import { eventBusOf } from '@server/deps';
import { useOnboardingKit } from '@server/test-kits/onboarding-test-kit';
import { publishedJob, signedInRecruiter, uniqueCompany } from '@server/test-kits/recruiter-test-kit';
import { testBackends } from '@server/test-kits/test-backends';
import { HttpError } from '@server/validate';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { databaseFileStore } from '../file-store';
import { workBatch, workContextOf } from './bulk-job-items';
import { claimBulkJob, companyBulkJob, DEFAULT_BULK_RULES, startBulkJob, workBulkJob } from './bulk-jobs';
import { setCompanyApplicantStatus } from './recruiter-applicants';
import { seedApplicants } from './seed-applicants';

/**
 * A bulk status change's batches (issue 36 §4, at 5,000 applicants): many items in one
 * transaction give what the one-by-one status change gives, a row the database refuses fails
 * only itself, and a process's late batch after its lease ended writes nothing twice.
 */
describe.each(testBackends())('bulk job batches ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let anita: Awaited<ReturnType<typeof signedInRecruiter>>;
  let vikram: Awaited<ReturnType<typeof signedInRecruiter>>;
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    anita = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'anita@acme.example' });
    vikram = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'vikram@other.example' });
  });
  const store = databaseFileStore;
  const scope = () => ({ companyId: anita.companyId, recruiterId: anita.recruiterId });
  async function runAll() {
    for (let job = await claimBulkJob(kit.deps); job; job = await claimBulkJob(kit.deps))
      await workBulkJob(kit.deps, job);
  }
  const bulkJobOf = (id: number) => companyBulkJob(kit.deps.db, anita.companyId, id);

  /**
   * Eight applicants of a new job of Anita's: withdrawn, already shortlisted, gone (candidate
   * deactivated), one rejected with a change still in its undo window, one shortlisted and put
   * back to Awaiting within the window, three awaiting.
   */
  async function mixedApplicants(): Promise<{ jobId: number; ids: number[] }> {
    const job = await publishedJob(kit, anita.token);
    const ids = await seedApplicants(kit.deps.db, job.id, 8, { tag: `mixed${job.id}` });
    const single = (id: number, status: RecruiterStatus) =>
      setCompanyApplicantStatus(
        eventBusOf(kit.deps),
        store,
        scope(),
        id,
        { status, reason: 'Too far' },
        kit.deps.now(),
        '',
        120,
      );
    await kit.deps.db.update(applications).set({ status: 'withdrawn' }).where(eq(applications.id, ids[0]));
    await kit.deps.db.update(applications).set({ status: 'shortlisted' }).where(eq(applications.id, ids[1]));
    await single(ids[3], 'rejected');
    await single(ids[4], 'shortlisted');
    await single(ids[4], 'new');
    return { jobId: job.id, ids };
  }
  async function deactivate(id: number) {
    await kit.deps.db.update(applications).set({ candidateActive: false }).where(eq(applications.id, id));
  }
  /** What the applications hold, the same whichever ids they have: their status and timeline. */
  async function snapshot(ids: number[]) {
    const rows = await kit.deps.db
      .select()
      .from(applications)
      .where(inArray(applications.id, ids))
      .orderBy(asc(applications.id));
    const events = await kit.deps.db
      .select()
      .from(applicationEvents)
      .where(inArray(applicationEvents.applicationId, ids))
      .orderBy(asc(applicationEvents.id));
    const reviews = await kit.deps.db
      .select()
      .from(applicationReviews)
      .where(inArray(applicationReviews.applicationId, ids));
    return rows.map((row) => ({
      status: row.status,
      version: row.statusVersion,
      candidateStatus: row.candidateStatus,
      reason: reviews.find((review) => review.applicationId === row.id)?.rejectionReason ?? 'none',
      steps: events
        .filter((event) => event.applicationId === row.id)
        .map(
          (event) =>
            `${event.event} due ${event.dueAt?.toISOString() ?? '-'} from ${event.fromStatus ?? '-'}`,
        ),
    }));
  }

  it('gives a batch of mixed items what the one-by-one status change gives', async () => {
    kit.deps.config = { ...kit.deps.config, statusUndoSeconds: 120 };
    const { jobId, ids: batched } = await mixedApplicants();
    const { ids: single } = await mixedApplicants();
    const [othersApplication] = await seedApplicants(
      kit.deps.db,
      (await publishedJob(kit, vikram.token)).id,
      1,
    );
    kit.advance(5_000);

    // one bulk job over the first set, and another company's application slipped into its items
    const bulk = await startBulkJob(kit.deps, scope(), jobId, {
      kind: 'status',
      status: 'shortlisted',
      application_ids: batched,
    });
    await kit.deps.db
      .insert(bulkJobItems)
      .values({ bulkJobId: bulk.bulk_job_id, applicationId: othersApplication });
    await kit.deps.db.update(bulkJobs).set({ total: 9 }).where(eq(bulkJobs.id, bulk.bulk_job_id));
    await deactivate(batched[2]);
    await runAll();
    expect(await bulkJobOf(bulk.bulk_job_id)).toMatchObject({
      state: 'done',
      total: 9,
      done: 9,
      results: { changed: 5, already: 1, withdrawn: 1, gone: 2 },
      summary: 'Shortlisted 5; 1 was already Shortlisted; 1 had withdrawn; 2 no longer applying',
    });

    // the second set one by one through the applicant page's change
    await deactivate(single[2]);
    for (const id of single) {
      try {
        await setCompanyApplicantStatus(
          eventBusOf(kit.deps),
          store,
          scope(),
          id,
          { status: 'shortlisted', reason: '' },
          kit.deps.now(),
          '',
          120,
        );
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
      }
    }
    expect(await snapshot(batched)).toEqual(await snapshot(single));
    expect((await snapshot([othersApplication]))[0]).toMatchObject({ status: 'new', version: 0, steps: [] });
  });

  it('finishes the rest of a batch when the database refuses one row', async () => {
    const job = await publishedJob(kit, anita.token);
    const ids = await seedApplicants(kit.deps.db, job.id, 5);
    const bad = ids[2];
    await kit.deps.db.execute(
      sql.raw(`create function bulk_test_refuse() returns trigger language plpgsql as $$
      begin if new.application_id = ${bad} then raise exception 'refused by the test'; end if; return new; end $$`),
    );
    await kit.deps.db.execute(
      sql`create trigger bulk_test_refuse before insert on application_events for each row execute function bulk_test_refuse()`,
    );
    try {
      const bulk = await startBulkJob(kit.deps, scope(), job.id, {
        kind: 'status',
        status: 'rejected',
        filters: {},
      });
      await runAll();
      expect(await bulkJobOf(bulk.bulk_job_id)).toMatchObject({
        state: 'done',
        done: 5,
        results: { changed: 4, refused: 1 },
        summary: 'Rejected 4; 1 could not be changed',
      });
      const rows = await kit.deps.db
        .select({ id: applications.id, status: applications.status })
        .from(applications)
        .where(inArray(applications.id, ids))
        .orderBy(asc(applications.id));
      expect(rows.map((row) => row.status)).toEqual(['rejected', 'rejected', 'new', 'rejected', 'rejected']);
    } finally {
      await kit.deps.db.execute(sql`drop trigger bulk_test_refuse on application_events`);
      await kit.deps.db.execute(sql`drop function bulk_test_refuse()`);
    }
  });

  it('writes nothing twice after a killed lease: the rest taken over, a late batch finding it done', async () => {
    const job = await publishedJob(kit, anita.token);
    const ids = await seedApplicants(kit.deps.db, job.id, 250);
    const bulk = await startBulkJob(kit.deps, scope(), job.id, {
      kind: 'status',
      status: 'shortlisted',
      filters: {},
    });
    // a process claims it, works one batch and a half, and dies
    const first = await claimBulkJob(kit.deps);
    if (!first) throw new Error('no job claimed');
    expect(await workBulkJob(kit.deps, first, DEFAULT_BULK_RULES, { maxItems: 150 })).toBe(false);
    expect(await bulkJobOf(bulk.bulk_job_id)).toMatchObject({ state: 'running', done: 150 });
    // its lease ends: another process takes the rest
    kit.advance(DEFAULT_BULK_RULES.leaseMs + 1);
    await runAll();
    // the first process's last batch, read before it stalled, comes late: it finds it done
    await workBatch(await workContextOf(kit.deps, first), ids.slice(100, 250));
    expect(await bulkJobOf(bulk.bulk_job_id)).toMatchObject({
      state: 'done',
      total: 250,
      done: 250,
      results: { changed: 250 },
    });
    const steps = await kit.deps.db
      .select({ applicationId: applicationEvents.applicationId, n: sql<number>`count(*)::int` })
      .from(applicationEvents)
      .where(inArray(applicationEvents.applicationId, ids))
      .groupBy(applicationEvents.applicationId);
    expect(steps).toHaveLength(250);
    expect(steps.every((row) => Number(row.n) === 1)).toBe(true);
    const versions = await kit.deps.db
      .select({ v: applications.statusVersion })
      .from(applications)
      .where(inArray(applications.id, ids));
    expect(versions.every((row) => row.v === 1)).toBe(true);
  }, 60_000);
});
