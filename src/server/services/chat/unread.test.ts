import type { TestDatabase } from '@server/db/client';
import { companyChatSettings, conversationReads } from '@server/db/schema';
import {
  insertApplication,
  insertCompanyJob,
  insertConversation,
  insertUser,
} from '@server/test-kits/chat-rows';
import { testBackends } from '@server/test-kits/test-backends';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatUnreadTotal, unreadRecruiterMessages } from './unread';

describe.each(testBackends())('chatUnreadTotal ($name)', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await backend.open();
  }, 120_000);
  afterAll(() => database?.close());

  it('counts the recruiters’ messages after the candidate’s read, of its own conversations, muted companies not', async () => {
    const { db } = database;
    const a = await insertCompanyJob(db);
    const b = await insertCompanyJob(db);
    const candidate = await insertUser(db);
    const other = await insertUser(db);
    const recruiterA = await insertUser(db, { roleId: 2, companyId: a.companyId });
    const recruiterB = await insertUser(db, { roleId: 2, companyId: b.companyId });

    expect(await chatUnreadTotal(db, candidate)).toBe(0);

    const withA = await insertConversation(db, {
      applicationId: await insertApplication(db, candidate, a.jobId),
      companyId: a.companyId,
      candidateId: candidate,
      recruiterId: recruiterA,
      messages: ['recruiter', 'candidate', 'recruiter', 'recruiter'],
    });
    const withB = await insertConversation(db, {
      applicationId: await insertApplication(db, candidate, b.jobId),
      companyId: b.companyId,
      candidateId: candidate,
      recruiterId: recruiterB,
      messages: ['recruiter'],
    });
    // another candidate's conversation counts for that candidate only
    await insertConversation(db, {
      applicationId: await insertApplication(db, other, a.jobId),
      companyId: a.companyId,
      candidateId: other,
      recruiterId: recruiterA,
      messages: ['recruiter', 'recruiter'],
    });
    expect(await chatUnreadTotal(db, candidate)).toBe(4);
    expect(await chatUnreadTotal(db, other)).toBe(2);

    // read up to the second recruiter message of A: one of A's left
    await db.insert(conversationReads).values({
      conversationId: withA.conversationId,
      userId: candidate,
      lastReadMessageId: withA.messageIds[2],
    });
    expect(await chatUnreadTotal(db, candidate)).toBe(2);

    // a recruiter's read is not the candidate's
    await db.insert(conversationReads).values({
      conversationId: withA.conversationId,
      userId: recruiterA,
      lastReadMessageId: withA.messageIds[3],
    });
    expect(await chatUnreadTotal(db, candidate)).toBe(2);

    await db
      .insert(companyChatSettings)
      .values({ candidateId: candidate, companyId: b.companyId, muted: true });
    expect(await chatUnreadTotal(db, candidate)).toBe(1);

    // one conversation, whatever the mute: what reading it looks at
    const oneOfB = { conversationId: withB.conversationId, countMuted: true };
    expect(await unreadRecruiterMessages(db, candidate, oneOfB)).toBe(1);
    expect(await unreadRecruiterMessages(db, candidate, { ...oneOfB, countMuted: false })).toBe(0);
    expect(
      await unreadRecruiterMessages(db, candidate, {
        conversationId: withA.conversationId,
        countMuted: true,
      }),
    ).toBe(1);
    // another candidate's conversation is none of this candidate's
    expect(await unreadRecruiterMessages(db, other, oneOfB)).toBe(0);
  });
});
