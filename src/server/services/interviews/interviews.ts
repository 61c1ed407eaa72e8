import { randomUUID } from 'node:crypto';
import {
  INTERVIEW_CLOSED,
  INTERVIEW_NOT_FOUND,
  type Interview,
  type interviewDetailsSchema,
  SLOT_NOT_OFFERED,
  SLOT_PAST,
} from '@contract/interviews';
import type { BulkScheduleResult, InterviewRange } from '@contract/recruiter/interviews';
import { applications, interviews } from '@server/db/schema';
import { type AppDeps, eventBusOf } from '@server/deps';
import { HttpError } from '@server/validate';
import { and, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Tx } from '../event-bus';
import type { DbOrTx } from '../file-store';
import {
  type ApplicationRow,
  companyApplication,
  companyApplications,
  type RecruiterScope,
} from '../recruiter/company-scope';
import { changeApplicantStatus } from '../recruiter/recruiter-applicants';
import { requireCompanyMay } from '../safety/company-gates';
import { type InterviewChange, sendInterviewChange } from './interview-mail';
import { type InterviewRow, indiaDayStart, interviewAnswer, interviewRows } from './interview-rows';

/**
 * Interviews (issue 36 §3): a recruiter schedules one (or the same for several applicants),
 * changes or cancels it; the candidate accepts it, picks a slot or asks to reschedule. Every
 * change is one transaction that also queues what it sends (interview-mail.ts): the .ics invite
 * with the interview's UID, its SEQUENCE one more at each change of the event.
 */

type Details = v.InferOutput<typeof interviewDetailsSchema>;
const DAY_MS = 24 * 60 * 60_000;

const interviewNotFound = () => new HttpError(404, INTERVIEW_NOT_FOUND, 'interview_not_found');
const interviewClosed = () => new HttpError(409, INTERVIEW_CLOSED, 'interview_closed');

/**
 * Scheduling an interview moves an Awaiting or Shortlisted application to the Interview stage
 * (issue 36 §2), through the pipeline's one status change (its undo window, notification and
 * e-mail); a later stage (offered, joined), a rejection or a withdrawal stays as it is.
 */
export async function moveApplicationToInterviewStage(
  tx: Tx,
  deps: AppDeps,
  application: ApplicationRow,
  scope: RecruiterScope,
  now: Date,
): Promise<void> {
  if (application.status !== 'new' && application.status !== 'shortlisted') return;
  await changeApplicantStatus(
    tx,
    eventBusOf(deps),
    scope,
    application.id,
    { status: 'interview', reason: '' },
    now,
    { publicUrl: deps.config.publicUrl, undoSeconds: deps.config.statusUndoSeconds },
  );
}

function checkFuture(details: Details, now: Date): void {
  if (details.slots.some((slot) => new Date(slot).getTime() <= now.getTime())) {
    throw new HttpError(400, SLOT_PAST, 'validation_failed');
  }
}

/** The columns of the details; one slot is the interview's time, several are for the candidate to pick. */
const detailsColumns = (details: Details) => ({
  mode: details.mode,
  address: details.mode === 'in_person' ? details.address : '',
  mapLink: details.mode === 'in_person' ? details.map_link : '',
  videoLink: details.mode === 'video' ? details.video_link : '',
  notes: details.notes,
  slots: [...details.slots].sort(),
  durationMinutes: details.duration_minutes,
  chosenStart: details.slots.length === 1 ? new Date(details.slots[0]) : null,
  state: 'proposed',
  rescheduleNote: '',
});

async function rowById(tx: DbOrTx, where: ReturnType<typeof and>, forUpdate = false): Promise<InterviewRow> {
  const [row] = await interviewRows(tx, where, { forUpdate });
  if (!row) throw interviewNotFound();
  return row;
}

async function scheduleOne(
  tx: Tx,
  deps: AppDeps,
  scope: RecruiterScope,
  application: ApplicationRow,
  details: Details,
): Promise<InterviewRow> {
  const now = deps.now();
  const [inserted] = await tx
    .insert(interviews)
    .values({
      applicationId: application.id,
      companyId: scope.companyId,
      jobId: application.jobId,
      scheduledBy: scope.recruiterId,
      ...detailsColumns(details),
      uid: `interview-${randomUUID()}@rcm-careers`,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: interviews.id });
  await moveApplicationToInterviewStage(tx, deps, application, scope, now);
  const row = await rowById(tx, eq(interviews.id, inserted.id));
  await sendInterviewChange(tx, row, 'invited', { publicUrl: deps.config.publicUrl, now });
  return row;
}

