import {
  APPLICANT_ASSESSMENT_LABELS,
  APPLICATION_STATUS_LABELS,
  type ApplicantsFilters,
} from '@contract/recruiter/applicants';
import { APPLICANTS_CSV_COLUMNS, csvLine } from '@contract/recruiter/applicants-csv';
import type { Db } from '@server/db/client';
import { applications, contactShares, users } from '@server/db/schema';
import { eq, sql } from 'drizzle-orm';
import { recordSighting } from '../contact/profile-sightings';
import { APPLICANT_SORTS_SQL, applicantsWhere, assessmentStateOf } from './applicant-filters';
import type { JobRow } from './company-scope';

/**
 * The job's applicants as CSV (issue 36 §4, contract/recruiter/applicants-csv.ts): the list's filter
 * and order, read CHUNK rows at a time and streamed, UTF-8 with a BOM; every cell through the
 * contract's csvCell (formula-safe); the contact only of the candidates who share it with the company
 * (issue 37 §3, the applicant page's rule).
 */

const CHUNK = 500;
const BOM = '\uFEFF';
const STATUS_EVENTS = sql`('applied', 'viewed')`;

/** A date as India reads it in a sheet: YYYY-MM-DD (Asia/Kolkata). */
const dayOf = (at: Date | string | null) =>
  at === null ? '' : new Date(at).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

const experienceOf = (months: number | null) =>
  months === null ? '' : `${Math.floor(months / 12)} years ${months % 12} months`;

async function chunkOf(
  db: Db,
  job: JobRow,
  filters: ApplicantsFilters,
  offset: number,
  now: Date,
): Promise<string> {
  const rows = await db
    .select({
      application: applications,
      email: users.email,
      phone: users.phoneNo,
      shared: sql<boolean>`exists (select 1 from ${contactShares} where ${contactShares.userId} = ${applications.userId}
        and ${contactShares.companyId} = ${job.companyId} and ${contactShares.state} = 'shared')`,
      statusAt: sql<Date | string | null>`(select max(e.at) from application_events e
        where e.application_id = ${applications.id} and e.event not in ${STATUS_EVENTS})`,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(applicantsWhere(job.id, filters))
    .orderBy(...APPLICANT_SORTS_SQL[filters.sort])
    .limit(CHUNK)
    .offset(offset);
  // who saw my profile (issue 37 §3): the contacts this chunk shows
  const userIds = rows.filter((row) => row.shared === true).map((row) => row.application.userId);
  await recordSighting(db, { userIds, companyId: job.companyId, kind: 'contact', now });
  return rows
    .map(({ application: row, email, phone, shared, statusAt }) => {
      const shown = shared === true;
      return csvLine([
        row.applicantName,
        (APPLICATION_STATUS_LABELS as Record<string, string>)[row.status] ?? row.status,
        APPLICANT_ASSESSMENT_LABELS[assessmentStateOf(job, row.assessmentState)],
        dayOf(row.createdAt),
        dayOf(statusAt),
        experienceOf(row.experienceMonths),
        row.certification ?? '',
        row.currentCtc ?? '',
        row.noticeLabel ?? '',
        shown ? phone : '',
        shown ? email : '',
      ]);
    })
    .join('');
}

/** The CSV's bytes as a stream: the BOM and header, then the rows a chunk at a time. */
export function applicantsCsv(
  db: Db,
  job: JobRow,
  filters: ApplicantsFilters,
  now: Date,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BOM + csvLine(APPLICANTS_CSV_COLUMNS)));
    },
    async pull(controller) {
      const text = await chunkOf(db, job, filters, offset, now);
      offset += CHUNK;
      if (text === '') controller.close();
      else controller.enqueue(encoder.encode(text));
    },
  });
}

/** The download's name: the job's title in safe letters and the day ('applicants-denial-analyst-2026-11-29.csv'). */
export function applicantsCsvName(job: JobRow, now: Date): string {
  const title = job.jobTitle
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `applicants-${title || 'job'}-${dayOf(now)}.csv`;
}
