import type { SentMessage } from '@contract/dev';
import type { Db } from '@server/db/client';
import { deliveryQueue } from '@server/db/schema';
import type { AppDeps } from '@server/deps';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { MailAttachment } from './email/compose';

/**
 * The delivery queue (issue 35 §4: the SQL table delivery_queue, once called outbox): every
 * e-mail, SMS and Web Push the server sends is written here (recipient, channel, purpose, code,
 * text, time), 'queued', by `enqueue` (an event's channels chosen by `notify`, notify.ts; a one-time
 * code or an invitation directly), and sent from here by the sender (sender.ts: the lease, the
 * retries, 'sent', 'dead'): e-mails when SMTP_URL is set (email/smtp.ts), SMS when SMS_PROVIDER is
 * (sms/msg91.ts), pushes with the VAPID keys (push/transport.ts); without them they stay queued.
 * Outside production `GET /api/dev/sent-messages?to=CONTACT` lists them whatever their state, with
 * that state (status, tries, last error, when sent). (Not the app's outbox: that is the page's
 * view of the service worker's write queue.)
 */

/** 'push': a Web Push message to one subscription (push/), its text the JSON payload; WhatsApp would be one more */
export type DeliveryChannel = 'email' | 'sms' | 'push';

export interface OutgoingMessage {
  /** the contact exactly as the client sent it (trimmed) */
  to: string;
  channel: DeliveryChannel;
  /** why it is sent: the otp_type for one-time codes */
  purpose: string;
  code: string | null;
  /** the plain-text part (an SMS's whole text) */
  text: string;
  /** an e-mail's subject line */
  subject?: string;
  /** an e-mail's HTML part, every user value in it escaped (email/compose.ts) */
  html?: string;
  /** extra e-mail headers */
  headers?: Record<string, string>;
  /** an e-mail's attachments (email/compose.ts) */
  attachments?: MailAttachment[];
  /** an SMS's template variables (an interview reminder's), beside its whole text */
  smsVariables?: Record<string, string>;
  /** what it is about, for limits on how often (email/event-mail.ts) */
  topic?: string;
  /** not sent by then, it is never sent (a one-time code that expired) */
  expiresAt?: Date;
  /** not sent before then (a status e-mail batched, email/event-mail.ts); now when not given */
  notBefore?: Date;
}

/** Queues one message for delivery now, stamped with the deps clock (a code, an invitation). */
export async function enqueueNow(deps: AppDeps, message: OutgoingMessage): Promise<void> {
  await enqueue(deps.db, deps.now(), message);
}

/**
 * Writes one message, queued for delivery at `now`, with `db`: a transaction, so the message is
 * queued exactly when the write that caused it is (email/event-mail.ts).
 */
export async function enqueue(db: Pick<Db, 'insert'>, now: Date, message: OutgoingMessage): Promise<void> {
  await db.insert(deliveryQueue).values({
    recipient: message.to,
    channel: message.channel,
    purpose: message.purpose,
    code: message.code,
    body: message.text,
    subject: message.subject ?? null,
    html: message.html ?? null,
    headers: message.headers ?? null,
    attachments: message.attachments ?? null,
    smsVariables: message.smsVariables ?? null,
    topic: message.topic ?? null,
    expiresAt: message.expiresAt ?? null,
    createdAt: now,
    nextAttemptAt: message.notBefore ?? now,
  });
}

/**
 * Messages to one recipient (matched trimmed and case-insensitively, so an e-mail typed with
 * capitals is found either way), newest first; every recipient when `to` is empty.
 */
export async function listMessages(deps: AppDeps, to: string, limit = 50): Promise<SentMessage[]> {
  const recipient = to.trim().toLowerCase();
  const rows = await deps.db
    .select()
    .from(deliveryQueue)
    .where(recipient ? sql`lower(${deliveryQueue.recipient}) = ${recipient}` : undefined)
    .orderBy(desc(deliveryQueue.createdAt), desc(deliveryQueue.id))
    .limit(limit);
  return rows.map((row) => ({
    to: row.recipient,
    channel: row.channel,
    otp_type: row.purpose,
    code: row.code,
    text: row.body,
    created_at: new Date(row.createdAt).toISOString(),
    status: row.status as SentMessage['status'],
    attempts: row.attempts,
    last_error: row.lastError,
    sent_at: row.sentAt ? new Date(row.sentAt).toISOString() : null,
  }));
}

/** What a lease needs of the sender's rules (sender.ts's SenderRules). */
export interface LeaseRules {
  /** messages claimed (and sent at once) per round */
  batchSize: number;
  /** tries before a message is dead */
  maxAttempts: number;
  /** how long a claim is the sender's own; after it another sender may take the message again */
  leaseMs: number;
  /** the same for a message that expires (a one-time code): far shorter than its life */
  codeLeaseMs: number;
}

/** One message (an e-mail, an SMS or a push) as the transport receives it. */
export interface QueuedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  attachments: MailAttachment[];
  /** the one-time code it carries (an SMS gateway's template fills it in) */
  code: string | null;
  /** why it is sent (an SMS gateway picks its template by it) */
  purpose: string;
  /** an SMS's template variables other than a code (an interview reminder's), or {} */
  smsVariables: Record<string, string>;
}

