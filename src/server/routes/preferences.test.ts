import { candidatePreferences, saveCandidatePreferences } from '@contract/notifications';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { useOnboardingKit } from '../test-kits/onboarding-test-kit';
import { signedInRecruiter, uniqueCompany } from '../test-kits/recruiter-test-kit';
import { sqlBackends } from '../test-kits/test-backends';

describe.each(sqlBackends())('the account’s preferences ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let me: { userId: number; token: string };
  beforeEach(async () => {
    me = await kit.candidate();
  });
  const preferences = (token = me.token) => kit.get('/candidates/preferences', { token });
  const savePreferences = (body: unknown, token = me.token) =>
    kit.post('/candidates/preferences', body, { token });

  it('are all on for a new account, and a change is saved on the caller’s own row only', async () => {
    const first = await preferences();
    expect(v.is(candidatePreferences.answer, first.body)).toBe(true);
    expect(first.body.result).toEqual({
      email_alerts: true,
      job_alerts: true,
      viewed_alerts: true,
      recruiter_reach_out: true,
      daily_digest: true,
    });
    const saved = await savePreferences({ job_alerts: false, recruiter_reach_out: false });
    expect(saved.status).toBe(200);
    expect(v.is(saveCandidatePreferences.answer, saved.body)).toBe(true);
    const expected = {
      email_alerts: true,
      job_alerts: false,
      viewed_alerts: true,
      recruiter_reach_out: false,
      daily_digest: true,
    };
    expect(saved.body.result).toEqual(expected);
    expect((await preferences()).body.result).toEqual(expected);
    const other = await kit.candidate();
    expect((await preferences(other.token)).body.result).toMatchObject({ job_alerts: true });
  });

  it('refuse bad input (4xx, nothing saved), a recruiter and no session', async () => {
    for (const body of [{}, { job_alerts: 'no' }, { job_alerts: false, colour: 'blue' }, [], null]) {
      const answer = await savePreferences(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await preferences()).body.result).toMatchObject({ job_alerts: true });
    const recruiter = await signedInRecruiter(kit, {
      company: uniqueCompany(),
      email: 'anita@prefs.example',
    });
    expect((await preferences(recruiter.token)).status).toBe(403);
    expect((await savePreferences({ job_alerts: false }, recruiter.token)).status).toBe(403);
    expect((await kit.get('/candidates/preferences')).status).toBe(401);
  });

  it('a repeat with the same Idempotency-Key is applied once (a queued change replayed)', async () => {
    const headers = { 'Idempotency-Key': 'pref-1' };
    const once = await kit.post(
      '/candidates/preferences',
      { viewed_alerts: false },
      { token: me.token, headers },
    );
    expect(once.status).toBe(200);
    await savePreferences({ viewed_alerts: true });
    const again = await kit.post(
      '/candidates/preferences',
      { viewed_alerts: false },
      { token: me.token, headers },
    );
    expect(again.body).toEqual(once.body);
    expect((await preferences()).body.result).toMatchObject({ viewed_alerts: true });
  });

  it('Daily digest is saved apart from Email alerts, and turning it on records when', async () => {
    const row = async () => (await kit.deps.db.select().from(users).where(eq(users.id, me.userId)))[0];
    expect((await row()).dailyDigestOnAt).toBeNull();
    const off = await savePreferences({ daily_digest: false });
    expect(off.body.result).toMatchObject({ email_alerts: true, daily_digest: false });
    expect((await row()).dailyDigestOnAt).toBeNull();
    const on = await savePreferences({ daily_digest: true });
    expect(on.body.result).toMatchObject({ email_alerts: true, daily_digest: true });
    expect((await row()).dailyDigestOnAt).toEqual(kit.deps.now());
    expect((await savePreferences({ daily_digest: 'yes' })).status).toBe(400);
  });
});
