import { MESSAGES_PER_HOUR, MESSAGES_PER_MINUTE, messagesTooFast } from '@contract/chat';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../db/schema';
import { seedCatalogueIfEmpty } from '../db/seed-catalogue';
import { candidateAt, useOnboardingKit } from '../test-kits/onboarding-test-kit';
import {
  COMPLETE_JOB,
  candidateApplies,
  publishedJob,
  sendJson,
  signedInRecruiter,
  uniqueCompany,
} from '../test-kits/recruiter-test-kit';
import { testBackends } from '../test-kits/test-backends';

/** Issue 35, H3: a sender's chat messages are limited (429 messages_too_fast), both roles. */
describe.each(testBackends())('the chat messages’ per-sender limit ($name)', (backend) => {
  const kit = useOnboardingKit(backend);

  async function conversation() {
    await seedCatalogueIfEmpty(kit.deps);
    const recruiter = await signedInRecruiter(kit, {
      company: uniqueCompany('Acme Health'),
      email: `anita${Date.now()}@acme.example`,
    });
    const job = await publishedJob(kit, recruiter.token, {
      ...COMPLETE_JOB,
      job_title: 'Medical Coder',
      role_name: 'Coding',
      questions: [],
    });
    const candidate = await candidateAt(kit, 'experienced');
    const applicationId = await candidateApplies(kit, candidate.token, job);
    const recruiterSends = (body: string) =>
      sendJson(kit, 'POST', `/recruiters/applications/${applicationId}/messages`, { body }, recruiter.token);
    const first = await recruiterSends('Hello, are you free to talk?');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const conversationId = first.body.result?.conversation_id as number;
    const candidateSends = (body: string) =>
      sendJson(
        kit,
        'POST',
        `/candidates/conversations/${conversationId}/messages`,
        { body },
        candidate.token,
      );
    const stored = async () =>
      (await kit.deps.db.select().from(messages).where(eq(messages.conversationId, conversationId))).length;
    return { recruiterSends, candidateSends, stored };
  }

  const tooFast = (answer: { status: number; body: Record<string, unknown> }, seconds: number) =>
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 429,
      body: { success: false, code: 'messages_too_fast', message: messagesTooFast(seconds) },
    });

  it(`a candidate's replies: ${MESSAGES_PER_MINUTE} a minute, then 429 saying how long to wait; sent at once, no more pass`, async () => {
    const chat = await conversation();
    const answers = await Promise.all(
      Array.from({ length: MESSAGES_PER_MINUTE + 10 }, (_, i) => chat.candidateSends(`reply ${i}`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MESSAGES_PER_MINUTE);
    for (const refused of answers.filter((a) => a.status !== 200)) tooFast(refused, 60);
    expect(await chat.stored()).toBe(1 + MESSAGES_PER_MINUTE);

    // the recruiter's own limit is another one
    expect((await chat.recruiterSends('Take your time')).status).toBe(200);
    kit.advance(30_000);
    tooFast(await chat.candidateSends('one more'), 30);
    kit.advance(30_001);
    expect((await chat.candidateSends('one more')).status).toBe(200);
  });

  it(`a recruiter's messages: ${MESSAGES_PER_MINUTE} a minute and ${MESSAGES_PER_HOUR} an hour`, async () => {
    const chat = await conversation();
    let sent = 1;
    // a minute's worth at a time, each minute
    while (sent < MESSAGES_PER_HOUR) {
      const batch = Math.min(MESSAGES_PER_MINUTE - (sent === 1 ? 1 : 0), MESSAGES_PER_HOUR - sent);
      for (let i = 0; i < batch; i++) {
        const answer = await chat.recruiterSends(`message ${sent}`);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        sent += 1;
      }
      if (sent < MESSAGES_PER_HOUR) {
        tooFast(await chat.recruiterSends('too soon'), 60);
        kit.advance(60_000);
      }
    }
    kit.advance(60_000);
    const refused = await chat.recruiterSends('past the hour');
    expect(refused).toMatchObject({ status: 429, body: { code: 'messages_too_fast' } });
    expect(refused.body.message).toMatch(
      /^You have sent a lot of messages this hour\. Please wait \d+ minutes/,
    );
    expect(await chat.stored()).toBe(MESSAGES_PER_HOUR);
  });
});
