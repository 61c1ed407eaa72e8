import { JOB_ROLE_NOT_LISTED } from '@contract/recruiter/job-roles';
import { referenceItems } from '@server/db/schema';
import { HttpError } from '@server/validate';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../file-store';

/**
 * The job roles list (issue 36): the candidate side's sub-categories (reference list
 * 'subCategories'), each name once, in the list's order (voice process first).
 */
export async function jobRoleNames(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ name: referenceItems.name })
    .from(referenceItems)
    .where(eq(referenceItems.list, 'subCategories'))
    .orderBy(asc(referenceItems.categoryId), asc(referenceItems.position), asc(referenceItems.id));
  return [...new Set(rows.map((row) => row.name))];
}

/**
 * The list's spelling of a job role ('' stays ''): 400 for a role not on the list, unless it is
 * `kept` (the role the job already has, or the copied job's: a role saved before the list was
 * enforced stays as it is until changed).
 */
export async function listedRole(db: DbOrTx, role: string, kept?: string): Promise<string> {
  if (role === '' || (kept !== undefined && role === kept)) return role;
  const [row] = await db
    .select({ name: referenceItems.name })
    .from(referenceItems)
    .where(and(eq(referenceItems.list, 'subCategories'), sql`lower(${referenceItems.name}) = lower(${role})`))
    .limit(1);
  if (!row) throw new HttpError(400, JOB_ROLE_NOT_LISTED, 'validation_failed');
  return row.name;
}
