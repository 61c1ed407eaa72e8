import { companyChatSettings, users } from '@server/db/schema';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../event-bus';
import { composeMail, type MailAttachment } from './email/compose';
import { mailNewMessage, mailStatusChange } from './email/event-mail';
import { queuePush } from './push/push-messages';
import { enqueue } from './queue';

/**
 * The one place that chooses how a candidate hears of an event (issue 35 §4): a producer (a
 * status change, a recruiter's message, the daily digest...) calls `notify(tx, event)` inside its
 * own transaction, and notify reads the recipient's preferences and mutes and queues the channels
 * they allow, in that transaction (so the messages exist exactly when the write does). No producer
 * chooses a channel itself; only the one-time codes and invitations, which must always go by
 * e-mail or SMS to the address typed, call `enqueue` directly (the same queue).
 *
 * The channels (`CHANNEL_RULES`), each only to an active account:
 * - e-mail, to the account's address: a status change and a message with Email alerts on
 *   (`email_alerts`; batched per application, at most one per conversation per 15 minutes,
 *   email/event-mail.ts), never a message of a company the candidate muted; the digest with Daily
 *   digest on (`daily_digest`);
 * - push, to each browser the candidate allowed notifications in (push/push-messages.ts): a status
 *   change and a message, never for a company the candidate muted;
 * - a question the recruiter asks the candidate to answer after they submitted (issue 36 R4):
 *   e-mail with Email alerts on, push unless the company is muted;
 * - a verified company's request to connect (issue 37 §3, Find candidates): e-mail with Email
 *   alerts on, push unless the company is muted;
 * - an interview's invite, change or cancellation (issue 36 §3): e-mail always (it carries the
 *   .ics; it is the appointment itself, like a one-time code), push unless the company is muted;
 * - an interview's reminder (the day before, two hours before): e-mail with Email alerts on, push
 *   and SMS (to the account's phone) unless the company is muted;
 * - SMS carries one-time codes and interview reminders; WhatsApp, when it comes, is a channel here (a rule per
 *   event) and a transport beside email/smtp.ts and sms/msg91.ts.
 */

export type DeliveryEvent =
  | {
      /** a recruiter asked the candidate to answer a question added after they submitted (issue 36 R4) */
      type: 'assessment_question';
      candidateId: number;
      companyId: number;
      jobId: number;
      /** 'Acme asks you to answer a new question for Medical Coder' */
      text: string;
      /** the app path it opens, the job's assessment */
      link: string;
      publicUrl: string;
      now: Date;
    }
  | {
      /** a recruiter moved the candidate's application of a job to another status */
      type: 'application_status';
      candidateId: number;
      companyId: number;
      jobId: number;
      /** 'Acme shortlisted your application for Medical Coder' */
      text: string;
      /** the app path it opens */
      link: string;
      publicUrl: string;
      now: Date;
    }
  | {
      /** a verified company asks the findable candidate to connect about one of its jobs (issue 37 §3) */
      type: 'connect_request';
      candidateId: number;
      companyId: number;
      requestId: number;
      /** 'AGS Health asks to connect about Medical Coder' */
      text: string;
      /** the app path it opens, the settings' requests */
      link: string;
      publicUrl: string;
      now: Date;
    }
  | {
      /** a recruiter wrote to the candidate */
      type: 'chat_message';
      candidateId: number;
      companyId: number;
      conversationId: number;
      /** 'Acme sent you a message about Medical Coder' */
      text: string;
      /** what the recruiter wrote */
      body: string;
      link: string;
      publicUrl: string;
      now: Date;
    }
  | {
      /** an interview was scheduled, changed, picked or cancelled (services/interviews/) */
      type: 'interview';
      candidateId: number;
      companyId: number;
      interviewId: number;
      /** 'Acme invited you to an interview for Medical Coder' */
      text: string;
      /** the e-mail's paragraphs (the time, the place) */
      paragraphs: string[];
      link: string;
      publicUrl: string;
      /** the calendar invite, when the interview has a time */
      invite: MailAttachment | null;
      now: Date;
    }
  | {
      /** the interview is tomorrow or in two hours (services/interviews/interview-reminders.ts) */
      type: 'interview_reminder';
      candidateId: number;
      companyId: number;
      interviewId: number;
      /** 'Reminder: your interview with Acme for Medical Coder is tomorrow at 10:30 am' */
      text: string;
      /** the SMS template's variables: the company, the job and the time, each as short as DLT wants */
      smsVariables: Record<string, string>;
      link: string;
      publicUrl: string;
      now: Date;
    }
  | {
      /** the daily digest of the saved searches' new jobs, composed (digest/saved-search-digest.ts) */
      type: 'digest';
      candidateId: number;
      mail: { subject: string; text: string; html: string; headers: Record<string, string> };
      now: Date;
    };

