import {
  ENTER_CERTIFICATE_TYPE,
  ENTER_INSTITUTE,
  UPLOAD_CERTIFICATE,
} from '@contract/candidate-record/certificate';
import { fresherCertificates } from '@server/db/schema';
import type { UploadedFile } from '@server/multipart';
import { eq } from 'drizzle-orm';
import type { DbOrTx, FileStore } from '../file-store';
import { checkNameOrOther, dropReplaced, knownNames, nextFile, refuse } from './checks';
import { UNKNOWN_CERTIFICATE_TYPE, UNKNOWN_INSTITUTE } from './messages';

/** The fresher certificate part: a Certified Medical Coder's institute, certificate type and file. */

export interface FresherCertificateAnswers {
  institute: string;
  other_institute: string;
  certificate_type: string;
  other_certificate_type: string;
  /** 1: a new file is sent (none sent is refused); 0 keeps the saved one */
  doc_changed: 0 | 1;
}

/** Saves the certificate in `tx`: names from the lists (or saved before), a file new or kept. */
export async function writeFresherCertificate(
  tx: DbOrTx,
  store: FileStore,
  userId: number,
  now: Date,
  part: FresherCertificateAnswers,
  upload: UploadedFile | undefined,
): Promise<void> {
  const [saved] = await tx
    .select()
    .from(fresherCertificates)
    .where(eq(fresherCertificates.userId, userId))
    .for('update');
  const otherInstitute = checkNameOrOther(
    part.institute,
    part.other_institute,
    await knownNames(tx, 'certificateInstitutes', saved ? [saved.institute] : []),
    { unknown: UNKNOWN_INSTITUTE, specify: ENTER_INSTITUTE },
  );
  const otherType = checkNameOrOther(
    part.certificate_type,
    part.other_certificate_type,
    await knownNames(tx, 'certifications', saved ? [saved.certificateType] : []),
    { unknown: UNKNOWN_CERTIFICATE_TYPE, specify: ENTER_CERTIFICATE_TYPE },
  );
  const savedFile = saved?.certificateFileId ?? null;
  if (!upload && (part.doc_changed === 1 || savedFile === null)) refuse(UPLOAD_CERTIFICATE);
  const row = {
    institute: part.institute,
    otherInstitute,
    certificateType: part.certificate_type,
    otherCertificateType: otherType,
    certificateFileId: await nextFile(store, tx, userId, upload, savedFile, true),
    updatedAt: now,
  };
  await tx
    .insert(fresherCertificates)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: fresherCertificates.userId, set: row });
  await dropReplaced(store, tx, userId, savedFile, row.certificateFileId);
}

/** Removes the certificate and its file (a candidate who is no Certified Medical Coder keeps none). */
export async function deleteFresherCertificate(tx: DbOrTx, store: FileStore, userId: number): Promise<void> {
  const [saved] = await tx
    .select({ fileId: fresherCertificates.certificateFileId })
    .from(fresherCertificates)
    .where(eq(fresherCertificates.userId, userId))
    .for('update');
  if (!saved) return;
  await tx.delete(fresherCertificates).where(eq(fresherCertificates.userId, userId));
  await dropReplaced(store, tx, userId, saved.fileId, null);
}
