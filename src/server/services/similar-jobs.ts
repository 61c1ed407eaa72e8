import type { JobCard } from '@contract/jobs';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { cardsByIds, OPEN_JOBS, PUBLISHED_JOBS } from './job-queries';

/** A comma list as lower-cased, trimmed items (specialisations). */
const listItems = (column: unknown) =>
  sql`array_remove(regexp_split_to_array(lower(trim(${column})), '\\s*,\\s*'), '')`;

/**
 * The ids of the jobs most like this one (never itself), best first: the same role first, then
 * the same process (voice / non-voice), then the most specialisations in common, then the newest.
 * Null when the job does not exist.
 */
export async function similarJobIds(db: Db, jobId: number, limit: number): Promise<number[] | null> {
  const [target] = await db
    .select({ roleName: jobs.roleName, process: jobs.process, specialisations: jobs.specialisations })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), PUBLISHED_JOBS));
  if (!target) return null;
  const sharedSkills = sql<number>`cardinality(array(
    select unnest(${listItems(jobs.specialisations)})
    intersect
    select unnest(${listItems(sql`${target.specialisations}::text`)})
  ))`;
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(ne(jobs.id, jobId), OPEN_JOBS))
    .orderBy(
      desc(sql`(lower(${jobs.roleName}) = lower(${target.roleName}))`),
      desc(sql`(${jobs.process} = ${target.process})`),
      desc(sharedSkills),
      sql`${jobs.createdAt} desc nulls last`,
      sql`${jobs.id} desc`,
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The cards of the jobs most like this one, with this candidate's state; null for an unknown job. */
export async function similarJobsFor(
  db: Db,
  userId: number,
  jobId: number,
  limit: number,
): Promise<JobCard[] | null> {
  const ids = await similarJobIds(db, jobId, limit);
  return ids === null ? null : cardsByIds(db, userId, ids);
}