export type DeliveryEventType = DeliveryEvent['type'];

/** A channel notify may queue (SMS: the interview reminders; the codes go by `enqueue`). */
export type NotifyChannel = 'email' | 'push' | 'sms';

/** What the rules read of the recipient. */
export interface RecipientSettings {
  emailAlerts: boolean;
  dailyDigest: boolean;
  /** the candidate muted the event's company */
  muted: boolean;
}

/** Which channel each event may take, given the recipient's preferences and mutes. */
export const CHANNEL_RULES: Record<
  DeliveryEventType,
  Partial<Record<NotifyChannel, (recipient: RecipientSettings) => boolean>>
> = {
  application_status: { email: (r) => r.emailAlerts, push: (r) => !r.muted },
  assessment_question: { email: (r) => r.emailAlerts, push: (r) => !r.muted },
  connect_request: { email: (r) => r.emailAlerts, push: (r) => !r.muted },
  chat_message: { email: (r) => r.emailAlerts && !r.muted, push: (r) => !r.muted },
  digest: { email: (r) => r.dailyDigest },
  interview: { email: () => true, push: (r) => !r.muted },
  interview_reminder: { email: (r) => r.emailAlerts, push: (r) => !r.muted, sms: (r) => !r.muted },
};

/** The channels the rules allow for this event and recipient. */
export function allowedChannels(type: DeliveryEventType, recipient: RecipientSettings): NotifyChannel[] {
  return (Object.entries(CHANNEL_RULES[type]) as [NotifyChannel, (r: RecipientSettings) => boolean][])
    .filter(([, allows]) => allows(recipient))
    .map(([channel]) => channel);
}

async function mutedCompany(tx: Tx, candidateId: number, companyId: number): Promise<boolean> {
  const [row] = await tx
    .select({ muted: companyChatSettings.muted })
    .from(companyChatSettings)
    .where(
      and(eq(companyChatSettings.candidateId, candidateId), eq(companyChatSettings.companyId, companyId)),
    );
  return row?.muted ?? false;
}

/** The push of an event (none for the digest). */
function pushOf(event: DeliveryEvent) {
  switch (event.type) {
    case 'application_status':
      return {
        purpose: 'status' as const,
        payload: { title: 'Application update', body: event.text, url: event.link, tag: 'status' },
      };
    case 'assessment_question':
      return {
        purpose: 'assessment' as const,
        payload: { title: 'Assessment', body: event.text, url: event.link, tag: `assessment:${event.jobId}` },
      };
    case 'connect_request':
      return {
        purpose: 'connect' as const,
        payload: {
          title: 'Request to connect',
          body: event.text,
          url: event.link,
          tag: `connect:${event.requestId}`,
        },
      };
    case 'chat_message':
      return {
        purpose: 'message' as const,
        payload: {
          title: event.text,
          body: event.body,
          url: event.link,
          tag: `conversation:${event.conversationId}`,
        },
      };
    case 'interview':
    case 'interview_reminder':
      return {
        purpose: event.type,
        payload: {
          title: 'Interview',
          body: event.text,
          url: event.link,
          tag: `interview:${event.interviewId}`,
        },
      };
    case 'digest':
      return null;
  }
}

