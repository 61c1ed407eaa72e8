import { applications, users } from '@server/db/schema';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../file-store';

/**
 * `count` candidates applied to the job, inserted in two statements (the applicant facts come from
 * the database's triggers, migration 0013): for the bulk work's tests, bench and the dev route
 * POST /dev/applicants (issue 36 §4), never production. `names[i]` is the i-th one's first name
 * (else 'Applicant i'); contacts are unique per `tag`. Answers the applications' ids in order.
 */
export async function seedApplicants(
  db: DbOrTx,
  jobId: number,
  count: number,
  {
    tag = `job${jobId}`,
    names = [],
    now = new Date(),
  }: { tag?: string; names?: readonly string[]; now?: Date } = {},
): Promise<number[]> {
  if (count === 0) return [];
  // past every id so far: the contacts of two seedings never meet (each seeding adds `count` ids)
  const [{ base }] = await db.select({ base: sql<number>`coalesce(max(${users.id}), 0)::int` }).from(users);
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        firstName: names[i] ?? `Applicant ${i + 1}`,
        lastName: 'Candidate',
        email: `applicant-${tag}-${Number(base) + i + 1}@bulk.example`,
        phoneNo: `6${String(Number(base) + i + 1).padStart(9, '0')}`,
        passwordHash: 'x',
        onboardingCompleted: true,
        emailVerified: true,
        phoneVerified: true,
        createdAt: now,
      })),
    )
    .returning({ id: users.id });
  const rows = await db
    .insert(applications)
    .values(
      people.map((person, i) => ({
        userId: person.id,
        jobId,
        createdAt: new Date(now.getTime() - i * 1000),
      })),
    )
    .returning({ id: applications.id });
  return rows.map((row) => row.id);
}
