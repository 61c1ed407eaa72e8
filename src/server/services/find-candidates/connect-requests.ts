import {
  CONNECT_REQUEST_ANSWERED,
  CONNECT_REQUEST_NOT_FOUND,
  type ConnectRequest,
  type ConnectStatus,
} from '@contract/connect-requests';
import { JOB_CLOSED } from '@contract/jobs';
import { CANDIDATE_ROLE_ID } from '@contract/limits';
import {
  ALREADY_APPLICANT,
  CANDIDATE_NOT_FOUND,
  COMPANY_NOT_VERIFIED,
  CONNECT_JOB_NOT_OPEN,
  CONNECT_LIMIT_REACHED,
  CONNECT_PENDING,
  CONNECTS_PER_DAY,
} from '@contract/recruiter/find-candidates';
import { applications, companies, connectRequests, conversations, jobs, users } from '@server/db/schema';
import { type AppDeps, eventBusOf } from '@server/deps';
import { HttpError } from '@server/validate';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import { recordApplicationEvent } from '../application-timeline';
import { writeRecruiterMessage } from '../chat/recruiter-chat';
import { notify } from '../delivery/notify';
import type { Tx } from '../event-bus';
import type { DbOrTx } from '../file-store';
import { addNotification } from '../notifications';
import { companyJob, type RecruiterScope } from '../recruiter/company-scope';
import { companyIsVerified, standingOf } from '../safety/company-trust';

/**
 * Requests to connect (issue 37 §3): a verified company asks a findable candidate about one of its
 * open jobs; the candidate accepts (an application of the job, status new, no resume, and the
 * conversation opened with the recruiter's message, all in one transaction) or declines.
 */

/** Where the candidate answers: the settings' requests (the 'connect' notification's link). */
export const CONNECT_REQUESTS_LINK = '/settings#connect-requests';
const DAY_MS = 24 * 60 * 60 * 1000;

/** 403 company_not_verified unless the company is a verified employer now (not suspended). */
export async function requireVerifiedCompany(db: DbOrTx, companyId: number): Promise<void> {
  if (!(await companyIsVerified(db, companyId)))
    throw new HttpError(403, COMPANY_NOT_VERIFIED, 'company_not_verified');
}

/** The recruiter's requests in the last 24 hours (the limit's window). */
export async function sentToday(db: DbOrTx, recruiterId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(connectRequests)
    .where(
      and(
        eq(connectRequests.recruiterId, recruiterId),
        gt(connectRequests.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return Number(row?.sent ?? 0);
}

/** The company's open jobs a request may be about (the Connect dialog's choice), most recently changed first. */
export async function openJobsOf(db: DbOrTx, companyId: number) {
  const rows = await db
    .select({ job_id: jobs.id, job_title: jobs.jobTitle })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, 'open')))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(200);
  return rows;
}

/**
 * A recruiter's request to connect: refused 403 for an unverified company, 404 / 409 for a job
 * not the company's / not open, 404 for a candidate not findable (as if absent), 409 when the
 * candidate already applied to the job or the company's request waits for an answer, 429 past
 * CONNECTS_PER_DAY in 24 hours; nothing is written on a refusal.
 */
