import { OPERATOR_ROLE_ID } from '@contract/limits';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { KNOWN_PASSWORD, useAuthKit } from '../test-kits/auth-test-kit';
import { signedInRecruiter } from '../test-kits/recruiter-test-kit';
import { sqlBackends } from '../test-kits/test-backends';

/** Issue 23: recruiters (role 2) sign in at their own login; each role's login refuses the other's. */
describe.each(sqlBackends())('the recruiter login ($name)', (backend) => {
  const kit = useAuthKit(backend);
  const login = (email: string, password: string, role_id?: number) =>
    kit.post('/auth/login', { email, password, ...(role_id === undefined ? {} : { role_id }) });
  const wrongPassword = {
    status: 401,
    body: { success: false, message: 'Invalid email or password', code: 'invalid_credentials' },
  };

  it('a recruiter signs in with role 2, no onboarding, no phone shown', async () => {
    await signedInRecruiter(kit, { company: 'Acme RCM', email: 'anita@acme.example' });
    const answer = await login('Anita@Acme.example', KNOWN_PASSWORD, 2);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toMatchObject({
      tempToken: null,
      onboarding_status: true,
      userDetails: { email: 'anita@acme.example', role_id: 2, phone_no: '' },
    });
  });

  it("issue 37: an operator (role 1) signs in at the recruiter login, not at the candidates'", async () => {
    const id = await kit.insertUser({
      email: 'ops@rcm.example',
      phoneNo: '9876500001',
      onboardingCompleted: true,
    });
    await kit.deps.db.update(users).set({ roleId: OPERATOR_ROLE_ID }).where(eq(users.id, id));
    const answer = await login('ops@rcm.example', KNOWN_PASSWORD, 2);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toMatchObject({
      userDetails: { email: 'ops@rcm.example', role_id: OPERATOR_ROLE_ID },
    });
    expect(await login('ops@rcm.example', KNOWN_PASSWORD)).toEqual(wrongPassword);
    expect(await login('ops@rcm.example', KNOWN_PASSWORD, 3)).toEqual(wrongPassword);
  });

  it('the candidate login refuses a recruiter, and the recruiter login a candidate, as a wrong password', async () => {
    await signedInRecruiter(kit, { company: 'Acme RCM', email: 'anita@acme.example' });
    await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210', onboardingCompleted: true });
    expect(await login('anita@acme.example', KNOWN_PASSWORD)).toEqual(wrongPassword);
    expect(await login('anita@acme.example', KNOWN_PASSWORD, 3)).toEqual(wrongPassword);
    expect(await login('priya@example.com', KNOWN_PASSWORD, 2)).toEqual(wrongPassword);
    expect(await login('priya@example.com', 'Wrong-pass-1', 3)).toEqual(wrongPassword);
    expect((await login('priya@example.com', KNOWN_PASSWORD, 3)).status).toBe(200);
  });

  it('a recruiter resets a forgotten password through the same code flow', async () => {
    await signedInRecruiter(kit, { company: 'Acme RCM', email: 'anita@acme.example' });
    const reset_token = await kit.verifyContact('password_reset', 'anita@acme.example');
    const reset = await kit.post('/user/forgot_password', {
      email: 'anita@acme.example',
      password: 'Brand-new-1',
      confirm_password: 'Brand-new-1',
      reset_token,
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(await login('anita@acme.example', KNOWN_PASSWORD, 2)).toEqual(wrongPassword);
    expect((await login('anita@acme.example', 'Brand-new-1', 2)).status).toBe(200);
  });
});