/** Schedules an interview of the company's application (404 applicant_not_found otherwise). */
export async function scheduleApplicantInterview(
  deps: AppDeps,
  scope: RecruiterScope,
  applicationId: number,
  details: Details,
): Promise<Interview> {
  checkFuture(details, deps.now());
  return eventBusOf(deps).transaction(async (tx) => {
    await requireCompanyMay(tx, scope.companyId, 'message');
    const { application } = await companyApplication(tx, scope.companyId, applicationId);
    return interviewAnswer(await scheduleOne(tx, deps, scope, application, details));
  });
}

/** An interview whose time is still to pick or not over at `now`. */
const stillComing = (now: Date) =>
  or(
    isNull(interviews.chosenStart),
    sql`${interviews.chosenStart} + make_interval(mins => ${interviews.durationMinutes}) > ${now.toISOString()}::timestamptz`,
  );

/** Why a bulk scheduling left an application out. */
type SkipReason = keyof BulkScheduleResult['skipped'];

/**
 * The same interview for each of the company's applications, in one transaction (any id not the
 * company's: 404, nothing written). Left out, and counted by reason: the withdrawn, the rejected,
 * and those with an interview still coming (not cancelled, its time to pick or not over).
 */
export async function scheduleApplicantsInterviews(
  deps: AppDeps,
  scope: RecruiterScope,
  applicationIds: readonly number[],
  details: Details,
): Promise<BulkScheduleResult> {
  const now = deps.now();
  checkFuture(details, now);
  return eventBusOf(deps).transaction(async (tx) => {
    await requireCompanyMay(tx, scope.companyId, 'message');
    const rows = await companyApplications(tx, scope.companyId, applicationIds);
    const coming = new Set(
      (
        await tx
          .select({ applicationId: interviews.applicationId })
          .from(interviews)
          .where(
            and(
              inArray(
                interviews.applicationId,
                rows.map((row) => row.id),
              ),
              ne(interviews.state, 'cancelled'),
              stillComing(now),
            ),
          )
      ).map((row) => row.applicationId),
    );
    const result: BulkScheduleResult = {
      scheduled: 0,
      skipped: { withdrawn: 0, rejected: 0, already_scheduled: 0 },
    };
    for (const application of rows) {
      const skip: SkipReason | null =
        application.status === 'withdrawn'
          ? 'withdrawn'
          : application.status === 'rejected'
            ? 'rejected'
            : coming.has(application.id)
              ? 'already_scheduled'
              : null;
      if (skip) result.skipped[skip] += 1;
      else {
        await scheduleOne(tx, deps, scope, application, details);
        result.scheduled += 1;
      }
    }
    return result;
  });
}

/** Changes the company's interview: the candidate answers again, the invite goes with SEQUENCE + 1. */
export async function updateCompanyInterview(
  deps: AppDeps,
  scope: RecruiterScope,
  interviewId: number,
  details: Details,
): Promise<Interview> {
  const now = deps.now();
  checkFuture(details, now);
  return deps.db.transaction(async (tx) => {
    const mine = and(eq(interviews.id, interviewId), eq(interviews.companyId, scope.companyId));
    const before = await rowById(tx, mine, true);
    if (before.state === 'cancelled') throw interviewClosed();
    await requireCompanyMay(tx, scope.companyId, 'message');
    await tx
      .update(interviews)
      .set({ ...detailsColumns(details), sequence: sql`${interviews.sequence} + 1`, updatedAt: now })
      .where(eq(interviews.id, interviewId));
    const row = await rowById(tx, mine);
    // a time the candidate had in the calendar and that is now to be picked again: cancelled there
    const change: InterviewChange = row.chosenStart || !before.chosenStart ? 'changed' : 'cancelled';
    await sendInterviewChange(
      tx,
      change === 'cancelled' ? { ...row, chosenStart: before.chosenStart } : row,
      change,
      {
        publicUrl: deps.config.publicUrl,
        now,
      },
    );
    return interviewAnswer(row);
  });
}

/** Cancels the company's interview (a second cancel changes nothing and sends nothing). */
export async function cancelCompanyInterview(
  deps: AppDeps,
  scope: RecruiterScope,
  interviewId: number,
): Promise<Interview> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const mine = and(eq(interviews.id, interviewId), eq(interviews.companyId, scope.companyId));
    const before = await rowById(tx, mine, true);
    if (before.state === 'cancelled') return interviewAnswer(before);
    await tx
      .update(interviews)
      .set({ state: 'cancelled', sequence: sql`${interviews.sequence} + 1`, updatedAt: now })
      .where(eq(interviews.id, interviewId));
    const row = await rowById(tx, mine);
    await sendInterviewChange(tx, row, 'cancelled', { publicUrl: deps.config.publicUrl, now });
    return interviewAnswer(row);
  });
}