const DEAD_EXPIRED = 'expired before it could be sent';
const UNCONFIRMED_EXPIRED =
  'the sender stopped while sending it (it may have arrived), and it expired before it could be sent again';
const unconfirmedAfterLeases = (attempts: number) =>
  `the sender stopped while sending it (${attempts} tries; the last may have arrived)`;

/**
 * Claims the due e-mails (queued and due, or 'sending' whose lease ended), at most a batch, and
 * answers those to send now. Expired ones are not sent: 'dead' if they were waiting ('queued'),
 * 'unconfirmed' if a stopped sender's claim left them 'sending' (the transport may have accepted
 * them), as are claims left by stopped senders after the last try.
 */
export async function claimDueMail(
  deps: AppDeps,
  rules: LeaseRules,
  channel: DeliveryChannel = 'email',
): Promise<QueuedMail[]> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: deliveryQueue.id,
        to: deliveryQueue.recipient,
        subject: deliveryQueue.subject,
        text: deliveryQueue.body,
        html: deliveryQueue.html,
        headers: deliveryQueue.headers,
        attachments: deliveryQueue.attachments,
        code: deliveryQueue.code,
        purpose: deliveryQueue.purpose,
        smsVariables: deliveryQueue.smsVariables,
        status: deliveryQueue.status,
        attempts: deliveryQueue.attempts,
        expiresAt: deliveryQueue.expiresAt,
        lastError: deliveryQueue.lastError,
      })
      .from(deliveryQueue)
      .where(
        and(
          // a literal list, so PostgreSQL can use the partial index delivery_queue_due_idx
          sql`${deliveryQueue.status} in ('queued', 'sending')`,
          lte(deliveryQueue.nextAttemptAt, now),
          eq(deliveryQueue.channel, channel),
        ),
      )
      .orderBy(deliveryQueue.nextAttemptAt, deliveryQueue.id)
      .limit(rules.batchSize)
      .for('update', { skipLocked: true });

    const claimed: QueuedMail[] = [];
    for (const row of due) {
      // 'sending' here: a claim whose sender stopped before recording the outcome
      const inDoubt = row.status === 'sending';
      if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) {
        const reason = inDoubt ? UNCONFIRMED_EXPIRED : DEAD_EXPIRED;
        await tx
          .update(deliveryQueue)
          .set({
            status: inDoubt ? 'unconfirmed' : 'dead',
            lastError: row.lastError ? `${reason} (${row.lastError})` : reason,
          })
          .where(eq(deliveryQueue.id, row.id));
      } else if (row.attempts >= rules.maxAttempts) {
        // a claim whose sender stopped, after the last try
        await tx
          .update(deliveryQueue)
          .set({ status: 'unconfirmed', lastError: unconfirmedAfterLeases(row.attempts) })
          .where(eq(deliveryQueue.id, row.id));
      } else {
        claimed.push({
          id: row.id,
          to: row.to,
          subject: row.subject ?? 'RCM Careers',
          text: row.text,
          html: row.html,
          headers: row.headers ?? {},
          attachments: row.attachments ?? [],
          code: row.code,
          purpose: row.purpose,
          smsVariables: row.smsVariables ?? {},
        });
      }
    }
    if (claimed.length > 0) {
      await tx
        .update(deliveryQueue)
        .set({
          status: 'sending',
          attempts: sql`${deliveryQueue.attempts} + 1`,
          nextAttemptAt: sql`case when ${deliveryQueue.expiresAt} is null
            then ${new Date(now.getTime() + rules.leaseMs)}::timestamptz
            else ${new Date(now.getTime() + rules.codeLeaseMs)}::timestamptz end`,
        })
        .where(
          inArray(
            deliveryQueue.id,
            claimed.map((mail) => mail.id),
          ),
        );
    }
    return claimed;
  });
}

/** The tries a message has had (its claims); none found: as good as the last. */
export async function attemptsOf(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ attempts: deliveryQueue.attempts })
    .from(deliveryQueue)
    .where(eq(deliveryQueue.id, id));
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

/** The transport accepted it: 'sent', at once (a kill later in the round must not leave it 'sending'). */
export async function markSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(deliveryQueue)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(eq(deliveryQueue.id, id));
}

/**
 * A send failed: 'queued' again, due at `retryAt`, or, without one, 'dead' (the dead letter, with
 * the reason). Only a claim still 'sending' is changed.
 */
export async function markFailed(
  db: Db,
  id: number,
  failure: { reason: string; retryAt: Date | null },
): Promise<void> {
  await db
    .update(deliveryQueue)
    .set(
      failure.retryAt
        ? { status: 'queued', lastError: failure.reason, nextAttemptAt: failure.retryAt }
        : { status: 'dead', lastError: failure.reason },
    )
    .where(and(eq(deliveryQueue.id, id), eq(deliveryQueue.status, 'sending')));
}
