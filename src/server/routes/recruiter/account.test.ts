import { INVITE_CODE_INVALID } from '@contract/recruiter/account';
import { deliveryQueue, users } from '@server/db/schema';
import { seedCatalogueIfEmpty } from '@server/db/seed-catalogue';
import { KNOWN_PASSWORD } from '@server/test-kits/auth-test-kit';
import { useOnboardingKit } from '@server/test-kits/onboarding-test-kit';
import { sendJson, signedInRecruiter, uniqueCompany } from '@server/test-kits/recruiter-test-kit';
import { sqlBackends } from '@server/test-kits/test-backends';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

describe.each(sqlBackends())('the recruiter account calls ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let anita: { companyId: number; recruiterId: number; token: string };
  let company: string;
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    company = uniqueCompany();
    anita = await signedInRecruiter(kit, { company, email: 'anita@acme.example' });
  });
  const accept = (body: Record<string, unknown>) => kit.post('/recruiters/invites/accept', body);
  const joining = {
    email: 'ravi@acme.example',
    first_name: 'Ravi',
    last_name: 'Kumar',
    password: 'Recruiter@123',
  };

  it('me: the recruiter and the company', async () => {
    const me = await kit.get('/recruiters/me', { token: anita.token });
    expect(me.body.result).toEqual({
      first_name: 'Test',
      last_name: 'Recruiter',
      email: 'anita@acme.example',
      company: { id: anita.companyId, name: company, standing: 'verified' },
    });
  });

  it('an invitation’s code, sent by e-mail, makes a recruiter of the same company, signed in; once', async () => {
    const sent = await sendJson(
      kit,
      'POST',
      '/recruiters/invites',
      { email: 'Ravi@Acme.example' },
      anita.token,
    );
    expect(sent.body).toMatchObject({ success: true, result: { sent: true } });
    const code = await kit.latestCode('ravi@acme.example');
    // the e-mail names the join page by its full address (PUBLIC_URL), in the text and the HTML
    const [mail] = await kit.deps.db
      .select()
      .from(deliveryQueue)
      .where(eq(deliveryQueue.recipient, 'ravi@acme.example'));
    const joinUrl = `${kit.deps.config.publicUrl}/recruiter/join`;
    expect(joinUrl).toMatch(/^https?:\/\/[^/]+\/recruiter\/join$/);
    expect(mail?.body).toContain(`Open ${joinUrl} to set your password.`);
    expect(mail?.html).toContain(`href="${joinUrl}"`);
    expect(await accept({ ...joining, code: code === '000000' ? '111111' : '000000' })).toEqual({
      status: 400,
      body: { success: false, message: INVITE_CODE_INVALID, code: 'invite_invalid' },
    });
    const joined = await accept({ ...joining, code });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.result).toMatchObject({
      userDetails: { email: 'ravi@acme.example', role_id: 2 },
      tempToken: null,
    });
    const token = (joined.body.result as { token: string }).token;
    const me = await kit.get('/recruiters/me', { token });
    expect(me.body.result).toMatchObject({ company: { id: anita.companyId } });
    expect((await accept({ ...joining, code })).status).toBe(400);
    const login = await kit.post('/auth/login', {
      email: 'ravi@acme.example',
      password: 'Recruiter@123',
      role_id: 2,
    });
    expect(login.status).toBe(200);
  });

  it('sends no code to a registered e-mail (answering as for any), refuses an expired code, and too many invitations', async () => {
    await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210' });
    expect(
      (await sendJson(kit, 'POST', '/recruiters/invites', { email: 'priya@example.com' }, anita.token)).body,
    ).toMatchObject({ success: true });
    await expect(kit.latestCode('priya@example.com')).rejects.toThrow('no message');
    await sendJson(kit, 'POST', '/recruiters/invites', { email: 'ravi@acme.example' }, anita.token);
    const code = await kit.latestCode('ravi@acme.example');
    kit.advance(8 * 24 * 60 * 60 * 1000);
    expect((await accept({ ...joining, code })).body).toMatchObject({ code: 'invite_invalid' });
    expect(await kit.deps.db.select().from(users).where(eq(users.email, 'ravi@acme.example'))).toEqual([]);
    let last = 200;
    for (let i = 0; i < 12 && last === 200; i++) {
      last = (
        await sendJson(kit, 'POST', '/recruiters/invites', { email: 'meera@acme.example' }, anita.token)
      ).status;
    }
    expect(last).toBe(429);
    expect((await sendJson(kit, 'POST', '/recruiters/invites', { email: 'bad' }, anita.token)).status).toBe(
      400,
    );
    expect((await accept({ ...joining, code: '12' })).status).toBe(400);
    expect(
      (await kit.post('/auth/login', { email: 'anita@acme.example', password: KNOWN_PASSWORD, role_id: 2 }))
        .status,
    ).toBe(200);
  });
});