/** The company's application's interviews, newest first (404 applicant_not_found otherwise). */
export async function applicantInterviewList(
  db: DbOrTx,
  companyId: number,
  applicationId: number,
): Promise<Interview[]> {
  await companyApplication(db, companyId, applicationId);
  const rows = await interviewRows(db, eq(interviews.applicationId, applicationId));
  return rows.sort((a, b) => b.id - a.id).map(interviewAnswer);
}

/**
 * The company's interviews not cancelled: those whose time is in India's today (or the 7 days
 * from today), by time; and those with a time still to pick.
 */
export async function companyInterviewList(
  db: DbOrTx,
  companyId: number,
  range: InterviewRange,
  now: Date,
): Promise<{ interviews: Interview[]; unanswered: Interview[] }> {
  const from = indiaDayStart(now);
  const to = new Date(from.getTime() + (range === 'today' ? 1 : 7) * DAY_MS);
  const live = and(eq(interviews.companyId, companyId), ne(interviews.state, 'cancelled'));
  const timed = await interviewRows(
    db,
    and(live, gte(interviews.chosenStart, from), lt(interviews.chosenStart, to)),
  );
  const unanswered = await interviewRows(db, and(live, isNull(interviews.chosenStart)));
  return { interviews: timed.map(interviewAnswer), unanswered: unanswered.map(interviewAnswer) };
}

/** The candidate's interviews not cancelled and not over (or with a time to pick). */
function candidateUpcoming(db: DbOrTx, userId: number, now: Date) {
  return and(
    inArray(
      interviews.applicationId,
      db.select({ id: applications.id }).from(applications).where(eq(applications.userId, userId)),
    ),
    ne(interviews.state, 'cancelled'),
    stillComing(now),
  );
}

/** The candidate's upcoming interviews (`candidateUpcoming`), soonest first. */
export async function candidateInterviewList(db: DbOrTx, userId: number, now: Date): Promise<Interview[]> {
  const rows = await interviewRows(db, candidateUpcoming(db, userId, now));
  return rows.map(interviewAnswer);
}

/**
 * How many upcoming interviews the candidate has (the dashboard's `interview_count`: the app
 * loads its interviews card, and asks for the list, only when there are some).
 */
export async function candidateInterviewCount(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(interviews)
    .where(candidateUpcoming(db, userId, now));
  return row?.count ?? 0;
}

export interface InterviewReply {
  interview_id: number;
  action: 'accept' | 'reschedule';
  slot?: string;
  note: string;
}

/**
 * The candidate's answer to their interview: accept (the slot picked when several are offered;
 * picking another later changes the invite) or ask to reschedule. Answering as it stands changes
 * nothing and sends nothing, so a doubled request (besides the Idempotency-Key's replay) is harmless.
 */
export async function answerCandidateInterview(
  deps: AppDeps,
  userId: number,
  reply: InterviewReply,
): Promise<Interview> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const mine = and(
      eq(interviews.id, reply.interview_id),
      inArray(
        interviews.applicationId,
        tx.select({ id: applications.id }).from(applications).where(eq(applications.userId, userId)),
      ),
    );
    const before = await rowById(tx, mine, true);
    if (before.state === 'cancelled') throw interviewClosed();
    const context = { publicUrl: deps.config.publicUrl, now };
    if (reply.action === 'reschedule') {
      if (before.state === 'reschedule_requested' && before.rescheduleNote === reply.note) {
        return interviewAnswer(before);
      }
      await tx
        .update(interviews)
        .set({ state: 'reschedule_requested', rescheduleNote: reply.note, updatedAt: now })
        .where(eq(interviews.id, before.id));
      const row = await rowById(tx, mine);
      await sendInterviewChange(tx, row, 'reschedule_asked', context);
      return interviewAnswer(row);
    }
    const slot = reply.slot ?? (before.slots.length === 1 ? before.slots[0] : undefined);
    if (!slot || !before.slots.includes(slot))
      throw new HttpError(400, SLOT_NOT_OFFERED, 'validation_failed');
    const picked = new Date(slot);
    const sameTime = before.chosenStart?.getTime() === picked.getTime();
    if (before.state === 'accepted' && sameTime) return interviewAnswer(before);
    await tx
      .update(interviews)
      .set({
        state: 'accepted',
        chosenStart: picked,
        rescheduleNote: '',
        // a time that was in the calendars already moves: the invite is an update
        ...(before.chosenStart && !sameTime ? { sequence: sql`${interviews.sequence} + 1` } : {}),
        updatedAt: now,
      })
      .where(eq(interviews.id, before.id));
    const row = await rowById(tx, mine);
    // a single time's invite went with the scheduling: accepting it sends nothing new
    if (!sameTime) await sendInterviewChange(tx, row, 'picked', context);
    return interviewAnswer(row);
  });
}