export async function sendConnectRequest(
  deps: AppDeps,
  scope: RecruiterScope,
  candidateId: number,
  body: { job_id: number; message: string },
): Promise<{ request: { status: ConnectStatus; created_at: string }; sent_today: number }> {
  await requireVerifiedCompany(deps.db, scope.companyId);
  const bus = eventBusOf(deps);
  const now = deps.now();
  return bus.transaction(async (tx) => {
    // one request at a time per recruiter (the day's count) and per candidate (one pending)
    await tx.select({ id: users.id }).from(users).where(eq(users.id, scope.recruiterId)).for('no key update');
    // another company's job answers 404 as if absent, before anything about the candidate
    const job = await companyJob(tx, scope.companyId, body.job_id);
    if (job.status !== 'open') throw new HttpError(409, CONNECT_JOB_NOT_OPEN, 'job_closed');
    const [candidate] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, candidateId),
          eq(users.roleId, CANDIDATE_ROLE_ID),
          eq(users.status, 'active'),
          eq(users.onboardingCompleted, true),
          eq(users.findable, true),
        ),
      )
      .for('no key update');
    if (!candidate) throw new HttpError(404, CANDIDATE_NOT_FOUND, 'candidate_not_found');
    const sent = await sentToday(tx, scope.recruiterId, now);
    if (sent >= CONNECTS_PER_DAY) throw new HttpError(429, CONNECT_LIMIT_REACHED, 'connect_limit_reached');
    const [applied] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.userId, candidate.id), eq(applications.jobId, job.id)));
    if (applied) throw new HttpError(409, ALREADY_APPLICANT, 'already_applicant');
    const [pending] = await tx
      .select({ id: connectRequests.id })
      .from(connectRequests)
      .where(
        and(
          eq(connectRequests.companyId, scope.companyId),
          eq(connectRequests.candidateId, candidate.id),
          eq(connectRequests.status, 'pending'),
        ),
      );
    if (pending) throw new HttpError(409, CONNECT_PENDING, 'connect_pending');
    const [row] = await tx
      .insert(connectRequests)
      .values({
        companyId: scope.companyId,
        recruiterId: scope.recruiterId,
        candidateId: candidate.id,
        jobId: job.id,
        message: body.message,
        createdAt: now,
      })
      .returning({ id: connectRequests.id });
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, scope.companyId));
    const text = `${company.name} asks to connect about ${job.jobTitle}`;
    await addNotification(tx, bus, {
      userId: candidate.id,
      kind: 'connect',
      text,
      link: CONNECT_REQUESTS_LINK,
      createdAt: now,
    });
    await notify(tx, {
      type: 'connect_request',
      candidateId: candidate.id,
      companyId: scope.companyId,
      requestId: row.id,
      text,
      link: CONNECT_REQUESTS_LINK,
      publicUrl: deps.config.publicUrl,
      now,
    });
    return { request: { status: 'pending', created_at: now.toISOString() }, sent_today: sent + 1 };
  });
}

const requestColumns = {
  id: connectRequests.id,
  companyId: connectRequests.companyId,
  recruiterId: connectRequests.recruiterId,
  jobId: connectRequests.jobId,
  message: connectRequests.message,
  status: connectRequests.status,
  createdAt: connectRequests.createdAt,
  answeredAt: connectRequests.answeredAt,
  applicationId: connectRequests.applicationId,
  companyName: companies.name,
  verifiedAt: companies.verifiedAt,
  suspendedAt: companies.suspendedAt,
  jobTitle: jobs.jobTitle,
  conversationId: conversations.id,
};

function requestsOf(db: DbOrTx) {
  return db
    .select(requestColumns)
    .from(connectRequests)
    .innerJoin(companies, eq(companies.id, connectRequests.companyId))
    .innerJoin(jobs, eq(jobs.id, connectRequests.jobId))
    .leftJoin(conversations, eq(conversations.applicationId, connectRequests.applicationId));
}

type RequestRow = Awaited<ReturnType<typeof requestsOf>>[number];

const requestAnswer = (row: RequestRow): ConnectRequest => ({
  request_id: row.id,
  company_name: row.companyName,
  company_verified: standingOf(row) === 'verified',
  job_id: row.jobId,
  job_title: row.jobTitle,
  message: row.message,
  status: row.status as ConnectStatus,
  created_at: row.createdAt.toISOString(),
  answered_at: row.answeredAt?.toISOString() ?? null,
  conversation_id: row.conversationId ?? null,
});

