import { API_PREFIX } from '@contract/endpoint';
import { PROFILE_PICTURE_PATH } from '@contract/profile';
import { and, eq } from 'drizzle-orm';
import { files, profiles, users } from '../db/schema';
import type { DbOrTx } from './file-store';

/**
 * Profile photos are shown by an <img>, which cannot send the bearer token: each saved photo is
 * answered at its own path, `/api/profile-pictures/{stored name}` (a random UUID the server chose),
 * to whoever holds the path; the path dies when the photo is replaced or removed. The path is kept
 * in `users.profile_picture`, which login, the dashboard and the profile answer as is.
 */

/** The path of a stored photo, relative to the API host. */
export function profilePicturePath(storedName: string): string {
  return `${API_PREFIX}${PROFILE_PICTURE_PATH}/${storedName}`;
}

/** Points `users.profile_picture` at the candidate's photo file, or at none. */
export async function showProfilePicture(db: DbOrTx, userId: number, fileId: number | null): Promise<void> {
  let path: string | null = null;
  if (fileId !== null) {
    const [file] = await db
      .select({ storedName: files.storedName })
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.ownerId, userId)));
    path = file ? profilePicturePath(file.storedName) : null;
  }
  await db.update(users).set({ profilePicture: path }).where(eq(users.id, userId));
}

/** The photo stored under `storedName` while it is someone's current profile photo, else null. */
export async function currentProfilePicture(db: DbOrTx, storedName: string) {
  const [row] = await db
    .select({ kind: files.kind, bytes: files.bytes, size: files.size })
    .from(files)
    .innerJoin(profiles, eq(profiles.pictureFileId, files.id))
    .where(eq(files.storedName, storedName))
    .limit(1);
  return row ?? null;
}
