import { sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { hashPassword } from '../services/passwords';
import { cities, referenceItems, referralCodes, users } from './schema';
import { CITIES, DEMO_CANDIDATES, DEMO_PASSWORD, REFERENCE_LISTS, REFERRAL_CODES } from './seed-data';

/** Any number; shared by every server instance so that only one seeds at a time. */
const SEED_LOCK_ID = 20_260_402;

export interface SeedReport {
  /** false when the database already held data and nothing was written */
  seeded: boolean;
  referenceItems: number;
  cities: number;
  demoUsers: number;
}

/**
 * Fills an empty database with the reference lists, cities, referral codes and (when
 * `config.seedDemo`) the demo candidates, in one transaction. A database that already has
 * reference data is left alone, so this runs at every start and writes only the first time.
 * The output is deterministic: the same rows with the same ids on every fresh database.
 */
export async function seedIfEmpty(deps: AppDeps): Promise<SeedReport> {
  const empty: SeedReport = { seeded: false, referenceItems: 0, cities: 0, demoUsers: 0 };
  if (!(await isEmpty(deps))) return empty;

  // Hash outside the transaction: it is slow by design.
  const demo = deps.config.seedDemo
    ? await Promise.all(
        DEMO_CANDIDATES.map(async (candidate) => ({
          ...candidate,
          passwordHash: await hashPassword(DEMO_PASSWORD),
        })),
      )
    : [];

  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(referenceItems);
    if (count > 0) return empty;

    const items = Object.entries(REFERENCE_LISTS).flatMap(([list, entries]) =>
      entries.map((entry, position) => ({
        list,
        name: entry.name,
        categoryId: entry.categoryId ?? null,
        position,
      })),
    );
    await tx.insert(referenceItems).values(items);
    await tx.insert(cities).values(CITIES);
    await tx
      .insert(referralCodes)
      .values(REFERRAL_CODES.map((code) => ({ code, active: true })))
      .onConflictDoNothing();
    if (deps.config.seedDemo) {
      // Demo only: an expired referral code, to show the referral check's refusal.
      await tx
        .insert(referralCodes)
        .values({ code: 'EXPIRED2024', active: true, expiresAt: new Date('2024-12-31T23:59:59Z') })
        .onConflictDoNothing();
    }

    let demoUsers = 0;
    if (demo.length > 0) {
      const now = deps.now();
      const inserted = await tx
        .insert(users)
        .values(
          demo.map((candidate) => ({
            firstName: candidate.firstName,
            lastName: candidate.lastName,
            email: candidate.email,
            phoneNo: candidate.phoneNo,
            roleId: 3,
            passwordHash: candidate.passwordHash,
            emailVerified: true,
            phoneVerified: true,
            onboardingCompleted: candidate.onboardingCompleted,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: users.id });
      demoUsers = inserted.length;
    }
    return { seeded: true, referenceItems: items.length, cities: CITIES.length, demoUsers };
  });
}

async function isEmpty(deps: AppDeps): Promise<boolean> {
  const [{ count }] = await deps.db.select({ count: sql<number>`count(*)::int` }).from(referenceItems);
  return count === 0;
}
