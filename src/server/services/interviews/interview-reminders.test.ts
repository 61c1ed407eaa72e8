import { deliveryQueue, interviewReminders, pushSubscriptions } from '@server/db/schema';
import { START, useAuthKit } from '@server/test-kits/auth-test-kit';
import { interviewWorld, sendJson } from '@server/test-kits/interview-test-kit';
import { testBackends } from '@server/test-kits/test-backends';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sendDueReminders } from './interview-reminders';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const HOUR = 60 * 60_000;

describe.each(testBackends())('interview reminders ($name)', (backend) => {
  const kit = useAuthKit(backend);

  /** An interview at START + `hoursAhead`, one time (so it has a time at once). */
  async function interviewIn(hoursAhead: number) {
    const world = await interviewWorld(kit);
    await kit.deps.db.insert(pushSubscriptions).values({
      userId: world.priya.id,
      endpoint: 'https://push.example.com/send/p',
      p256dh: 'BKey',
      auth: 'auth',
    });
    const start = new Date(START.getTime() + hoursAhead * HOUR).toISOString();
    const answer = await sendJson(
      kit,
      'POST',
      `/recruiters/applications/${world.applicationId}/interviews`,
      { mode: 'phone', slots: [start] },
      world.anita.token,
    );
    expect(answer.status).toBe(200);
    const interviewId = (answer.body.result as { interview: { interview_id: number } }).interview
      .interview_id;
    return { ...world, start, interviewId };
  }

  const reminders = async () =>
    (await kit.deps.db.select().from(deliveryQueue).where(eq(deliveryQueue.purpose, 'interview_reminder')))
      .map((row) => ({ channel: row.channel, text: row.body, smsVariables: row.smsVariables }))
      .sort((a, b) => a.channel.localeCompare(b.channel));

  it('sends the day-before reminder once within 24 hours, the two-hours one once within 2, by e-mail, SMS and push', async () => {
    const { interviewId } = await interviewIn(30);
    expect(await sendDueReminders(kit.deps)).toBe(0);
    kit.advance(6 * HOUR + 60_000); // 23 h 59 before
    // two processes' loops at once: one claim
    const [a, b] = await Promise.all([sendDueReminders(kit.deps), sendDueReminders(kit.deps)]);
    expect(a + b).toBe(1);
    expect(await sendDueReminders(kit.deps)).toBe(0);
    const dayBefore = await reminders();
    expect(dayBefore.map((row) => row.channel)).toEqual(['email', 'push', 'sms']);
    expect(dayBefore.find((row) => row.channel === 'sms')?.text).toMatch(
      /^Reminder: your interview with .+ for Medical Coder is on Tue, 3 Mar,? 2026,? 9:30 pm IST$/,
    );
    // the SMS template's variables (delivery/sms/msg91.ts)
    expect(dayBefore.find((row) => row.channel === 'sms')?.smsVariables).toMatchObject({
      job: 'Medical Coder',
      time: expect.stringMatching(/^Tue, 3 Mar,? 2026,? 9:30 pm IST$/),
    });

    kit.advance(20 * HOUR); // 3 h 59 before: nothing new
    expect(await sendDueReminders(kit.deps)).toBe(0);
    kit.advance(2 * HOUR); // 1 h 59 before
    expect(await sendDueReminders(kit.deps)).toBe(1);
    expect(await sendDueReminders(kit.deps)).toBe(0);
    expect(await reminders()).toHaveLength(6);
    const claims = await kit.deps.db.select().from(interviewReminders);
    expect(claims.map((claim) => [claim.interviewId, claim.kind]).sort()).toEqual([
      [interviewId, 'day_before'],
      [interviewId, 'two_hours'],
    ]);
    // over: nothing more
    kit.advance(3 * HOUR);
    expect(await sendDueReminders(kit.deps)).toBe(0);
  });

  it('an interview scheduled 90 minutes ahead gets only the two-hours reminder; a cancelled one none; Email alerts off: no e-mail', async () => {
    const soon = await interviewIn(1.5);
    const { users } = await import('@server/db/schema');
    await kit.deps.db.update(users).set({ emailAlerts: false }).where(eq(users.id, soon.priya.id));
    expect(await sendDueReminders(kit.deps)).toBe(1);
    const [claim] = await kit.deps.db.select().from(interviewReminders);
    expect(claim.kind).toBe('two_hours');
    expect((await reminders()).map((row) => row.channel)).toEqual(['push', 'sms']);

    const other = await sendJson(
      kit,
      'POST',
      `/recruiters/applications/${soon.applicationId}/interviews`,
      { mode: 'phone', slots: [new Date(START.getTime() + 5 * HOUR).toISOString()] },
      soon.anita.token,
    );
    const otherId = (other.body.result as { interview: { interview_id: number } }).interview.interview_id;
    await sendJson(kit, 'POST', `/recruiters/interviews/${otherId}/cancel`, undefined, soon.anita.token);
    expect(await sendDueReminders(kit.deps)).toBe(0);
  });
});
