import { VERIFIED_EMPLOYER, VERIFIED_EMPLOYER_MEANING } from '@contract/verified-employer';
import { companies } from '@server/db/schema';
import { jobPostingOf } from '@server/services/job-posting';
import { publicJobOf } from '@server/services/public-job';
import { publicJobPage } from '@server/services/public-job-page';
import { useAuthKit } from '@server/test-kits/auth-test-kit';
import { interviewWorld, sendJson } from '@server/test-kits/interview-test-kit';
import { sqlBackends } from '@server/test-kits/test-backends';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const PUBLIC_URL = 'https://careers.example.in';

/**
 * Issue 37: the Verified employer badge. The candidate's job cards and job detail carry
 * `company_verified`, and so do the applicant's notifications from it; the public page shows the badge with its meaning, and its JSON-LD's
 * hiringOrganization a credential recognized by the site (schema.org's hasCredential); a company
 * not verified wears none of them.
 */
describe.each(sqlBackends())('the Verified employer badge ($name)', (backend) => {
  const kit = useAuthKit(backend);

  it('a verified company’s job says so on the cards, the detail, the public page and its notifications; an unverified one’s does not', async () => {
    const w = await interviewWorld(kit);
    // a message from the company: the candidate's notification of it
    const sent = await sendJson(
      kit,
      'POST',
      `/recruiters/applications/${w.applicationId}/messages`,
      { body: 'Hello' },
      w.anita.token,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const reads = async () => {
      const inbox = await sendJson(kit, 'GET', '/candidates/notifications', undefined, w.priya.token);
      const detail = await sendJson(kit, 'GET', `/candidates/job?id=${w.job.id}`, undefined, w.priya.token);
      const applied = await sendJson(kit, 'POST', '/candidates/applied_jobs', {}, w.priya.token);
      const job = await publicJobOf(kit.deps.db, w.job.id);
      if (!job) throw new Error('the public job');
      const page = String(await publicJobPage(job, PUBLIC_URL, kit.deps.now()));
      const organization = jobPostingOf(job, PUBLIC_URL, kit.deps.now()).hiringOrganization as Record<
        string,
        unknown
      >;
      return {
        detail: (detail.body.result as { job: { company_verified?: boolean } }).job.company_verified,
        card: (applied.body.result as { jobs: { id: number; company_verified?: boolean }[] }).jobs.find(
          (card) => card.id === w.job.id,
        )?.company_verified,
        page: page.includes(`✓ ${VERIFIED_EMPLOYER}</b>: ${VERIFIED_EMPLOYER_MEANING.replace("'", '&#39;')}`),
        credential: organization.hasCredential,
        notification: (
          inbox.body.result as { notifications: { kind: string; company_verified?: boolean }[] }
        ).notifications.find((item) => item.kind === 'message')?.company_verified,
      };
    };
    expect(await reads()).toEqual({
      detail: true,
      card: true,
      page: true,
      credential: {
        '@type': 'EducationalOccupationalCredential',
        name: VERIFIED_EMPLOYER,
        description: VERIFIED_EMPLOYER_MEANING,
        credentialCategory: 'Employer verification',
        recognizedBy: { '@type': 'Organization', name: 'RCM Careers', url: PUBLIC_URL },
      },
      notification: true,
    });
    // a company whose verification was withdrawn (its jobs published before) wears nothing
    await kit.deps.db.update(companies).set({ verifiedAt: null }).where(eq(companies.id, w.anita.companyId));
    expect(await reads()).toEqual({
      detail: false,
      card: false,
      page: false,
      credential: undefined,
      notification: false,
    });
  });
});