/** Queues one channel of the event; answers whether a message was queued (or an e-mail batched). */
async function queueChannel(
  tx: Tx,
  event: DeliveryEvent,
  channel: NotifyChannel,
  contact: { email: string; phoneNo: string | null },
) {
  const email = contact.email;
  if (channel === 'push') {
    const push = pushOf(event);
    if (!push) return false;
    return (await queuePush(tx, { candidateId: event.candidateId, ...push, now: event.now })) > 0;
  }
  if (channel === 'sms') {
    if (event.type !== 'interview_reminder' || !contact.phoneNo) return false;
    await enqueue(tx, event.now, {
      to: contact.phoneNo,
      channel: 'sms',
      purpose: 'interview_reminder',
      code: null,
      text: event.text,
      smsVariables: event.smsVariables,
      topic: `interview:${event.interviewId}`,
    });
    return true;
  }
  switch (event.type) {
    case 'interview':
    case 'interview_reminder': {
      const mail = composeMail({
        subject: event.text,
        paragraphs: [`${event.text}.`, ...(event.type === 'interview' ? event.paragraphs : [])],
        link: { text: 'See your interviews', href: `${event.publicUrl}${event.link}` },
        attachments: event.type === 'interview' && event.invite ? [event.invite] : undefined,
      });
      await enqueue(tx, event.now, {
        to: email,
        channel: 'email',
        purpose: event.type,
        code: null,
        topic: `interview:${event.interviewId}`,
        ...mail,
      });
      return true;
    }
    case 'assessment_question': {
      const mail = composeMail({
        subject: event.text,
        paragraphs: [`${event.text}.`, 'Your other answers stay as you submitted them.'],
        link: { text: 'Answer the question', href: `${event.publicUrl}${event.link}` },
      });
      await enqueue(tx, event.now, {
        to: email,
        channel: 'email',
        purpose: event.type,
        code: null,
        topic: `assessment:${event.candidateId}:${event.jobId}`,
        ...mail,
      });
      return true;
    }
    case 'connect_request': {
      const mail = composeMail({
        subject: event.text,
        paragraphs: [
          `${event.text}.`,
          'They cannot see your name or contact. If you accept, you become an applicant for the job and a chat opens.',
        ],
        link: { text: 'See the request', href: `${event.publicUrl}${event.link}` },
      });
      await enqueue(tx, event.now, {
        to: email,
        channel: 'email',
        purpose: event.type,
        code: null,
        topic: `connect:${event.requestId}`,
        ...mail,
      });
      return true;
    }
    case 'application_status':
      return mailStatusChange(tx, { to: email, ...event });
    case 'chat_message':
      return mailNewMessage(tx, { to: email, ...event });
    case 'digest':
      await enqueue(tx, event.now, {
        to: email,
        channel: 'email',
        purpose: 'digest',
        code: null,
        topic: `digest:${event.candidateId}`,
        ...event.mail,
      });
      return true;
  }
}

/**
 * Queues the event to the candidate on every channel their preferences and mutes allow, in `tx`
 * (the producer's transaction). Answers the channels queued.
 */
export async function notify(tx: Tx, event: DeliveryEvent): Promise<NotifyChannel[]> {
  // the candidate's row locked: two events at once (two messages, two status flips) make one e-mail
  const [recipient] = await tx
    .select({
      email: users.email,
      phoneNo: users.phoneNo,
      status: users.status,
      emailAlerts: users.emailAlerts,
      dailyDigest: users.dailyDigest,
    })
    .from(users)
    .where(eq(users.id, event.candidateId))
    .for('no key update');
  if (recipient?.status !== 'active') return [];
  const muted = 'companyId' in event ? await mutedCompany(tx, event.candidateId, event.companyId) : false;
  const queued: NotifyChannel[] = [];
  for (const channel of allowedChannels(event.type, { ...recipient, muted })) {
    if (channel === 'email' && !recipient.email) continue;
    if (await queueChannel(tx, event, channel, recipient)) queued.push(channel);
  }
  return queued;
}
