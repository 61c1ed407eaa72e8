import { MESSAGE_MAX } from '@contract/chat';
import { interviewTimeText } from '@contract/interviews';
import {
  fillPlaceholders,
  type MessageTemplate,
  NO_INTERVIEW_TIME,
  TEMPLATE_NOT_FOUND,
  TEMPLATES_MAX,
  type TemplateInput,
} from '@contract/recruiter/templates';
import { applications, interviews, jobs, messageTemplates, users } from '@server/db/schema';
import { HttpError } from '@server/validate';
import { and, asc, count, eq, gte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../file-store';

/**
 * A company's message templates (issue 36 §4) and the filling of a message's placeholders for one
 * applicant: {first_name} the candidate's first name, {job_title} the job's, {interview_time} the
 * time of the applicant's next interview with a time (one time set, or the slot the candidate
 * picked; not cancelled, not past) in India's time ('Wed, 2 Dec 2026, 10:30 am IST'), else
 * NO_INTERVIEW_TIME ('to be confirmed': none scheduled, or the candidate has still to pick a slot).
 */

type TemplateRow = typeof messageTemplates.$inferSelect;

const templateNotFound = () => new HttpError(404, TEMPLATE_NOT_FOUND, 'template_not_found');
const TEMPLATES_FULL = `A company can keep at most ${TEMPLATES_MAX} templates`;

const answerOf = (row: TemplateRow): MessageTemplate => ({
  template_id: row.id,
  name: row.name,
  body: row.body,
  updated_at: new Date(row.updatedAt).toISOString(),
});

/** The message for this applicant: placeholders filled, cut to the chat's limit. */
export async function renderMessage(
  db: DbOrTx,
  companyId: number,
  applicationId: number,
  text: string,
  now: Date,
): Promise<string> {
  if (!text.includes('{')) return text;
  const [next] = text.includes('{interview_time}')
    ? await db
        .select({ start: interviews.chosenStart })
        .from(interviews)
        .where(
          and(
            eq(interviews.applicationId, applicationId),
            eq(interviews.companyId, companyId),
            ne(interviews.state, 'cancelled'),
            gte(interviews.chosenStart, now),
          ),
        )
        .orderBy(asc(interviews.chosenStart))
        .limit(1)
    : [];
  const [row] = await db
    .select({ firstName: users.firstName, jobTitle: jobs.jobTitle })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(and(eq(applications.id, applicationId), eq(jobs.companyId, companyId)));
  const filled = fillPlaceholders(text, {
    first_name: row?.firstName ?? '',
    job_title: row?.jobTitle ?? '',
    interview_time: next?.start ? interviewTimeText(new Date(next.start).toISOString()) : NO_INTERVIEW_TIME,
  });
  return filled.slice(0, MESSAGE_MAX);
}

export async function companyTemplates(db: DbOrTx, companyId: number): Promise<MessageTemplate[]> {
  const rows = await db
    .select()
    .from(messageTemplates)
    .where(eq(messageTemplates.companyId, companyId))
    .orderBy(asc(messageTemplates.name), asc(messageTemplates.id));
  return rows.map(answerOf);
}

export async function createCompanyTemplate(
  db: DbOrTx,
  companyId: number,
  input: TemplateInput,
  now: Date,
): Promise<MessageTemplate> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(messageTemplates)
    .where(eq(messageTemplates.companyId, companyId));
  if (Number(n) >= TEMPLATES_MAX) throw new HttpError(409, TEMPLATES_FULL, 'conflict');
  const [row] = await db
    .insert(messageTemplates)
    .values({ companyId, name: input.name, body: input.body, createdAt: now, updatedAt: now })
    .returning();
  return answerOf(row);
}

export async function updateCompanyTemplate(
  db: DbOrTx,
  companyId: number,
  templateId: number,
  input: TemplateInput,
  now: Date,
): Promise<MessageTemplate> {
  const [row] = await db
    .update(messageTemplates)
    .set({ name: input.name, body: input.body, updatedAt: now })
    .where(and(eq(messageTemplates.id, templateId), eq(messageTemplates.companyId, companyId)))
    .returning();
  if (!row) throw templateNotFound();
  return answerOf(row);
}

export async function deleteCompanyTemplate(db: DbOrTx, companyId: number, templateId: number) {
  const [row] = await db
    .delete(messageTemplates)
    .where(and(eq(messageTemplates.id, templateId), eq(messageTemplates.companyId, companyId)))
    .returning({ id: messageTemplates.id });
  if (!row) throw templateNotFound();
  return row.id;
}
