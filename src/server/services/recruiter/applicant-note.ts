import { VERSION_CONFLICT_MESSAGE } from '@contract/version-conflict';
import type { Db } from '@server/db/client';
import { applicationReviews } from '@server/db/schema';
import { HttpError } from '@server/validate';
import { eq } from 'drizzle-orm';
import { companyApplication } from './company-scope';

/**
 * The company's private note on an application ('' clears it), on the version it was read with
 * (issue 36 R2): another version is 409 version_conflict and nothing is written; saved, the
 * version goes up by 1.
 */
export async function setCompanyApplicantNote(
  db: Db,
  companyId: number,
  applicationId: number,
  change: { note: string; version: number },
  now: Date,
): Promise<{ note: string; version: number }> {
  return db.transaction(async (tx) => {
    const { application } = await companyApplication(tx, companyId, applicationId);
    // the review row exists (version 1) and is locked: a colleague's save waits, then meets the new version
    await tx.insert(applicationReviews).values({ applicationId: application.id }).onConflictDoNothing();
    const [review] = await tx
      .select({ noteVersion: applicationReviews.noteVersion })
      .from(applicationReviews)
      .where(eq(applicationReviews.applicationId, application.id))
      .for('update');
    if (review?.noteVersion !== change.version)
      throw new HttpError(409, VERSION_CONFLICT_MESSAGE, 'version_conflict');
    const version = change.version + 1;
    await tx
      .update(applicationReviews)
      .set({ note: change.note, noteVersion: version, updatedAt: now })
      .where(eq(applicationReviews.applicationId, application.id));
    return { note: change.note, version };
  });
}
