import type { Interview, InterviewMode, InterviewState } from '@contract/interviews';
import { applications, companies, interviews, jobs } from '@server/db/schema';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../file-store';

/** An interview row as the services read it: with its job's title, company and applicant. */
export type InterviewRow = typeof interviews.$inferSelect & {
  jobTitle: string;
  companyName: string;
  candidateName: string;
  candidateId: number;
};

/** The interviews matching `where`, with their job, company and applicant (`forUpdate`: the rows locked). */
export async function interviewRows(
  db: DbOrTx,
  where: SQL | undefined,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<InterviewRow[]> {
  const query = db
    .select({
      interview: interviews,
      jobTitle: jobs.jobTitle,
      companyName: companies.name,
      candidateName: applications.applicantName,
      candidateId: applications.userId,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, interviews.jobId))
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .where(and(where, eq(applications.candidateActive, true)))
    .orderBy(interviews.chosenStart, interviews.id);
  const rows = forUpdate ? await query.for('update', { of: interviews }) : await query;
  return rows.map(({ interview, ...rest }) => ({ ...interview, ...rest }));
}

/** The answer's shape of an interview. */
export function interviewAnswer(row: InterviewRow): Interview {
  return {
    interview_id: row.id,
    application_id: row.applicationId,
    job: { id: row.jobId, job_title: row.jobTitle },
    company_name: row.companyName,
    candidate_name: row.candidateName,
    mode: row.mode as InterviewMode,
    address: row.address,
    map_link: row.mapLink,
    video_link: row.videoLink,
    notes: row.notes,
    slots: [...row.slots].sort(),
    duration_minutes: row.durationMinutes,
    chosen_start: row.chosenStart ? row.chosenStart.toISOString() : null,
    state: row.state as InterviewState,
    reschedule_note: row.rescheduleNote,
    sequence: row.sequence,
  };
}

/** The start of India's day holding `now` (midnight Asia/Kolkata), as an instant. */
export function indiaDayStart(now: Date): Date {
  const offset = 330 * 60_000;
  const local = new Date(now.getTime() + offset);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offset);
}
