import { UPLOAD_CERTIFICATE } from '@contract/candidate-record/certificate';
import {
  SELECT_CERTIFICATION_TYPE,
  SELECT_CODING_CERTIFIED,
  SELECT_EHR_SYSTEM,
  SELECT_NON_VOICE_OPTION,
  SELECT_SPECIALIZATION,
  SELECT_VOICE_OPTION,
  SPECIFY_CERTIFICATION_OTHER,
  SPECIFY_EHR_OTHER,
  SPECIFY_NON_VOICE_OTHER,
  SPECIFY_SPECIALIZATION_OTHER,
  SPECIFY_VOICE_OTHER,
} from '@contract/candidate-record/job-preference';
import { CODING_OPTION, OTHER_OPTION, type ProcessType } from '@contract/candidate-record/options';
import { splitNames } from '@contract/candidate-record/wire-fields';
import { NON_VOICE_CATEGORY_ID, VOICE_CATEGORY_ID } from '@contract/limits';
import { jobPreferences } from '@server/db/schema';
import type { UploadedFile } from '@server/multipart';
import { eq } from 'drizzle-orm';
import type { DbOrTx, FileStore } from '../file-store';
import { checkChosen, dropReplaced, knownNames, nextFile, refuse } from './checks';
import {
  UNKNOWN_EHR_SYSTEM,
  UNKNOWN_NON_VOICE_OPTION,
  UNKNOWN_SPECIALIZATION,
  UNKNOWN_VOICE_OPTION,
} from './messages';

/** The job preference's answers, as the onboarding step and Edit Profile both send them (§5). */
export interface JobPreferenceAnswers {
  process: ProcessType;
  preferences: string;
  other_preference: string;
  certified?: 0 | 1 | null;
  certificate_type: string;
  keep_certificate?: 0 | 1;
  ehr_system: string;
  other_ehr_system: string;
  ehr_specializations: string;
  ehr_other: string;
}

type SavedPreference = typeof jobPreferences.$inferSelect;

/**
 * §5's checks of an experienced candidate's job preference: the process's options, the coding
 * certificate (type and file: the new upload, or the saved one kept), the EHR systems and
 * specializations, each from its list or already saved by this candidate. Answers the row's
 * columns; a refusal is thrown as the step's message. The certificate upload is stored in `tx`.
 */
async function checkedJobPreference(
  tx: DbOrTx,
  part: JobPreferenceAnswers,
  saved: SavedPreference | undefined,
  file: { store: FileStore; userId: number; upload: UploadedFile | undefined },
) {
  const voice = part.process === 'voice';
  const savedOptions = saved?.process === part.process ? splitNames(saved.preferences) : [];
  const options = await knownNames(
    tx,
    'subCategories',
    savedOptions,
    voice ? VOICE_CATEGORY_ID : NON_VOICE_CATEGORY_ID,
  );
  const chosen = checkChosen(
    part.preferences,
    part.other_preference,
    options,
    voice
      ? { none: SELECT_VOICE_OPTION, unknown: UNKNOWN_VOICE_OPTION, specify: SPECIFY_VOICE_OTHER }
      : {
          none: SELECT_NON_VOICE_OPTION,
          unknown: UNKNOWN_NON_VOICE_OPTION,
          specify: SPECIFY_NON_VOICE_OTHER,
        },
  );
  const coding = !voice && chosen.includes(CODING_OPTION);
  if (coding && (part.certified === undefined || part.certified === null)) refuse(SELECT_CODING_CERTIFIED);
  const certified = coding && part.certified === 1;
  const savedFile = saved?.certificateFileId ?? null;
  const keep = part.keep_certificate === 1 && savedFile !== null;
  if (certified) {
    if (part.certificate_type === '') refuse(SELECT_CERTIFICATION_TYPE);
    // a name of the certifications list, or the Other text in its place
    if (part.certificate_type === OTHER_OPTION) refuse(SPECIFY_CERTIFICATION_OTHER);
    if (!file.upload && !keep) refuse(UPLOAD_CERTIFICATE);
  }
  const ehr = checkChosen(
    part.ehr_system,
    part.other_ehr_system,
    await knownNames(tx, 'ehrSystems', splitNames(saved?.ehrSystem ?? '')),
    { none: SELECT_EHR_SYSTEM, unknown: UNKNOWN_EHR_SYSTEM, specify: SPECIFY_EHR_OTHER },
  );
  const specializations = checkChosen(
    part.ehr_specializations,
    part.ehr_other,
    await knownNames(tx, 'ehrSpecializations', splitNames(saved?.ehrSpecializations ?? '')),
    { none: SELECT_SPECIALIZATION, unknown: UNKNOWN_SPECIALIZATION, specify: SPECIFY_SPECIALIZATION_OTHER },
  );
  return {
    preferences: chosen.join(', '),
    otherPreference: chosen.includes(OTHER_OPTION) ? part.other_preference : '',
    certified: coding ? ((certified ? 1 : 0) as 0 | 1) : null,
    ehrSystem: ehr.join(', '),
    otherEhrSystem: ehr.includes(OTHER_OPTION) ? part.other_ehr_system : '',
    ehrSpecializations: specializations.join(', '),
    ehrOther: specializations.includes(OTHER_OPTION) ? part.ehr_other : '',
    certificateType: certified ? part.certificate_type : '',
    certificateFileId: certified
      ? await nextFile(file.store, tx, file.userId, file.upload, savedFile, keep)
      : null,
  };
}

/**
 * Saves the job preference in `tx`: the process alone (`answers` null: a Fresher's), or the
 * checked answers; a certificate file no longer used is deleted.
 */
export async function writeJobPreference(
  tx: DbOrTx,
  store: FileStore,
  userId: number,
  now: Date,
  given: { process: ProcessType; answers: JobPreferenceAnswers | null; upload: UploadedFile | undefined },
): Promise<void> {
  const [saved] = await tx
    .select()
    .from(jobPreferences)
    .where(eq(jobPreferences.userId, userId))
    .for('update');
  const row = {
    process: given.process,
    preferences: '',
    otherPreference: '',
    certified: null as 0 | 1 | null,
    ehrSystem: '',
    otherEhrSystem: '',
    ehrSpecializations: '',
    ehrOther: '',
    certificateType: '',
    certificateFileId: null as number | null,
    updatedAt: now,
  };
  if (given.answers) {
    Object.assign(
      row,
      await checkedJobPreference(tx, given.answers, saved, { store, userId, upload: given.upload }),
    );
  }
  await tx
    .insert(jobPreferences)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: jobPreferences.userId, set: row });
  await dropReplaced(store, tx, userId, saved?.certificateFileId ?? null, row.certificateFileId);
}
