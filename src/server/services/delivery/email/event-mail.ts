import { deliveryQueue } from '@server/db/schema';
import type { Tx } from '@server/services/event-bus';
import { conversationLink } from '@server/services/notifications';
import { and, desc, eq, gt } from 'drizzle-orm';
import { enqueue } from '../queue';
import { composeMail, unlinked } from './compose';

/**
 * The e-mails of the candidate's events (issue 25 §1), queued by notify (../notify.ts, which
 * decided the candidate gets them: active, Email alerts on, the company not muted for a message,
 * and locked the candidate's row, so two events at once make one e-mail) in the same transaction
 * as the write that caused them:
 *
 * - a recruiter changed the status of the candidate's application: at most one e-mail per
 *   application per 15 minutes, carrying the latest status (issue 35 H3: 60 flips made 47
 *   e-mails). A change while the last one still waits in the queue rewrites it; a change within
 *   15 minutes of the last one sent queues one due when those 15 minutes end;
 * - a recruiter wrote in a conversation: at most one e-mail per conversation per 15 minutes (the
 *   messages written meanwhile are in the conversation the e-mail opens); the message's addresses
 *   arrive as plain text, never links, with a line saying so (issue 35 H10).
 */

export const MESSAGE_MAIL_EVERY_MS = 15 * 60_000;
export const STATUS_MAIL_EVERY_MS = 15 * 60_000;
/** The line under a message e-mailed: why its links do not open, and the warning that matters. */
export const LINKS_AS_TEXT =
  'Links in messages are shown as text, not as links. RCM Careers never asks you for payment.';

const FOOTER =
  'You get this e-mail because Email alerts is on. You can turn it off in the app, under your notification preferences.';

/**
 * A status change e-mailed ('Acme shortlisted your application for Medical Coder'), with a link
 * to the applied jobs, batched per application (the candidate's job): the last status e-mail of
 * the application still queued takes this text instead; else one is queued, due now or, when the
 * last one was queued less than `STATUS_MAIL_EVERY_MS` ago, when that time ends. Answers whether
 * one was queued or rewritten.
 */
export async function mailStatusChange(
  tx: Tx,
  change: { to: string; candidateId: number; jobId: number; text: string; publicUrl: string; now: Date },
): Promise<boolean> {
  const { to } = change;
  const mail = composeMail({
    subject: change.text,
    paragraphs: [`${change.text}.`],
    link: { text: 'See your applications', href: `${change.publicUrl}/applied-jobs` },
    footer: FOOTER,
  });
  const topic = `application:${change.candidateId}:${change.jobId}`;
  const [last] = await tx
    .select({
      id: deliveryQueue.id,
      status: deliveryQueue.status,
      createdAt: deliveryQueue.createdAt,
      sentAt: deliveryQueue.sentAt,
    })
    .from(deliveryQueue)
    .where(eq(deliveryQueue.topic, topic))
    .orderBy(desc(deliveryQueue.createdAt), desc(deliveryQueue.id))
    .limit(1)
    .for('update');
  if (last?.status === 'queued') {
    // not sent yet (a sender claims it 'sending' first): it carries the latest status
    await tx
      .update(deliveryQueue)
      .set({ recipient: to, subject: mail.subject, body: mail.text, html: mail.html })
      .where(eq(deliveryQueue.id, last.id));
    return true;
  }
  // the next waits out the window that the last one opened when it left (or is leaving now)
  const lastOut = last?.sentAt ?? (last?.status === 'sending' ? change.now : last?.createdAt);
  const windowEnd = lastOut ? lastOut.getTime() + STATUS_MAIL_EVERY_MS : 0;
  const due = new Date(Math.max(change.now.getTime(), windowEnd));
  await enqueue(tx, change.now, {
    to,
    channel: 'email',
    purpose: 'status',
    code: null,
    topic,
    notBefore: due,
    ...mail,
  });
  return true;
}

/**
 * A recruiter's message e-mailed ('Acme sent you a message about Medical Coder', with the message
 * and a link to the conversation), unless this conversation had one in the last 15 minutes.
 * Answers whether one was queued.
 */
export async function mailNewMessage(
  tx: Tx,
  message: {
    to: string;
    conversationId: number;
    text: string;
    body: string;
    publicUrl: string;
    now: Date;
  },
): Promise<boolean> {
  const { to } = message;
  const topic = `conversation:${message.conversationId}`;
  const [recent] = await tx
    .select({ id: deliveryQueue.id })
    .from(deliveryQueue)
    .where(
      and(
        eq(deliveryQueue.topic, topic),
        gt(deliveryQueue.createdAt, new Date(message.now.getTime() - MESSAGE_MAIL_EVERY_MS)),
      ),
    )
    .orderBy(desc(deliveryQueue.createdAt))
    .limit(1);
  if (recent) return false;
  const quoted = message.body.length > 500 ? `${message.body.slice(0, 499)}…` : message.body;
  const mail = composeMail({
    subject: message.text,
    // what the recruiter typed, addresses never as links (no <a>, and broken for auto-linking)
    paragraphs: [unlinked(`${message.text}:`), unlinked(quoted), LINKS_AS_TEXT],
    link: {
      text: 'Open the conversation',
      href: `${message.publicUrl}${conversationLink(message.conversationId)}`,
    },
    footer: FOOTER,
  });
  await enqueue(tx, message.now, {
    to,
    channel: 'email',
    purpose: 'message',
    code: null,
    topic,
    ...mail,
  });
  return true;
}
