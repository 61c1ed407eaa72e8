import {
  SUSPENDED_CANNOT_MESSAGE,
  SUSPENDED_CANNOT_PUBLISH,
  UNVERIFIED_CANNOT_MESSAGE,
  UNVERIFIED_CANNOT_PUBLISH,
} from '@contract/company-trust';
import { companies, contactShares, conversations, messages } from '@server/db/schema';
import { setCompanyTrust } from '@server/services/safety/company-trust';
import { useAuthKit } from '@server/test-kits/auth-test-kit';
import { interviewWorld, PLAIN_JOB, sendJson } from '@server/test-kits/interview-test-kit';
import { signedInRecruiter, uniqueCompany } from '@server/test-kits/recruiter-test-kit';
import { sqlBackends } from '@server/test-kits/test-backends';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const SLOT = '2026-03-03T05:00:00.000Z';
const IN_PERSON = { mode: 'in_person', address: 'Tower B, Noida', slots: [SLOT], duration_minutes: 30 };

/**
 * Issue 37 §1: until an operator verifies its company (and while it is suspended) a recruiter
 * prepares jobs but publishes none, and reaches no candidate: every such call is a 409 naming
 * the standing, and nothing is written.
 */
describe.each(sqlBackends())('an unverified or suspended company ($name)', (backend) => {
  const kit = useAuthKit(backend);
  const refusal = (code: string, message: string) => ({
    status: 409,
    body: { success: false, message, code },
  });

  it('saves drafts but cannot publish; once verified it publishes, and suspended it cannot save, reopen or publish', async () => {
    await interviewWorld(kit); // the lists (cities, roles) the drafts need
    const anita = await signedInRecruiter(kit, {
      company: uniqueCompany(),
      email: 'new@x.example',
      verified: false,
    });
    const send = (method: string, path: string, body?: unknown) =>
      sendJson(kit, method, path, body, anita.token);
    const me = await send('GET', '/recruiters/me');
    expect(me.body.result).toMatchObject({ company: { id: anita.companyId, standing: 'unverified' } });

    const created = await send('POST', '/recruiters/jobs', PLAIN_JOB);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const draft = (created.body.result as { job: { id: number; version: number } }).job;
    const saved = await send('PUT', `/recruiters/jobs/${draft.id}`, { ...PLAIN_JOB, version: draft.version });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await send('POST', `/recruiters/jobs/${draft.id}/publish`)).toEqual(
      refusal('company_unverified', UNVERIFIED_CANNOT_PUBLISH),
    );
    expect((await send('GET', `/recruiters/jobs/${draft.id}`)).body.result).toMatchObject({
      job: { status: 'draft' },
    });

    await setCompanyTrust(kit.deps.db, anita.companyId, 'verify', kit.deps.now());
    const published = await send('POST', `/recruiters/jobs/${draft.id}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const open = (published.body.result as { job: { version: number } }).job;

    await setCompanyTrust(kit.deps.db, anita.companyId, 'suspend', kit.deps.now());
    expect((await send('GET', '/recruiters/me')).body.result).toMatchObject({
      company: { standing: 'suspended' },
    });
    expect(
      await send('PUT', `/recruiters/jobs/${draft.id}`, { ...PLAIN_JOB, version: open.version }),
    ).toEqual(refusal('company_suspended', SUSPENDED_CANNOT_PUBLISH));
    // closing takes a job away from candidates: always allowed
    expect((await send('POST', `/recruiters/jobs/${draft.id}/close`)).status).toBe(200);
    expect(await send('POST', `/recruiters/jobs/${draft.id}/reopen`)).toEqual(
      refusal('company_suspended', SUSPENDED_CANNOT_PUBLISH),
    );
    const second = (await send('POST', '/recruiters/jobs', PLAIN_JOB)).body.result as { job: { id: number } };
    expect(await send('POST', `/recruiters/jobs/${second.job.id}/publish`)).toEqual(
      refusal('company_suspended', SUSPENDED_CANNOT_PUBLISH),
    );
  });

  it.each([
    ['unverified', 'company_unverified', UNVERIFIED_CANNOT_MESSAGE],
    ['suspended', 'company_suspended', SUSPENDED_CANNOT_MESSAGE],
  ] as const)(
    '%s: messages, bulk messages and interview invitations are refused, nothing reaches the candidate',
    async (standing, code, message) => {
      const world = await interviewWorld(kit, standing === 'unverified' ? '1' : '2');
      const send = (method: string, path: string, body?: unknown) =>
        sendJson(kit, method, path, body, world.anita.token);
      // an interview scheduled while the company was verified, to be changed after
      const interview = await send(
        'POST',
        `/recruiters/applications/${world.applicationId}/interviews`,
        IN_PERSON,
      );
      expect(interview.status, JSON.stringify(interview.body)).toBe(200);
      const interviewId = (interview.body.result as { interview: { interview_id: number } }).interview
        .interview_id;
      if (standing === 'unverified')
        await kit.deps.db
          .update(companies)
          .set({ verifiedAt: null })
          .where(eq(companies.id, world.anita.companyId));
      else await setCompanyTrust(kit.deps.db, world.anita.companyId, 'suspend', kit.deps.now());

      const refused = refusal(code, message);
      expect(
        await send('POST', `/recruiters/applications/${world.applicationId}/messages`, { body: 'Hello' }),
      ).toEqual(refused);
      // a template's text goes through the same send
      expect(
        await send('POST', `/recruiters/applications/${world.applicationId}/messages`, { body: 'Hi {name}' }),
      ).toEqual(refused);
      expect(
        await send('POST', `/recruiters/jobs/${world.job.id}/bulk-jobs`, {
          kind: 'message',
          body: 'Hello all',
          application_ids: [world.applicationId],
        }),
      ).toEqual(refused);
      expect(
        await send('POST', `/recruiters/applications/${world.applicationId}/interviews`, IN_PERSON),
      ).toEqual(refused);
      expect(
        await send('POST', '/recruiters/interviews', {
          application_ids: [world.applicationId],
          details: IN_PERSON,
        }),
      ).toEqual(refused);
      expect(await send('PUT', `/recruiters/interviews/${interviewId}`, IN_PERSON)).toEqual(refused);
      // nor does it ask for the candidate's contact: the recruiter's ask is refused, a shortlist asks nothing
      expect(await send('POST', `/recruiters/applications/${world.applicationId}/contact_request`)).toEqual(
        refused,
      );
      const page = await send('GET', `/recruiters/applications/${world.applicationId}`);
      const version = (page.body.result as { applicant: { version: number } }).applicant.version;
      const shortlisted = await send('PUT', `/recruiters/applications/${world.applicationId}/status`, {
        status: 'shortlisted',
        version,
      });
      expect(shortlisted.status, JSON.stringify(shortlisted.body)).toBe(200);
      expect(await kit.deps.db.select().from(contactShares)).toEqual([]);
      // the applicant page says why instead of offering a send
      const conversation = await send('GET', `/recruiters/applications/${world.applicationId}/conversation`);
      expect(conversation.body.result).toMatchObject({ can_start: false, cannot_start_reason: message });
      expect(await kit.deps.db.select().from(conversations)).toEqual([]);
      expect(await kit.deps.db.select().from(messages)).toEqual([]);
    },
  );
});