/** The candidate's requests to connect: the pending first, then newest first. */
export async function candidateRequests(db: DbOrTx, candidateId: number): Promise<ConnectRequest[]> {
  const rows = await requestsOf(db)
    .where(eq(connectRequests.candidateId, candidateId))
    .orderBy(
      asc(sql`case when ${connectRequests.status} = 'pending' then 0 else 1 end`),
      desc(connectRequests.createdAt),
      desc(connectRequests.id),
    );
  return rows.map(requestAnswer);
}

/** The candidate's own request, locked, or 404. */
async function ownRequest(tx: Tx, candidateId: number, requestId: number) {
  const [row] = await tx
    .select({ id: connectRequests.id })
    .from(connectRequests)
    .where(and(eq(connectRequests.id, requestId), eq(connectRequests.candidateId, candidateId)))
    .for('update');
  if (!row) throw new HttpError(404, CONNECT_REQUEST_NOT_FOUND, 'connect_request_not_found');
  const [request] = await requestsOf(tx).where(eq(connectRequests.id, row.id));
  return request;
}

/** The recruiter who writes the first message: the sender, or (gone) the company's first recruiter. */
async function senderOf(tx: Tx, request: RequestRow) {
  const columns = { id: users.id, firstName: users.firstName, lastName: users.lastName };
  const [sender] = request.recruiterId
    ? await tx
        .select(columns)
        .from(users)
        .where(and(eq(users.id, request.recruiterId), eq(users.companyId, request.companyId)))
    : [];
  if (sender) return sender;
  const [colleague] = await tx
    .select(columns)
    .from(users)
    .where(and(eq(users.companyId, request.companyId), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .limit(1);
  return colleague ?? null;
}

/**
 * The candidate's answer to their own pending request. Accepting makes them an applicant of the
 * job (status new, no resume; 409 job_closed when it closed meanwhile, nothing changed) and opens
 * the conversation with the recruiter's message (writeRecruiterMessage: the chat, the
 * notifications and the fee-demand check), in one transaction. A second answer: 409.
 */
export async function answerRequest(
  deps: AppDeps,
  candidateId: number,
  requestId: number,
  accept: boolean,
): Promise<ConnectRequest> {
  const bus = eventBusOf(deps);
  const now = deps.now();
  await bus.transaction(async (tx) => {
    const request = await ownRequest(tx, candidateId, requestId);
    if (request.status !== 'pending')
      throw new HttpError(409, CONNECT_REQUEST_ANSWERED, 'connect_request_answered');
    if (!accept) {
      await tx
        .update(connectRequests)
        .set({ status: 'declined', answeredAt: now })
        .where(eq(connectRequests.id, request.id));
      return;
    }
    const [job] = await tx
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.id, request.jobId))
      .for('share');
    if (job?.status !== 'open') throw new HttpError(409, JOB_CLOSED, 'job_closed');
    // one application write at a time per candidate (as the apply call)
    await tx.select({ id: users.id }).from(users).where(eq(users.id, candidateId)).for('no key update');
    const [earlier] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.userId, candidateId), eq(applications.jobId, request.jobId)));
    let applicationId = earlier?.id;
    if (!applicationId) {
      const [row] = await tx
        .insert(applications)
        .values({ userId: candidateId, jobId: request.jobId, status: 'new', createdAt: now, updatedAt: now })
        .returning({ id: applications.id });
      applicationId = row.id;
      await recordApplicationEvent(tx, applicationId, 'applied', now);
    }
    await tx
      .update(connectRequests)
      .set({ status: 'accepted', answeredAt: now, applicationId })
      .where(eq(connectRequests.id, request.id));
    const sender = await senderOf(tx, request);
    if (sender)
      await writeRecruiterMessage(
        tx,
        bus,
        { companyId: request.companyId },
        sender,
        applicationId,
        request.message,
        {
          now,
          publicUrl: deps.config.publicUrl,
          accepted: true,
        },
      );
  });
  const [answered] = await requestsOf(deps.db).where(eq(connectRequests.id, requestId));
  return requestAnswer(answered);
}
