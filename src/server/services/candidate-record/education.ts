import {
  SPECIFY_EDUCATION,
  SPECIFY_INSTITUTION,
  yearRangeMessage,
} from '@contract/candidate-record/education';
import { educations } from '@server/db/schema';
import type { UploadedFile } from '@server/multipart';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, FileStore } from '../file-store';
import { checkNameOrOther, dropReplaced, knownNames, nextFile, refuse } from './checks';
import { START_AFTER_END, UNKNOWN_EDUCATION, UNKNOWN_INSTITUTION } from './messages';

/** The education part: onboarding saves the highest education (position 0), Edit Profile the list. */

export interface EducationAnswers {
  education_level_id: number;
  field_of_study: string;
  education: string;
  other_education: string;
  institution: string;
  other_institution: string;
  start_year?: number | null;
  end_year: number;
}

/** The years against the server's clock: passing no later than this year, starting before it. */
export function checkEducationYears(items: readonly EducationAnswers[], year: number): void {
  for (const item of items) {
    if (item.end_year > year) refuse(yearRangeMessage(year));
    if (item.start_year != null && item.start_year > item.end_year) refuse(START_AFTER_END);
  }
}

/** The names the candidate may choose: the lists', and those of their saved educations. */
async function knownEducationNames(tx: DbOrTx, saved: readonly { education: string; institution: string }[]) {
  return {
    educations: await knownNames(
      tx,
      'educations',
      saved.map((row) => row.education),
    ),
    institutes: await knownNames(
      tx,
      'institutes',
      saved.map((row) => row.institution),
    ),
  };
}

/** An education's columns, its names checked (Other with its text). */
function educationColumns(item: EducationAnswers, known: Awaited<ReturnType<typeof knownEducationNames>>) {
  return {
    educationLevelId: item.education_level_id,
    fieldOfStudy: item.field_of_study,
    education: item.education,
    otherEducation: checkNameOrOther(item.education, item.other_education, known.educations, {
      unknown: UNKNOWN_EDUCATION,
      specify: SPECIFY_EDUCATION,
    }),
    institution: item.institution,
    otherInstitution: checkNameOrOther(item.institution, item.other_institution, known.institutes, {
      unknown: UNKNOWN_INSTITUTION,
      specify: SPECIFY_INSTITUTION,
    }),
    endYear: item.end_year,
  };
}

/** Onboarding's highest education (the first of the list), its file new, kept or dropped. */
export async function writeHighestEducation(
  tx: DbOrTx,
  store: FileStore,
  userId: number,
  now: Date,
  item: EducationAnswers & { keep_files: 0 | 1 },
  upload: UploadedFile | undefined,
): Promise<void> {
  const [saved] = await tx
    .select()
    .from(educations)
    .where(and(eq(educations.userId, userId), eq(educations.position, 0)))
    .for('update');
  const columns = educationColumns(item, await knownEducationNames(tx, saved ? [saved] : []));
  const savedFile = saved?.fileId ?? null;
  const row = {
    ...columns,
    fileId: await nextFile(store, tx, userId, upload, savedFile, item.keep_files === 1),
    updatedAt: now,
  };
  await tx
    .insert(educations)
    .values({ userId, position: 0, ...row })
    .onConflictDoUpdate({ target: [educations.userId, educations.position], set: row });
  await dropReplaced(store, tx, userId, savedFile, row.fileId);
}

/** Edit Profile's education list item: which saved education it edits, and its file. */
export interface EducationListItem extends EducationAnswers {
  education_id?: number | null;
  file_index?: number | null;
  keep_file: 0 | 1;
}

/** The education list, replaced: kept documents move to their new rows, dropped ones are deleted. */
export async function replaceEducations(
  tx: DbOrTx,
  store: FileStore,
  userId: number,
  now: Date,
  items: readonly EducationListItem[],
  uploads: readonly UploadedFile[],
): Promise<void> {
  const saved = await tx.select().from(educations).where(eq(educations.userId, userId)).for('update');
  const savedFiles = new Map(saved.map((row) => [row.id, row.fileId]));
  const known = await knownEducationNames(tx, saved);
  const rows = [];
  for (const [position, item] of items.entries()) {
    const columns = educationColumns(item, known);
    const upload = item.file_index == null ? undefined : uploads[item.file_index];
    const kept = item.education_id != null ? (savedFiles.get(item.education_id) ?? null) : null;
    const fileId = upload ? await store.put(tx, userId, upload) : item.keep_file === 1 ? kept : null;
    rows.push({ userId, position, ...columns, startYear: item.start_year ?? null, fileId, updatedAt: now });
  }
  await tx.delete(educations).where(eq(educations.userId, userId));
  if (rows.length > 0) await tx.insert(educations).values(rows);
  const stillUsed = new Set(rows.map((row) => row.fileId));
  for (const fileId of savedFiles.values()) {
    if (fileId !== null && !stillUsed.has(fileId)) await store.delete(tx, fileId, userId);
  }
}
