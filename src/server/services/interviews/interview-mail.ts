import { INTERVIEW_MODE_LABELS, type InterviewMode, interviewTimeText } from '@contract/interviews';
import { users } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { contactStateOf } from '../contact/contact-shares';
import { composeMail } from '../delivery/email/compose';
import { notify } from '../delivery/notify';
import { enqueue } from '../delivery/queue';
import type { Tx } from '../event-bus';
import { buildIcs, type IcsMethod, icsContentType } from './ics';
import type { InterviewRow } from './interview-rows';

/**
 * What an interview's change sends (issue 36 §3): to the candidate through `notify` (the e-mail,
 * with the .ics when the interview has a time, and a push), and to the recruiter who scheduled it
 * an e-mail with the same .ics (their own calendar copy; recruiters have no preferences, so it is
 * queued directly like an invitation). Both .ics carry the interview's UID and SEQUENCE.
 */

export type InterviewChange = 'invited' | 'changed' | 'picked' | 'cancelled' | 'reschedule_asked';

/** The candidate's app page of their interviews. */
export const INTERVIEWS_LINK = '/dashboard';

const NO_REPLY = 'noreply@rcm-careers.invalid';

interface Person {
  name: string;
  email: string;
}

async function personOf(tx: Tx, id: number | null): Promise<Person | null> {
  if (id === null) return null;
  const [row] = await tx
    .select({ first: users.firstName, last: users.lastName, email: users.email, status: users.status })
    .from(users)
    .where(eq(users.id, id));
  if (row?.status !== 'active' || !row.email) return null;
  return { name: `${row.first} ${row.last}`.trim(), email: row.email };
}

/** Where the interview is, in words (the .ics LOCATION and the e-mail). */
function placeOf(row: InterviewRow): string {
  if (row.mode === 'in_person') return row.address;
  if (row.mode === 'video') return row.videoLink;
  return 'By phone: the recruiter calls you';
}

function candidateText(row: InterviewRow, change: InterviewChange): string {
  const about = `${row.companyName} for ${row.jobTitle}`;
  switch (change) {
    case 'invited':
      return `${row.companyName} invited you to an interview for ${row.jobTitle}`;
    case 'changed':
      return `Your interview with ${about} was changed`;
    case 'picked':
      return `Your interview with ${about} is confirmed`;
    case 'cancelled':
      return `Your interview with ${about} was cancelled`;
    case 'reschedule_asked':
      return `You asked to reschedule your interview with ${about}`;
  }
}

function paragraphsOf(row: InterviewRow): string[] {
  const when = row.chosenStart
    ? `When: ${interviewTimeText(row.chosenStart.toISOString())} (${row.durationMinutes} minutes)`
    : `Pick one of these times in the app: ${[...row.slots].sort().map(interviewTimeText).join('; ')}`;
  return [
    when,
    `How: ${INTERVIEW_MODE_LABELS[row.mode as InterviewMode]}. ${placeOf(row)}`,
    ...(row.mapLink ? [`Map: ${row.mapLink}`] : []),
    ...(row.notes ? [row.notes] : []),
  ];
}

/** The .ics of the interview as it stands, when it has a time. */
function inviteOf(row: InterviewRow, method: IcsMethod, organizer: Person, attendee: Person, now: Date) {
  if (!row.chosenStart) return null;
  const content = buildIcs({
    method,
    uid: row.uid,
    sequence: row.sequence,
    stamp: now,
    start: row.chosenStart,
    end: new Date(row.chosenStart.getTime() + row.durationMinutes * 60_000),
    summary: `Interview: ${row.jobTitle}, ${row.companyName}`,
    location: placeOf(row),
    description: paragraphsOf(row).slice(1).join('\n'),
    url: row.mode === 'video' ? row.videoLink : row.mapLink || undefined,
    organizer,
    attendee,
  });
  return {
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: icsContentType(method),
    content,
  };
}

/** Sends the change to both sides, in `tx` (the change's own transaction). */
export async function sendInterviewChange(
  tx: Tx,
  row: InterviewRow,
  change: InterviewChange,
  context: { publicUrl: string; now: Date },
): Promise<void> {
  const recruiter = await personOf(tx, row.scheduledBy);
  const candidate = await personOf(tx, row.candidateId);
  const organizer = recruiter ?? { name: row.companyName, email: NO_REPLY };
  const attendee = candidate ?? { name: row.candidateName, email: NO_REPLY };
  const sendsInvite = change !== 'reschedule_asked';
  const invite = sendsInvite
    ? inviteOf(row, change === 'cancelled' ? 'CANCEL' : 'REQUEST', organizer, attendee, context.now)
    : null;
  if (change !== 'reschedule_asked') {
    await notify(tx, {
      type: 'interview',
      candidateId: row.candidateId,
      companyId: row.companyId,
      interviewId: row.id,
      text: candidateText(row, change),
      paragraphs: paragraphsOf(row),
      link: INTERVIEWS_LINK,
      publicUrl: context.publicUrl,
      invite,
      now: context.now,
    });
  }
  if (!recruiter || (!invite && change !== 'reschedule_asked')) return;
  // the recruiter's copy names the candidate's e-mail only when shared with the company (issue 37 §3)
  const shared = (await contactStateOf(tx, row.candidateId, row.companyId)) === 'shared';
  const recruiterInvite =
    invite && !shared
      ? inviteOf(
          row,
          change === 'cancelled' ? 'CANCEL' : 'REQUEST',
          organizer,
          { ...attendee, email: NO_REPLY },
          context.now,
        )
      : invite;
  const subject =
    change === 'reschedule_asked'
      ? `${row.candidateName} asked to reschedule the interview for ${row.jobTitle}`
      : `Interview with ${row.candidateName} for ${row.jobTitle}${change === 'cancelled' ? ' cancelled' : ''}`;
  const mail = composeMail({
    subject,
    paragraphs: [
      `${subject}.`,
      ...(change === 'reschedule_asked' && row.rescheduleNote ? [`Their note: ${row.rescheduleNote}`] : []),
      ...paragraphsOf(row),
    ],
    link: { text: 'Open the interviews', href: `${context.publicUrl}/recruiter/interviews` },
    attachments: recruiterInvite ? [recruiterInvite] : undefined,
  });
  await enqueue(tx, context.now, {
    to: recruiter.email,
    channel: 'email',
    purpose: 'interview',
    code: null,
    topic: `interview:${row.id}`,
    ...mail,
  });
}
