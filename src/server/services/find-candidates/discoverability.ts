import type { Discoverability } from '@contract/connect-requests';
import { users } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../file-store';

/** Let recruiters find me (issue 37 §3): off by default; `findable_since` is when it was last turned on. */

const columns = { findable: users.findable, findableAt: users.findableAt };

const answerOf = (row: { findable: boolean; findableAt: Date | null } | undefined): Discoverability => ({
  findable: row?.findable ?? false,
  findable_since: row?.findable ? (row.findableAt?.toISOString() ?? null) : null,
});

/** The candidate's setting. */
export async function discoverabilityOf(db: DbOrTx, userId: number): Promise<Discoverability> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  return answerOf(row);
}

/** Turns it on (stamping when, unless it was on already) or off. */
export async function setDiscoverability(
  db: DbOrTx,
  userId: number,
  findable: boolean,
  now: Date,
): Promise<Discoverability> {
  const before = await discoverabilityOf(db, userId);
  const [row] = await db
    .update(users)
    .set(
      findable ? { findable, findableAt: before.findable ? undefined : now } : { findable, findableAt: null },
    )
    .where(eq(users.id, userId))
    .returning(columns);
  return answerOf(row);
}
