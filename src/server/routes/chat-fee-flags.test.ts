import { candidateConversation, type Message } from '@contract/chat';
import { applicationConversation } from '@contract/recruiter/chat';
import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { conversations, messages } from '../db/schema';
import { seedCatalogueIfEmpty } from '../db/seed-catalogue';
import { claimBulkJob, workBulkJob } from '../services/recruiter/bulk-jobs';
import { seedApplicants } from '../services/recruiter/seed-applicants';
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

const FEE_DEMAND = 'Please pay a registration fee of Rs 1,500 by UPI to confirm your interview slot.';
const NORMAL = 'Your interview is on Monday at 10 am. Salary 25,000 per month, no fees.';

/**
 * Issue 37 §2: a recruiter's message asking for money is flagged when written (its reasons kept
 * for the operator) and carries `fee_warning` in the candidate's read; the recruiter's read does
 * not say it; the candidate's own replies are never checked.
 */
describe.each(testBackends())('fee demands flagged in chat ($name)', (backend) => {
  const kit = useOnboardingKit(backend);

  async function conversation(jobTitle = 'Medical Coder') {
    await seedCatalogueIfEmpty(kit.deps);
    const recruiter = await signedInRecruiter(kit, {
      company: uniqueCompany('Acme Health'),
      email: `anita${Date.now()}@acme.example`,
    });
    const job = await publishedJob(kit, recruiter.token, {
      ...COMPLETE_JOB,
      job_title: jobTitle,
      role_name: 'Coding',
      questions: [],
    });
    const candidate = await candidateAt(kit, 'experienced');
    const applicationId = await candidateApplies(kit, candidate.token, job);
    let conversationId = 0;
    const recruiterSends = async (body: string) => {
      const answer = await sendJson(
        kit,
        'POST',
        `/recruiters/applications/${applicationId}/messages`,
        { body },
        recruiter.token,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      conversationId = answer.body.result?.conversation_id as number;
      return answer.body.result?.message as Message;
    };
    const candidateSends = async (body: string) => {
      const answer = await sendJson(
        kit,
        'POST',
        `/candidates/conversations/${conversationId}/messages`,
        { body },
        candidate.token,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.result?.message as Message;
    };
    const candidateReads = async () => {
      const answer = await sendJson(
        kit,
        'GET',
        `/candidates/conversations/${conversationId}`,
        undefined,
        candidate.token,
      );
      expect(answer.status).toBe(200);
      const parsed = v.parse(candidateConversation.answer, answer.body);
      return parsed.result.messages;
    };
    const recruiterReads = async () => {
      const answer = await sendJson(
        kit,
        'GET',
        `/recruiters/applications/${applicationId}/conversation`,
        undefined,
        recruiter.token,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return v.parse(applicationConversation.answer, answer.body).result.messages;
    };
    const flagsOf = async (messageId: number) =>
      (
        await kit.deps.db
          .select({ flags: messages.feeFlags })
          .from(messages)
          .where(eq(messages.id, messageId))
      )[0]?.flags;
    return { recruiterSends, candidateSends, candidateReads, recruiterReads, flagsOf };
  }

  it('a fee demand is stored with its reasons and read by the candidate with the warning; a normal message is not', async () => {
    const chat = await conversation();
    const demand = await chat.recruiterSends(FEE_DEMAND);
    const normal = await chat.recruiterSends(NORMAL);
    expect(await chat.flagsOf(demand.message_id)).toEqual(['fee', 'pay_amount', 'pay_to_confirm']);
    expect(await chat.flagsOf(normal.message_id)).toBeNull();
    const read = await chat.candidateReads();
    expect(read.map((message) => [message.body, message.fee_warning])).toEqual([
      [FEE_DEMAND, true],
      [NORMAL, undefined],
    ]);
    // the recruiter's answer and read never say which of its messages were flagged
    expect(demand.fee_warning).toBeUndefined();
    expect((await chat.recruiterReads()).map((message) => message.fee_warning)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('the candidate’s own replies are never checked, even when they talk about money', async () => {
    const chat = await conversation();
    await chat.recruiterSends('Hello, are you free to talk?');
    const reply = await chat.candidateSends(FEE_DEMAND);
    expect(await chat.flagsOf(reply.message_id)).toBeNull();
    expect((await chat.candidateReads()).map((message) => message.fee_warning)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('the text is checked as the candidate gets it, with the placeholders filled', async () => {
    const chat = await conversation('Telecaller - pay Rs 1500 deposit');
    const sent = await chat.recruiterSends('Hello {first_name}, about the {job_title} role');
    expect(sent.body).toContain('pay Rs 1500 deposit');
    expect(await chat.flagsOf(sent.message_id)).toEqual(['fee', 'pay_amount']);
    expect((await chat.candidateReads())[0].fee_warning).toBe(true);
  });
  it('a bulk message is checked per applicant, as each gets it', async () => {
    await seedCatalogueIfEmpty(kit.deps);
    const recruiter = await signedInRecruiter(kit, {
      company: uniqueCompany('Acme Health'),
      email: `vikram${Date.now()}@acme.example`,
    });
    const job = await publishedJob(kit, recruiter.token);
    const ids = await seedApplicants(kit.deps.db, job.id, 2, { names: ['Priya', 'Ravi'] });
    for (const body of [`Hi {first_name}. ${FEE_DEMAND}`, `Hi {first_name}. ${NORMAL}`]) {
      const started = await sendJson(
        kit,
        'POST',
        `/recruiters/jobs/${job.id}/bulk-jobs`,
        { kind: 'message', body, application_ids: ids },
        recruiter.token,
      );
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      for (let claimed = await claimBulkJob(kit.deps); claimed; claimed = await claimBulkJob(kit.deps))
        await workBulkJob(kit.deps, claimed);
    }
    const rows = await kit.deps.db
      .select({ body: messages.body, flags: messages.feeFlags })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(inArray(conversations.applicationId, ids))
      .orderBy(messages.id);
    expect(rows.map((row) => [row.body.slice(0, 8), row.flags])).toEqual([
      ['Hi Priya', ['fee', 'pay_amount', 'pay_to_confirm']],
      ['Hi Ravi.', ['fee', 'pay_amount', 'pay_to_confirm']],
      ['Hi Priya', null],
      ['Hi Ravi.', null],
    ]);
  });
});
