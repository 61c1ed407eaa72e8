import { OTHER_OPTION } from '@contract/candidate-record/options';
import {
  AT_LEAST_18,
  DATE_INPUT_NOT_VALID,
  latestAdultBirthDate,
} from '@contract/candidate-record/profile-overview';
import { splitNames } from '@contract/candidate-record/wire-fields';
import { DATE_OF_BIRTH_YEARS } from '@contract/limits';
import { cities, experiences, referenceItems } from '@server/db/schema';
import type { AppDeps } from '@server/deps';
import type { UploadedFile } from '@server/multipart';
import { HttpError } from '@server/validate';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, FileStore } from '../file-store';
import { UNKNOWN_CITY } from './messages';

/** The checks every part of the record shares: list names, files, the server's clock. */

export const refuse = (message: string): never => {
  throw new HttpError(400, message, 'validation_failed');
};

export const stepMissing = (message: string): never => {
  throw new HttpError(400, message, 'onboarding_step_missing');
};

/** The names of one reference list (companies, institutes, ...), for checking a choice. */
export async function listNames(db: DbOrTx, list: string, categoryId?: number): Promise<Set<string>> {
  const rows = await db
    .select({ name: referenceItems.name })
    .from(referenceItems)
    .where(
      categoryId === undefined
        ? eq(referenceItems.list, list)
        : and(eq(referenceItems.list, list), eq(referenceItems.categoryId, categoryId)),
    );
  return new Set(rows.map((row) => row.name));
}

/**
 * The names a part accepts: the list's, and the names the candidate already saved for that part
 * (a name since gone from the list is kept on an unchanged save; a new unknown name is refused).
 */
export async function knownNames(
  db: DbOrTx,
  list: string,
  saved: readonly string[],
  categoryId?: number,
): Promise<Set<string>> {
  const names = await listNames(db, list, categoryId);
  for (const name of saved) if (name !== '') names.add(name);
  return names;
}

/**
 * Checks names chosen from a list (joined by ', '): at least one (`none`), each in `known`
 * (`unknown`), and Other's text when Other is chosen (`specify`). Answers the names.
 */
export function checkChosen(
  joined: string,
  otherText: string,
  known: Set<string>,
  messages: { none: string; unknown: string; specify: string },
): string[] {
  const names = splitNames(joined);
  if (names.length === 0) refuse(messages.none);
  if (new Set(names).size !== names.length || names.some((name) => !known.has(name))) {
    refuse(messages.unknown);
  }
  if (names.includes(OTHER_OPTION) && otherText === '') refuse(messages.specify);
  return names;
}

/** A name from a list, or Other with its text: the text to keep for Other ('' otherwise). */
export function checkNameOrOther(
  name: string,
  otherText: string,
  known: Set<string>,
  messages: { unknown: string; specify: string },
): string {
  if (name === OTHER_OPTION) return otherText === '' ? refuse(messages.specify) : otherText;
  if (!known.has(name)) refuse(messages.unknown);
  return '';
}

/** Every city named is in the cities table, or among the candidate's saved ones. */
export async function checkCities(
  db: DbOrTx,
  names: readonly string[],
  saved: readonly string[],
): Promise<void> {
  const kept = new Set(saved);
  const wanted = [...new Set(names.filter((name) => name !== '' && !kept.has(name)))];
  if (wanted.length === 0) return;
  const found = await db.select({ name: cities.name }).from(cities).where(inArray(cities.name, wanted));
  if (new Set(found.map((city) => city.name)).size !== wanted.length) refuse(UNKNOWN_CITY);
}

/** The year of the server's clock (the employment reference year and the education limit). */
export function clockYear(deps: Pick<AppDeps, 'now'>): number {
  return deps.now().getUTCFullYear();
}

/**
 * A date of birth (YYYY-MM-DD) no later than today and at most DATE_OF_BIRTH_YEARS back, and at
 * least 18 years back ('You must be at least 18 years old.', the contract's rule).
 */
export function checkDateOfBirth(deps: Pick<AppDeps, 'now'>, dateOfBirth: string): void {
  const today = deps.now().toISOString().slice(0, 10);
  const earliest = `${Number(today.slice(0, 4)) - DATE_OF_BIRTH_YEARS}${today.slice(4)}`;
  if (dateOfBirth > today || dateOfBirth < earliest) refuse(DATE_INPUT_NOT_VALID);
  if (dateOfBirth > latestAdultBirthDate(today)) refuse(AT_LEAST_18);
}

/**
 * The candidate's saved experience, or null. `lock` holds the row until the transaction ends, so
 * two saves of the same candidate's steps run one after the other.
 */
export async function experienceOf(db: DbOrTx, userId: number, lock = false) {
  const query = db.select().from(experiences).where(eq(experiences.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * A part's file after a save: the new upload (stored now), or the saved one when `keep`, or none.
 * The replaced file is deleted by `dropReplaced` once the part's row points elsewhere.
 */
export async function nextFile(
  store: FileStore,
  tx: DbOrTx,
  userId: number,
  upload: UploadedFile | undefined,
  saved: number | null,
  keep: boolean,
): Promise<number | null> {
  if (upload) return store.put(tx, userId, upload);
  return keep ? saved : null;
}

export async function dropReplaced(
  store: FileStore,
  tx: DbOrTx,
  userId: number,
  saved: number | null,
  next: number | null,
): Promise<void> {
  if (saved !== null && saved !== next) await store.delete(tx, saved, userId);
}
