import { DASHBOARD_PATH } from '@contract/dashboard-path';
import type { JobCard } from '@contract/jobs';
import { jobs } from '@server/db/schema';
import { jobSearchWhere } from '@server/services/job-search';
import { openJobsPage, publicJobOf } from '@server/services/public-job';
import { publicJobListPage } from '@server/services/public-job-list';
import { setCompanyTrust } from '@server/services/safety/company-trust';
import { useAuthKit } from '@server/test-kits/auth-test-kit';
import { interviewWorld, PLAIN_JOB, sendJson } from '@server/test-kits/interview-test-kit';
import { publishedJob } from '@server/test-kits/recruiter-test-kit';
import { sqlBackends } from '@server/test-kits/test-backends';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/**
 * Issue 37: a suspended company's jobs, and a job hidden after reports (jobs.hidden_at), leave at
 * once everything candidates and the public read: the search (with words and without), the
 * recommendations, similar jobs, saved-search matches, the public page, the public list and the
 * sitemap; the job's applicants still read it (their application), taking no more applications.
 * Restoring the company, or showing the job again, brings it all back.
 */
describe.each(sqlBackends())('a withdrawn job ($name)', (backend) => {
  const kit = useAuthKit(backend);

  async function world(suffix: string) {
    const base = await interviewWorld(kit, suffix);
    const stranger = await base.newCandidate(
      `stranger${suffix}@example.com`,
      `91234${suffix.padStart(2, '0')}678`,
    );
    // a job of a word no other has, beside the world's job its candidate applied to
    const word = `quetzal${suffix}`;
    const job = await publishedJob(kit, base.anita.token, {
      ...PLAIN_JOB,
      job_title: `Quetzal${suffix} Coder`,
    });
    const as = (token: string) => ({
      get: (path: string) => sendJson(kit, 'GET', path, undefined, token),
      post: (path: string, body: unknown) => sendJson(kit, 'POST', path, body, token),
    });
    const stranger_ = as(stranger.token);
    const ids = (cards: unknown) => (cards as JobCard[]).map((card) => card.id);
    /** Where the job shows, each of the candidates' and the public's reads. */
    const shows = async () => ({
      search: ids((await stranger_.post('/candidates/job_search', { q: word })).body.result).includes(job.id),
      list: ids((await stranger_.post('/candidates/job_search', { location: 'Noida' })).body.result).includes(
        job.id,
      ),
      recommended: ids(
        ((await stranger_.get(DASHBOARD_PATH)).body.result as { recent_jobs: unknown }).recent_jobs,
      ).includes(job.id),
      similar: ids(
        (await stranger_.get(`/candidates/similar_jobs?id=${base.vikramsJob.id}`)).body.result,
      ).includes(job.id),
      saved_search: (
        await kit.deps.db
          .select({ id: jobs.id })
          .from(jobs)
          .where(await jobSearchWhere(kit.deps.db, { q: word }))
      ).some((row) => row.id === job.id),
      detail: (await stranger_.get(`/candidates/job?id=${job.id}`)).status,
      public_page: (await publicJobOf(kit.deps.db, job.id)) !== null,
      public_list: (await publicJobListPage(kit.deps.db, { q: word } as never, 1)).jobs.some(
        (card) => card.id === job.id,
      ),
      sitemap: (await openJobsPage(kit.deps.db, 1, 50_000)).some((row) => row.id === job.id),
    });
    const everywhere = {
      search: true,
      list: true,
      recommended: true,
      similar: true,
      saved_search: true,
      detail: 200,
      public_page: true,
      public_list: true,
      sitemap: true,
    };
    const nowhere = {
      search: false,
      list: false,
      recommended: false,
      similar: false,
      saved_search: false,
      detail: 404,
      public_page: false,
      public_list: false,
      sitemap: false,
    };
    /** The world's job as its applicant reads it, and whether a stranger may still apply. */
    const applicantRead = async () => {
      const read = await as(base.priya.token).get(`/candidates/job?id=${base.job.id}`);
      return {
        status: read.status,
        accepting: (read.body.result as { job?: JobCard })?.job?.accepting_applications,
      };
    };
    return { ...base, worldJob: base.job, job, shows, everywhere, nowhere, applicantRead };
  }

  it('a suspended company: its jobs leave every list and page at once, its applicants still read them; restored, they are back', async () => {
    const w = await world('1');
    expect(await w.shows()).toEqual(w.everywhere);
    const sent = await sendJson(
      kit,
      'POST',
      `/recruiters/applications/${w.applicationId}/messages`,
      { body: 'Hello' },
      w.anita.token,
    );
    const conversationId = (sent.body.result as { conversation_id: number }).conversation_id;
    const conversation = async () =>
      (await sendJson(kit, 'GET', `/candidates/conversations/${conversationId}`, undefined, w.priya.token))
        .body.result as { conversation: { company_verified: boolean; company_suspended: boolean } };
    expect((await conversation()).conversation).toMatchObject({
      company_verified: true,
      company_suspended: false,
    });
    await setCompanyTrust(kit.deps.db, w.anita.companyId, 'suspend', kit.deps.now());
    expect(await w.shows()).toEqual(w.nowhere);
    expect(await w.applicantRead()).toEqual({ status: 200, accepting: false });
    // the candidate's conversation with it warns them (the app shows SUSPENDED_COMPANY_WARNING)
    expect((await conversation()).conversation).toMatchObject({
      company_verified: false,
      company_suspended: true,
    });
    await setCompanyTrust(kit.deps.db, w.anita.companyId, 'restore', kit.deps.now());
    expect(await w.shows()).toEqual(w.everywhere);
    expect(await w.applicantRead()).toEqual({ status: 200, accepting: true });
  });

  it('a job hidden after reports leaves them all, alone; shown again, it is back', async () => {
    const w = await world('2');
    expect(await w.shows()).toEqual(w.everywhere);
    const hide = (at: Date | null) =>
      kit.deps.db.update(jobs).set({ hiddenAt: at }).where(eq(jobs.id, w.job.id));
    await hide(kit.deps.now());
    expect(await w.shows()).toEqual(w.nowhere);
    // the company's other job stays listed
    expect(await publicJobOf(kit.deps.db, w.job.id)).toBeNull();
    expect(await publicJobOf(kit.deps.db, w.worldJob.id)).not.toBeNull();
    await hide(null);
    expect(await w.shows()).toEqual(w.everywhere);
  });
});
