import { RECRUITER_ROLE_ID } from '@contract/limits';
import { CANNOT_REMOVE_SELF, type Colleague, RECRUITER_NOT_FOUND } from '@contract/recruiter/account';
import { users } from '@server/db/schema';
import { type AppDeps, eventBusOf } from '@server/deps';
import { HttpError } from '@server/validate';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../event-bus';
import type { DbOrTx } from '../file-store';
import { revokeAllSessions } from '../sessions';

/**
 * A company's recruiters (H6, issue 35): the workspace's Colleagues list, a colleague removed by
 * a recruiter of the same company, and the operator's `npm run recruiter:remove`.
 *
 * A removed recruiter keeps the account row (status 'removed': the jobs, notes and messages of
 * theirs stay the company's) and can no longer sign in; every session of theirs is revoked in the
 * same transaction (`revoked_at`, never to be cleared) and their open event streams end in every
 * process, so setting the status back by hand would not bring an old token back.
 */

export const REMOVED_STATUS = 'removed';

const recruiterNotFound = () => new HttpError(404, RECRUITER_NOT_FOUND, 'recruiter_not_found');

/** The company's active recruiters, by name. */
export async function companyColleagues(db: DbOrTx, companyId: number, me: number): Promise<Colleague[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(eq(users.companyId, companyId), eq(users.roleId, RECRUITER_ROLE_ID), eq(users.status, 'active')),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    you: row.id === me,
  }));
}

/**
 * Marks the recruiter removed and ends every session and stream of theirs, in `tx` (a
 * `bus.transaction`). The recruiter's row must be locked by the caller.
 */
export async function markRemoved(deps: AppDeps, tx: Tx, recruiterId: number): Promise<void> {
  const now = deps.now();
  await tx.update(users).set({ status: REMOVED_STATUS, updatedAt: now }).where(eq(users.id, recruiterId));
  await revokeAllSessions(deps, tx, recruiterId);
}

/** A recruiter removes a colleague of their own company (404 for anyone else, 400 for oneself). */
export async function removeColleague(
  deps: AppDeps,
  scope: { recruiterId: number; companyId: number },
  colleagueId: number,
): Promise<void> {
  if (colleagueId === scope.recruiterId) throw new HttpError(400, CANNOT_REMOVE_SELF, 'cannot_remove_self');
  await eventBusOf(deps).transaction(async (tx) => {
    const [colleague] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, colleagueId),
          eq(users.companyId, scope.companyId),
          eq(users.roleId, RECRUITER_ROLE_ID),
          eq(users.status, 'active'),
        ),
      )
      .for('update');
    if (!colleague) throw recruiterNotFound();
    await markRemoved(deps, tx, colleague.id);
  });
}
