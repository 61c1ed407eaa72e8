import { splitNames } from '@contract/candidate-record/wire-fields';
import { profiles, users } from '@server/db/schema';
import type { AppDeps } from '@server/deps';
import type { UploadedFile } from '@server/multipart';
import { HttpError } from '@server/validate';
import { eq } from 'drizzle-orm';
import type { DbOrTx, FileStore } from '../file-store';
import { showProfilePicture } from '../profile-picture';
import { checkCities, dropReplaced, nextFile } from './checks';
import { SAVE_PROFILE_FIRST } from './messages';

/**
 * The profile overview part: gender, date of birth, LinkedIn, the preferences (locations, work
 * types, relocation, night shifts), the resume and the photo.
 */

export interface OverviewAnswers {
  gender: string;
  date_of_birth: string;
  linkedin_url: string;
  preference: {
    preferred_location: string[];
    current_work_location: string;
    open_to_work: string;
    willing_to_relocate: 0 | 1;
    willing_for_night_shift: 0 | 1;
  };
}

/** How the overview's files and flags change: the resume and photo kept or replaced, terms. */
export interface OverviewWrite {
  resume: UploadedFile | undefined;
  keepResume: boolean;
  picture: UploadedFile | undefined;
  keepPicture: boolean;
  /** onboarding records the Terms agreement and the consent; Edit Profile leaves them */
  agreement?: { messagingConsent: boolean };
}

/** Saves the overview in `tx`: cities from the list (or saved before), files new, kept or dropped. */
export async function writeProfileOverview(
  tx: DbOrTx,
  store: FileStore,
  userId: number,
  now: Date,
  part: OverviewAnswers,
  write: OverviewWrite,
): Promise<void> {
  const preference = part.preference;
  const [saved] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
  await checkCities(
    tx,
    [...preference.preferred_location, preference.current_work_location],
    saved ? [...saved.preferredLocations, saved.currentWorkLocation] : [],
  );
  const savedResume = saved?.resumeFileId ?? null;
  const savedPicture = saved?.pictureFileId ?? null;
  const row = {
    gender: part.gender,
    dateOfBirth: part.date_of_birth,
    linkedinUrl: part.linkedin_url,
    ...(write.agreement ? { termsAccepted: true, messagingConsent: write.agreement.messagingConsent } : {}),
    resumeFileId: await nextFile(store, tx, userId, write.resume, savedResume, write.keepResume),
    pictureFileId: await nextFile(store, tx, userId, write.picture, savedPicture, write.keepPicture),
    preferredLocations: [...new Set(preference.preferred_location.filter((name) => name !== ''))],
    currentWorkLocation: preference.current_work_location,
    openToWork: splitNames(preference.open_to_work).join(', '),
    willingToRelocate: preference.willing_to_relocate === 1,
    willingForNightShift: preference.willing_for_night_shift === 1,
    updatedAt: now,
  };
  await tx
    .insert(profiles)
    .values({ userId, termsAccepted: false, ...row })
    .onConflictDoUpdate({ target: profiles.userId, set: row });
  await dropReplaced(store, tx, userId, savedResume, row.resumeFileId);
  await dropReplaced(store, tx, userId, savedPicture, row.pictureFileId);
  if (write.agreement || row.pictureFileId !== savedPicture) {
    await showProfilePicture(tx, userId, row.pictureFileId);
  }
}

/**
 * The photo alone (POST /candidates/profile_picture): `picture` replaces the saved one, null
 * removes it. Answers the photo's new path (null after a removal).
 */
export async function replaceProfilePicture(
  deps: AppDeps,
  store: FileStore,
  userId: number,
  picture: UploadedFile | null | undefined,
): Promise<string | null> {
  return deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .select({ picture: profiles.pictureFileId })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update');
    if (!saved) {
      if (picture) throw new HttpError(400, SAVE_PROFILE_FIRST, 'onboarding_step_missing');
      await showProfilePicture(tx, userId, null);
      return null;
    }
    const next = picture ? await store.put(tx, userId, picture) : null;
    await tx
      .update(profiles)
      .set({ pictureFileId: next, updatedAt: deps.now() })
      .where(eq(profiles.userId, userId));
    await dropReplaced(store, tx, userId, saved.picture, next);
    await showProfilePicture(tx, userId, next);
    const [row] = await tx.select({ path: users.profilePicture }).from(users).where(eq(users.id, userId));
    return row?.path ?? null;
  });
}
