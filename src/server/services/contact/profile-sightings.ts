import type { ProfileSighting, ProfileSightingKind } from '@contract/profile-sightings';
import { companies, profileSightings } from '@server/db/schema';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../file-store';

/**
 * Who saw my profile (issue 37 §3): a company's view of the application (the applicant page), its
 * download of the resume, and each answer that showed it the contact are recorded here, a row per
 * candidate, company and kind with the first and last time.
 */
export async function recordSighting(
  db: DbOrTx,
  sighting: { userIds: readonly number[]; companyId: number; kind: ProfileSightingKind; now: Date },
): Promise<void> {
  if (sighting.userIds.length === 0) return;
  await db
    .insert(profileSightings)
    .values(
      [...new Set(sighting.userIds)].map((userId) => ({
        userId,
        companyId: sighting.companyId,
        kind: sighting.kind,
        firstAt: sighting.now,
        lastAt: sighting.now,
      })),
    )
    .onConflictDoUpdate({
      target: [profileSightings.userId, profileSightings.companyId, profileSightings.kind],
      set: { lastAt: sql`greatest(${profileSightings.lastAt}, excluded.last_at)` },
    });
}

/** The candidate's sightings, the newest first. */
export async function candidateSightings(db: DbOrTx, userId: number): Promise<ProfileSighting[]> {
  const rows = await db
    .select({
      companyName: companies.name,
      kind: profileSightings.kind,
      firstAt: profileSightings.firstAt,
      lastAt: profileSightings.lastAt,
    })
    .from(profileSightings)
    .innerJoin(companies, eq(companies.id, profileSightings.companyId))
    .where(eq(profileSightings.userId, userId))
    .orderBy(desc(profileSightings.lastAt), companies.name);
  return rows.map((row) => ({
    company_name: row.companyName,
    kind: row.kind as ProfileSightingKind,
    first_at: new Date(row.firstAt).toISOString(),
    last_at: new Date(row.lastAt).toISOString(),
  }));
}
