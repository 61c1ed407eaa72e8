import { EVENTS_PATH } from '@contract/events';
import { CANNOT_REMOVE_SELF } from '@contract/recruiter/account';
import { users } from '@server/db/schema';
import { seedCatalogueIfEmpty } from '@server/db/seed-catalogue';
import { createSession, findSessionUser } from '@server/services/sessions';
import { KNOWN_PASSWORD } from '@server/test-kits/auth-test-kit';
import { useOnboardingKit } from '@server/test-kits/onboarding-test-kit';
import { sendJson, signedInRecruiter, uniqueCompany } from '@server/test-kits/recruiter-test-kit';
import { sseReader } from '@server/test-kits/sse-reader';
import { testBackends } from '@server/test-kits/test-backends';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';

/** H6 (issue 35): a recruiter removes a colleague of the same company; removal ends every session. */
describe.each(testBackends())('a company’s recruiters ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let anita: Awaited<ReturnType<typeof signedInRecruiter>>;
  let sunil: Awaited<ReturnType<typeof signedInRecruiter>>;
  let vikram: Awaited<ReturnType<typeof signedInRecruiter>>;

  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    const company = uniqueCompany('Acme Health');
    anita = await signedInRecruiter(kit, { company, email: 'anita@acme.example' });
    sunil = await signedInRecruiter(kit, { company, email: 'sunil@acme.example' });
    vikram = await signedInRecruiter(kit, {
      company: uniqueCompany('Beta RCM'),
      email: 'vikram@beta.example',
    });
  });
  const colleagues = async (token: string) => {
    const answer = await kit.get('/recruiters/colleagues', { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body.result as { colleagues: { id: number; email: string; you: boolean }[] }).colleagues;
  };
  const remove = (id: number, token: string) =>
    sendJson(kit, 'DELETE', `/recruiters/colleagues/${id}`, undefined, token);
  const login = (email: string) =>
    kit.post('/auth/login', { email, password: KNOWN_PASSWORD, role_id: 2 }, { client: null });

  it('lists the company’s recruiters, the caller marked; never another company’s', async () => {
    expect(await colleagues(anita.token)).toEqual([
      {
        id: anita.recruiterId,
        first_name: 'Test',
        last_name: 'Recruiter',
        email: 'anita@acme.example',
        you: true,
      },
      {
        id: sunil.recruiterId,
        first_name: 'Test',
        last_name: 'Recruiter',
        email: 'sunil@acme.example',
        you: false,
      },
    ]);
    expect((await colleagues(vikram.token)).map((c) => c.email)).toEqual(['vikram@beta.example']);
  });

  it('removing a colleague ends every session and open stream of theirs; they cannot sign in again', async () => {
    const sunilsPhone = await createSession(kit.deps, sunil.recruiterId);
    const response = await kit.app.request(`/api${EVENTS_PATH}`, {
      headers: { authorization: `Bearer ${sunil.token}` },
    });
    const stream = sseReader(response);
    onTestFinished(() => stream.close());
    expect((await stream.next()).event).toBe('ready');

    expect(await remove(sunil.recruiterId, anita.token)).toEqual({
      status: 200,
      body: { success: true, message: 'Colleague removed' },
    });
    await expect(stream.next({ timeoutMs: 1000 })).rejects.toThrow('the stream ended');
    for (const token of [sunil.token, sunilsPhone]) {
      expect((await kit.get('/recruiters/me', { token })).body.code).toBe('invalid_session');
    }
    expect(await login('sunil@acme.example')).toMatchObject({
      status: 401,
      body: { code: 'account_deleted' },
    });
    expect((await colleagues(anita.token)).map((c) => c.email)).toEqual(['anita@acme.example']);
    // once removed, not found
    expect((await remove(sunil.recruiterId, anita.token)).body.code).toBe('recruiter_not_found');

    // an operator who sets the status back by hand brings back the account, never an old token
    await kit.deps.db.update(users).set({ status: 'active' }).where(eq(users.id, sunil.recruiterId));
    for (const token of [sunil.token, sunilsPhone]) {
      expect((await kit.get('/recruiters/me', { token })).status).toBe(403);
    }
    expect((await login('sunil@acme.example')).status).toBe(200);
  });

  it('one cannot remove oneself, nor another company’s recruiter, nor a candidate', async () => {
    expect(await remove(anita.recruiterId, anita.token)).toEqual({
      status: 400,
      body: { success: false, message: CANNOT_REMOVE_SELF, code: 'cannot_remove_self' },
    });
    const candidate = await kit.candidate();
    for (const id of [vikram.recruiterId, candidate.userId, 999_999]) {
      expect(await remove(id, anita.token)).toEqual({
        status: 404,
        body: { success: false, message: 'Recruiter not found', code: 'recruiter_not_found' },
      });
    }
    expect((await kit.get('/recruiters/me', { token: vikram.token })).status).toBe(200);
    expect(await findSessionUser(kit.deps, candidate.token)).not.toBeNull();
    expect((await colleagues(anita.token)).map((c) => c.email)).toHaveLength(2);
  });
});
