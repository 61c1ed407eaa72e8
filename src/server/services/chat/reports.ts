import { companies, conversations, messages, reports, users } from '@server/db/schema';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../file-store';

/** The operator's list of reported messages (issue 24 §1: `npm run reports`). */

export interface ReportedMessage {
  reportId: number;
  reportedAt: Date;
  reason: string;
  details: string;
  messageId: number;
  conversationId: number;
  sentAt: Date;
  body: string;
  companyId: number;
  companyName: string;
  sender: { id: number; name: string; email: string };
  reporter: { id: number; name: string; email: string };
}

/** The reports, newest first (at most `limit`). */
export async function reportedMessages(db: DbOrTx, limit = 100): Promise<ReportedMessage[]> {
  const sender = alias(users, 'sender');
  const reporter = alias(users, 'reporter');
  const rows = await db
    .select({
      reportId: reports.id,
      reportedAt: reports.createdAt,
      reason: reports.reason,
      details: reports.details,
      messageId: messages.id,
      conversationId: messages.conversationId,
      sentAt: messages.createdAt,
      body: messages.body,
      companyId: companies.id,
      companyName: companies.name,
      senderId: sender.id,
      senderFirst: sender.firstName,
      senderLast: sender.lastName,
      senderEmail: sender.email,
      reporterId: reporter.id,
      reporterFirst: reporter.firstName,
      reporterLast: reporter.lastName,
      reporterEmail: reporter.email,
    })
    .from(reports)
    .innerJoin(messages, and(eq(reports.kind, 'message'), eq(messages.id, reports.messageId)))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(companies, eq(companies.id, conversations.companyId))
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit);
  return rows.map((row) => ({
    reportId: row.reportId,
    reportedAt: new Date(row.reportedAt),
    reason: row.reason,
    details: row.details,
    messageId: row.messageId,
    conversationId: row.conversationId,
    sentAt: new Date(row.sentAt),
    body: row.body,
    companyId: row.companyId,
    companyName: row.companyName,
    sender: { id: row.senderId, name: `${row.senderFirst} ${row.senderLast}`.trim(), email: row.senderEmail },
    reporter: {
      id: row.reporterId,
      name: `${row.reporterFirst} ${row.reporterLast}`.trim(),
      email: row.reporterEmail,
    },
  }));
}

/**
 * A control character (a terminal's escape sequences, and every line break: \n, \r, NEL, U+2028,
 * U+2029) or a bidirectional override?
 */
function unsafe(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/**
 * Text safe for a terminal on one line: control characters and line breaks shown as \u escapes,
 * never acted on, so a name or a detail cannot start a forged line of the listing (issue 35, H14).
 */
export function terminalSafe(text: string): string {
  let safe = '';
  for (const c of text) {
    const code = c.codePointAt(0) ?? 0;
    safe += unsafe(code) ? `\\u${code.toString(16).padStart(4, '0')}` : c;
  }
  return safe;
}

const when = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The reports as the operator reads them. */
export function formatReports(reports: readonly ReportedMessage[]): string {
  if (reports.length === 0) return 'No reported messages.';
  const blocks = reports.map((report) => {
    // the message keeps its lines, each indented under its report
    const body = report.body
      .split('\n')
      .map((line) => `    ${terminalSafe(line)}`)
      .join('\n');
    return [
      `${when(report.reportedAt)}  ${report.reason.toUpperCase()}  (report ${report.reportId})`,
      `  Details:  ${report.details ? terminalSafe(report.details) : '(none)'}`,
      `  Company:  ${terminalSafe(report.companyName)} (id ${report.companyId}); written by ${terminalSafe(report.sender.name)} <${terminalSafe(report.sender.email)}> (id ${report.sender.id})`,
      `  Reporter: ${terminalSafe(report.reporter.name)} <${terminalSafe(report.reporter.email)}> (id ${report.reporter.id})`,
      `  Message ${report.messageId} of conversation ${report.conversationId}, sent ${when(report.sentAt)}:`,
      body,
    ].join('\n');
  });
  return `${reports.length} reported message${reports.length === 1 ? '' : 's'}, newest first:\n\n${blocks.join('\n\n')}`;
}
