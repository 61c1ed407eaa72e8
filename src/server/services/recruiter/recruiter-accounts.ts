import { RECRUITER_ROLE_ID } from '@contract/limits';
import { companies, users } from '@server/db/schema';
import { HttpError } from '@server/validate';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../file-store';

/**
 * Companies and their recruiters (issue 23): the operator's `npm run recruiter:add`, the demo
 * seed and an accepted invitation create them here.
 */

export const EMAIL_TAKEN = 'This email is already registered';

/**
 * A recruiter has no phone on record; the users table keeps one unique text per account, so a
 * recruiter's holds a marker that no 10-digit phone can equal (never shown: toUserDetails blanks it).
 */
export const recruiterPhoneMarker = (email: string) => `recruiter:${email.toLowerCase()}`;

/** The company of this name (case-insensitive), created in `city` when there is none. */
export async function companyNamed(
  db: DbOrTx,
  name: string,
  city: string,
): Promise<{ id: number; name: string; created: boolean }> {
  const [existing] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${name})`)
    .limit(1);
  if (existing) return { ...existing, created: false };
  const [row] = await db
    .insert(companies)
    .values({ name, city })
    .returning({ id: companies.id, name: companies.name });
  return { ...row, created: true };
}

/**
 * A new recruiter of the company (verified e-mail, nothing to onboard), or with `roleId` 1 and no
 * company an operator (issue 37). An e-mail already registered, whatever its role: 409 email_exists.
 */
export async function createRecruiter(
  db: DbOrTx,
  fields: {
    companyId: number | null;
    roleId?: number;
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    now: Date;
  },
): Promise<number> {
  const email = fields.email.trim().toLowerCase();
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (taken) throw new HttpError(409, EMAIL_TAKEN, 'email_exists');
  const rows = await db
    .insert(users)
    .values({
      firstName: fields.firstName,
      lastName: fields.lastName,
      email,
      phoneNo: recruiterPhoneMarker(email),
      roleId: fields.roleId ?? RECRUITER_ROLE_ID,
      companyId: fields.companyId,
      passwordHash: fields.passwordHash,
      emailVerified: true,
      onboardingCompleted: true,
      createdAt: fields.now,
      updatedAt: fields.now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (rows.length === 0) throw new HttpError(409, EMAIL_TAKEN, 'email_exists');
  return rows[0].id;
}
