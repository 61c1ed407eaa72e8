import { INVITES_PER_RECRUITER_PER_HOUR } from '@contract/limits';
import { invitesLimitMessage } from '@contract/recruiter/account';
import { recruiterInvites } from '@server/db/schema';
import { seedCatalogueIfEmpty } from '@server/db/seed-catalogue';
import { useOnboardingKit } from '@server/test-kits/onboarding-test-kit';
import { sendJson, signedInRecruiter, uniqueCompany } from '@server/test-kits/recruiter-test-kit';
import { testBackends } from '@server/test-kits/test-backends';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

/** H4 and H7 (issue 35): what an invitation tells, how often one is sent, how often a code is tried. */
describe.each(testBackends())('invitations, as an attacker tries them ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let anita: Awaited<ReturnType<typeof signedInRecruiter>>;

  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    anita = await signedInRecruiter(kit, { company: uniqueCompany('Acme'), email: 'anita@acme.example' });
  });
  const invite = (email: string, token = anita.token) =>
    sendJson(kit, 'POST', '/recruiters/invites', { email }, token);

  it('H4: an e-mail with an account answers exactly as one without (and gets no code)', async () => {
    await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210' });
    const registered = await invite('Priya@Example.com');
    const fresh = await invite('ravi@acme.example');
    expect(fresh).toEqual({
      status: 200,
      body: { success: true, message: 'Invitation sent', result: { sent: true } },
    });
    expect(registered).toEqual(fresh);
    expect(await kit.latestCode('ravi@acme.example')).toMatch(/^\d{6}$/);
    await expect(kit.latestCode('priya@example.com')).rejects.toThrow();
  });

  it('H4: a recruiter sends at most INVITES_PER_RECRUITER_PER_HOUR invitations an hour, to any addresses', async () => {
    await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210' });
    for (let i = 0; i < INVITES_PER_RECRUITER_PER_HOUR; i++) {
      const email = i % 2 === 0 ? `colleague${i}@acme.example` : 'priya@example.com';
      expect((await invite(email)).status, email).toBe(200);
    }
    expect(await invite('one-more@acme.example')).toEqual({
      status: 429,
      body: { success: false, message: invitesLimitMessage(60), code: 'rate_limited' },
    });
    // registered or not, the same refusal
    expect((await invite('priya@example.com')).body.message).toBe(invitesLimitMessage(60));
    // another recruiter is not held back
    const sunil = await signedInRecruiter(kit, {
      company: uniqueCompany('Other'),
      email: 'sunil@other.example',
    });
    expect((await invite('one-more@acme.example', sunil.token)).status).toBe(200);
    kit.advance(60 * 60 * 1000 + 1000);
    expect((await invite('later@acme.example')).status).toBe(200);
  });

  it('H7: parallel wrong guesses of an invitation code are counted atomically', async () => {
    expect((await invite('ravi@acme.example')).status).toBe(200);
    const code = await kit.latestCode('ravi@acme.example');
    const wrong = code === '000000' ? '111111' : '000000';
    const max = kit.deps.config.otpMaxAttempts;
    const guesses = 4 * max;
    const answers = await Promise.all(
      Array.from({ length: guesses }, (_, i) =>
        kit.post(
          '/recruiters/invites/accept',
          {
            email: 'ravi@acme.example',
            code: wrong,
            first_name: 'Ravi',
            last_name: 'Kumar',
            password: 'Recruiter@123',
          },
          { ip: `10.1.${Math.floor(i / 200)}.${i % 200}`, client: null },
        ),
      ),
    );
    expect(answers.every((answer) => answer.body.code === 'invite_invalid')).toBe(true);
    const [row] = await kit.deps.db
      .select({ attempts: recruiterInvites.attempts })
      .from(recruiterInvites)
      .where(eq(recruiterInvites.email, 'ravi@acme.example'));
    // at most `max` guesses were ever compared with the code
    expect(row.attempts).toBe(max);
    const right = await kit.post('/recruiters/invites/accept', {
      email: 'ravi@acme.example',
      code,
      first_name: 'Ravi',
      last_name: 'Kumar',
      password: 'Recruiter@123',
    });
    expect(right.body.code).toBe('invite_invalid');
  });
});
