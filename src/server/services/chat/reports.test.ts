import type { TestDatabase } from '@server/db/client';
import { reports as reports_ } from '@server/db/schema';
import {
  insertApplication,
  insertCompanyJob,
  insertConversation,
  insertUser,
} from '@server/test-kits/chat-rows';
import { sqlBackends } from '@server/test-kits/test-backends';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReports, type ReportedMessage, reportedMessages, terminalSafe } from './reports';

const report: ReportedMessage = {
  reportId: 3,
  reportedAt: new Date('2026-11-26T10:05:00Z'),
  reason: 'scam',
  details: 'asks for a fee',
  messageId: 17,
  conversationId: 5,
  sentAt: new Date('2026-11-26T09:58:00Z'),
  body: 'Pay Rs 5000\nto join',
  companyId: 4,
  companyName: 'Acme Health',
  sender: { id: 9, name: 'Anita Desai', email: 'anita@acme.example' },
  reporter: { id: 1, name: 'Priya Sharma', email: 'priya@example.com' },
};

describe('the reports as the operator reads them', () => {
  it('says when, why, the details, the company and its writer, the reporter and the message', () => {
    expect(formatReports([report])).toBe(
      [
        '1 reported message, newest first:',
        '',
        '2026-11-26 10:05 UTC  SCAM  (report 3)',
        '  Details:  asks for a fee',
        '  Company:  Acme Health (id 4); written by Anita Desai <anita@acme.example> (id 9)',
        '  Reporter: Priya Sharma <priya@example.com> (id 1)',
        '  Message 17 of conversation 5, sent 2026-11-26 09:58 UTC:',
        '    Pay Rs 5000',
        '    to join',
      ].join('\n'),
    );
    expect(formatReports([])).toBe('No reported messages.');
    expect(formatReports([{ ...report, details: '' }])).toContain('  Details:  (none)');
  });

  it('never prints a terminal escape sequence or a direction override from a message', () => {
    expect(terminalSafe('a\u001b[2Jb\u202ec\td')).toBe('a\\u001b[2Jb\\u202ec\\u0009d');
    const printed = formatReports([{ ...report, body: '\u001b]0;owned\u0007' }]);
    expect(printed).not.toContain('\u001b');
    expect(printed).not.toContain('\u0007');
  });

  it('escapes line breaks in every one-line field, so none can forge a report line (issue 35, H14)', () => {
    const forged = '\n2026-11-26 10:06 UTC  SPAM  (report 99)';
    const printed = formatReports([
      {
        ...report,
        details: `fee${forged}`,
        companyName: `Acme\r\nHealth`,
        sender: { ...report.sender, name: `Anita\u2028Desai` },
        reporter: { ...report.reporter, name: `Priya\u2029Sharma\u0085` },
        body: 'line one\r\nline two\u2028still two',
      },
    ]);
    expect(printed.split('\n')).toEqual([
      '1 reported message, newest first:',
      '',
      '2026-11-26 10:05 UTC  SCAM  (report 3)',
      '  Details:  fee\\u000a2026-11-26 10:06 UTC  SPAM  (report 99)',
      '  Company:  Acme\\u000d\\u000aHealth (id 4); written by Anita\\u2028Desai <anita@acme.example> (id 9)',
      '  Reporter: Priya\\u2029Sharma\\u0085 <priya@example.com> (id 1)',
      '  Message 17 of conversation 5, sent 2026-11-26 09:58 UTC:',
      '    line one\\u000d',
      '    line two\\u2028still two',
    ]);
  });
});

describe.each(sqlBackends())('the reported messages ($name)', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await backend.open();
  }, 120_000);
  afterAll(() => database?.close());

  it('lists each report newest first with its message, company and people', async () => {
    const { db } = database;
    const acme = await insertCompanyJob(db, 'Acme Reports Health');
    const recruiter = await insertUser(db, { firstName: 'Anita', roleId: 2, companyId: acme.companyId });
    const priya = await insertUser(db, { firstName: 'Priya' });
    const ravi = await insertUser(db, { firstName: 'Ravi' });
    const a = await insertConversation(db, {
      applicationId: await insertApplication(db, priya, acme.jobId),
      companyId: acme.companyId,
      candidateId: priya,
      recruiterId: recruiter,
      messages: ['recruiter', 'recruiter'],
    });
    const b = await insertConversation(db, {
      applicationId: await insertApplication(db, ravi, acme.jobId),
      companyId: acme.companyId,
      candidateId: ravi,
      recruiterId: recruiter,
      messages: ['recruiter'],
    });
    await db.insert(reports_).values([
      {
        messageId: a.messageIds[0],
        reporterId: priya,
        kind: 'message',
        reason: 'other',
        createdAt: new Date('2026-11-20T10:00:00Z'),
      },
      {
        messageId: b.messageIds[0],
        reporterId: ravi,
        kind: 'message',
        reason: 'asks_for_money',
        details: 'wants money',
        createdAt: new Date('2026-11-25T10:00:00Z'),
      },
    ]);
    const reports = await reportedMessages(db);
    expect(reports.map((r) => [r.reason, r.messageId, r.reporter.id, r.companyName, r.sender.id])).toEqual([
      ['asks_for_money', b.messageIds[0], ravi, 'Acme Reports Health', recruiter],
      ['other', a.messageIds[0], priya, 'Acme Reports Health', recruiter],
    ]);
    expect(reports[0]).toMatchObject({
      details: 'wants money',
      body: 'message 1',
      conversationId: b.conversationId,
    });
    expect(await reportedMessages(db, 1)).toHaveLength(1);
  });
});
