import type { OperatorCompany } from '@contract/operator/companies';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { testConfig } from '../config';
import type { TestDatabase } from '../db/client';
import { openTestDatabase } from '../db/client';
import {
  applications,
  applicationViews,
  assessmentSubmissions,
  jobs,
  notifications,
  users,
} from '../db/schema';
import { seedIfEmpty } from '../db/seed';
import { seedCatalogueIfEmpty } from '../db/seed-catalogue';
import { DEMO_OPERATOR, DEMO_UNVERIFIED_COMPANY } from '../db/seed-operator';
import { DEMO_CONVERSATION } from '../db/seed-recruiters';
import type { AppDeps } from '../deps';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/** The demo accounts and referral codes the README promises, through the real calls. */
describe('demo seed with the auth calls', () => {
  let database: TestDatabase;
  let deps: AppDeps;
  beforeAll(async () => {
    database = await openTestDatabase();
    deps = {
      db: database.db,
      config: testConfig({ seedDemo: true, distDir: '/nonexistent-dist' }),
      now: () => new Date(),
    };
    await seedIfEmpty(deps);
    await seedCatalogueIfEmpty(deps);
  });
  afterAll(async () => {
    await database?.close();
  });

  const post = async (path: string, body: unknown) => {
    const response = await createApp(deps, { serveSite: false }).request(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('priya (onboarding complete) and rahul (not) sign in with Candidate@123', async () => {
    const priya = await post('/auth/login', {
      email: 'priya.sharma@example.com',
      password: 'Candidate@123',
      role_id: 3,
    });
    expect(priya.status).toBe(200);
    expect(priya.body.result).toMatchObject({ onboarding_status: true, tempToken: null });
    const rahul = await post('/auth/login', {
      email: 'rahul.verma@example.com',
      password: 'Candidate@123',
      role_id: 3,
    });
    expect(rahul.status).toBe(200);
    expect(rahul.body.result).toMatchObject({ onboarding_status: false });
  });

  it('anita and vikram (recruiters of two companies) sign in with Recruiter@123 at the recruiter login', async () => {
    for (const email of ['anita.desai@example.com', 'vikram.rao@example.com']) {
      const answer = await post('/auth/login', { email, password: 'Recruiter@123', role_id: 2 });
      expect(answer.status, email).toBe(200);
      expect(answer.body.result).toMatchObject({ userDetails: { role_id: 2 } });
      expect((await post('/auth/login', { email, password: 'Recruiter@123', role_id: 3 })).status).toBe(401);
    }
    const [anita] = await database.db.select().from(users).where(eq(users.email, 'anita.desai@example.com'));
    const [vikram] = await database.db.select().from(users).where(eq(users.email, 'vikram.rao@example.com'));
    expect(anita.companyId).not.toBeNull();
    expect(vikram.companyId).not.toBe(anita.companyId);
    // Priya applied to a job of Anita's company; there an applicant's assessment is submitted with
    // a recording (Priya's own stays to do, for the candidate's journeys)
    const [priya] = await database.db.select().from(users).where(eq(users.email, 'priya.sharma@example.com'));
    const applied = await database.db
      .select({ jobId: applications.jobId, companyId: jobs.companyId })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.userId, priya.id));
    const atAnitas = applied.filter((row) => row.companyId === anita.companyId);
    expect(atAnitas.length).toBeGreaterThan(0);
    const submissions = await database.db
      .select()
      .from(assessmentSubmissions)
      .where(eq(assessmentSubmissions.jobId, atAnitas[0].jobId));
    expect(submissions.filter((row) => row.userId === priya.id)).toEqual([]);
    const [submission] = submissions;
    expect(submission.status).toBe('submitted');
    expect(
      Object.values(submission.answers).some((answer) =>
        answer.startsWith('/api/candidates/assessment_audio/'),
      ),
    ).toBe(true);
    // and more applicants there
    const others = await database.db
      .select()
      .from(applications)
      .where(eq(applications.jobId, atAnitas[0].jobId));
    expect(others.length).toBeGreaterThanOrEqual(4);
    // Anita opened Priya's application: one recruiter view on her dashboard
    const views = await database.db.select().from(applicationViews);
    expect(views).toMatchObject([{ recruiterId: anita.id }]);
  });

  it('issue 37: Asha, the operator, signs in at the recruiter login and finds Dawn RCM Services unverified, with its evidence', async () => {
    const answer = await post('/auth/login', {
      email: DEMO_OPERATOR.email,
      password: 'Recruiter@123',
      role_id: 2,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ userDetails: { role_id: 1 } });
    const token = (answer.body.result as { token: string }).token;
    const listed = await createApp(deps, { serveSite: false }).request('/api/operator/companies', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { companies } = ((await listed.json()) as { result: { companies: OperatorCompany[] } }).result;
    expect(companies.find((row) => row.name === DEMO_UNVERIFIED_COMPANY.name)).toMatchObject({
      standing: 'unverified',
      gstin_ok: true,
      cin_ok: true,
      verified_mailbox: DEMO_UNVERIFIED_COMPANY.mailbox,
    });
    // the catalogue's companies are verified
    expect(companies.filter((row) => row.standing === 'unverified')).toHaveLength(1);
    const meera = await post('/auth/login', {
      email: DEMO_UNVERIFIED_COMPANY.recruiter.email,
      password: 'Recruiter@123',
      role_id: 2,
    });
    expect(meera.body.result).toMatchObject({ userDetails: { role_id: 2 } });
  });

  it('Anita wrote to Priya about job 6, Priya replied, and one message of Anita is unread', async () => {
    const call = async (method: string, path: string, token: string) => {
      const response = await createApp(deps, { serveSite: false }).request(`/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status, path).toBe(200);
      return ((await response.json()) as { result: Record<string, unknown> }).result;
    };
    const login = async (email: string, password: string, role_id: number) =>
      ((await post('/auth/login', { email, password, role_id })).body.result as { token: string }).token;
    const priya = await login('priya.sharma@example.com', 'Candidate@123', 3);
    const list = (await call('GET', '/candidates/conversations', priya)) as {
      conversations: {
        conversation_id: number;
        job_id: number;
        unread: number;
        last_message: { body: string };
      }[];
      unread_total: number;
    };
    expect(list.unread_total).toBe(1);
    expect(list.conversations).toHaveLength(1);
    const [conversation] = list.conversations;
    expect(conversation).toMatchObject({
      job_id: 6,
      unread: 1,
      last_message: { body: DEMO_CONVERSATION[2].body },
    });
    const opened = (await call(
      'GET',
      `/candidates/conversations/${conversation.conversation_id}`,
      priya,
    )) as {
      messages: { message_id: number; sender: string; body: string }[];
      seen_message_id: number;
    };
    expect(opened.messages.map((m) => [m.sender, m.body])).toEqual(
      DEMO_CONVERSATION.map((m) => [m.from, m.body]),
    );
    // Anita read Priya's reply: Seen under it
    expect(opened.seen_message_id).toBe(opened.messages[1].message_id);
    const [priyaRow] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'priya.sharma@example.com'));
    const told = await database.db.select().from(notifications).where(eq(notifications.userId, priyaRow.id));
    expect(told.filter((n) => n.kind === 'message' && n.readAt === null)).toHaveLength(1);

    const anita = await login('anita.desai@example.com', 'Recruiter@123', 2);
    const inbox = (await call('GET', '/recruiters/conversations', anita)) as {
      total: number;
      unread_total: number;
    };
    expect(inbox).toMatchObject({ total: 1, unread_total: 0 });
  });

  it('RCM2026 is valid, EXPIRED2024 is not', async () => {
    expect((await post('/auth/referral_verify', { code: 'RCM2026' })).body).toMatchObject({ valid: true });
    expect((await post('/auth/referral_verify', { code: 'EXPIRED2024' })).body).toMatchObject({
      valid: false,
    });
  });
});
