import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { DATE_OF_BIRTH_YEARS, NON_VOICE_CATEGORY_ID, VOICE_CATEGORY_ID } from '../../contract/limits';
import {
  CODING_OPTION,
  DATE_INPUT_NOT_VALID,
  ENTER_CERTIFICATE_TYPE,
  ENTER_INSTITUTE,
  EXPERIENCE_ID_MISSING,
  type ExperienceLevel,
  employmentDateIssue,
  type FresherCertificateType,
  type OnboardingProgress,
  type OnboardingStep,
  OTHER_OPTION,
  onboardingProgress,
  type ProcessType,
  SELECT_CERTIFICATION_TYPE,
  SELECT_CODING_CERTIFIED,
  SELECT_EHR_SYSTEM,
  SELECT_NON_VOICE_OPTION,
  SELECT_SPECIALIZATION,
  SELECT_VOICE_OPTION,
  SPECIFY_CERTIFICATION_OTHER,
  SPECIFY_EDUCATION,
  SPECIFY_EHR_OTHER,
  SPECIFY_INSTITUTION,
  SPECIFY_NON_VOICE_OTHER,
  SPECIFY_SPECIALIZATION_OTHER,
  SPECIFY_VOICE_OTHER,
  saveCertificate,
  saveEducation,
  saveEmployment,
  saveExperience,
  saveJobPreference,
  saveProfileOverview,
  splitNames,
  UPLOAD_CERTIFICATE,
  yearRangeMessage,
} from '../../contract/onboarding';
import {
  cities,
  educations,
  employments,
  experiences,
  fresherCertificates,
  jobPreferences,
  profiles,
  referenceItems,
  users,
} from '../db/schema';
import type { AppDeps } from '../deps';
import { CONTENT_TYPES } from '../file-content';
import { requireSession, type SessionEnv } from '../middleware/require-session';
import type { UploadedFile } from '../multipart';
import { route } from '../route';
import {
  candidateRecords,
  employmentFields,
  fileNames,
  jobPreferenceFields,
} from '../services/candidate-records';
import { type DbOrTx, databaseFileStore, type FileStore } from '../services/file-store';
import { showProfilePicture } from '../services/profile-picture';
import { HttpError } from '../validate';

export const EXPERIENCE_SAVED = 'Experience saved successfully';
export const ROLE_SAVED = 'Role saved successfully';
export const EMPLOYMENT_SAVED = 'Employment details saved successfully';
export const FILE_NOT_FOUND = 'File not found';
export const SAVE_LEVEL_FIRST = 'Please save your experience level first.';
export const EMPLOYMENT_NEEDS_EXPERIENCE =
  'Employment is saved for an Experienced or Managerial level only. Please choose your experience level again.';
export const UNKNOWN_COMPANY = 'Please choose a company from the list, or Other with its name';
export const FROM_YEAR_IN_FUTURE = 'From year cannot be in the future';
export const JOB_PREFERENCE_SAVED = 'Job preferences saved successfully';
export const CERTIFICATE_SAVED = 'Certificate details saved successfully';
export const EDUCATION_SAVED = 'Education details saved successfully';
export const STEP_NOT_ON_PATH =
  'This step does not belong to your experience level. Please choose your experience level again.';
export const UNKNOWN_VOICE_OPTION = 'Please choose Voice Process options from the list';
export const UNKNOWN_NON_VOICE_OPTION = 'Please choose Non-Voice Process options from the list';
export const UNKNOWN_EHR_SYSTEM = 'Please choose EHR systems from the list';
export const UNKNOWN_SPECIALIZATION = 'Please choose specializations from the list';
export const UNKNOWN_INSTITUTE = 'Please choose an institute from the list, or Other with its name';
export const UNKNOWN_CERTIFICATE_TYPE =
  'Please choose a certificate type from the list, or Other with its name';
export const UNKNOWN_EDUCATION = 'Please choose an education from the list, or Other with its name';
export const PROFILE_SAVED = 'Profile saved successfully';
export const UNKNOWN_CITY = 'Please choose cities from the list';
export const COMPLETE_EARLIER_STEPS = 'Please complete the earlier onboarding steps first.';
export const UNKNOWN_INSTITUTION = 'Please choose an institution from the list, or Other with its name';

const refuse = (message: string): never => {
  throw new HttpError(400, message, 'validation_failed');
};
const stepMissing = (message: string): never => {
  throw new HttpError(400, message, 'onboarding_step_missing');
};

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
  if (new Set(names).size !== names.length || names.some((name) => !known.has(name)))
    refuse(messages.unknown);
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

/**
 * A step's file after a save: the new upload (stored now), or the saved one when `keep`, or none.
 * The replaced file is deleted by `dropReplaced` once the step's row points elsewhere.
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

/** The job preference's answers, as the onboarding step and Edit Profile both send them (§5). */
export interface JobPreferencePart {
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

/**
 * §5's checks of an experienced candidate's job preference, shared by the onboarding step and
 * Edit Profile: the process's options, the coding certificate (type and file: the new upload, or
 * the saved one kept), the EHR systems and specializations. Answers the row's columns; a refusal
 * is thrown as the step's message. The certificate upload is stored in `tx`.
 */
export async function checkedJobPreference(
  tx: DbOrTx,
  part: JobPreferencePart,
  file: { store: FileStore; userId: number; upload: UploadedFile | undefined; saved: number | null },
) {
  const voice = part.process === 'voice';
  const options = await listNames(tx, 'subCategories', voice ? VOICE_CATEGORY_ID : NON_VOICE_CATEGORY_ID);
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
  const keep = part.keep_certificate === 1 && file.saved !== null;
  if (certified) {
    if (part.certificate_type === '') refuse(SELECT_CERTIFICATION_TYPE);
    // a name of the certifications list, or the Other text in its place
    if (part.certificate_type === OTHER_OPTION) refuse(SPECIFY_CERTIFICATION_OTHER);
    if (!file.upload && !keep) refuse(UPLOAD_CERTIFICATE);
  }
  const ehr = checkChosen(part.ehr_system, part.other_ehr_system, await listNames(tx, 'ehrSystems'), {
    none: SELECT_EHR_SYSTEM,
    unknown: UNKNOWN_EHR_SYSTEM,
    specify: SPECIFY_EHR_OTHER,
  });
  const specializations = checkChosen(
    part.ehr_specializations,
    part.ehr_other,
    await listNames(tx, 'ehrSpecializations'),
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
      ? await nextFile(file.store, tx, file.userId, file.upload, file.saved, keep)
      : null,
  };
}

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
 * The candidate's saved experience, or null. `lock` holds the row until the transaction ends, so
 * two saves of the same candidate's steps run one after the other.
 */
export async function experienceOf(db: DbOrTx, userId: number, lock = false) {
  const query = db.select().from(experiences).where(eq(experiences.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The year of the server's clock (the employment reference year and the education limit). */
export function clockYear(deps: AppDeps): number {
  return deps.now().getUTCFullYear();
}

/**
 * The onboarding calls (signed-out-and-onboarding.md §3, §5, §7; signed-in-area.md §5, §7), each
 * in one transaction, re-saving a step replacing what it saved; and GET /candidates/files/:fileId,
 * the owner's uploads.
 */
export function onboardingRoutes(deps: AppDeps): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const guard = requireSession(deps);
  const store = deps.fileStore ?? databaseFileStore;

  route(routes, saveExperience, guard, async (c, input) => {
    const userId = c.get('user').id;
    if ('experience_id' in input) {
      return deps.db.transaction(async (tx) => {
        const [saved] = await tx
          .select({ id: experiences.id, level: experiences.level })
          .from(experiences)
          .where(and(eq(experiences.id, input.experience_id), eq(experiences.userId, userId)))
          .for('update');
        if (saved?.level !== 'managerial') {
          throw new HttpError(400, EXPERIENCE_ID_MISSING, 'onboarding_step_missing');
        }
        await tx
          .update(experiences)
          .set({
            role: input.role,
            otherRole: input.role === OTHER_OPTION ? input.other_role : '',
            updatedAt: deps.now(),
          })
          .where(eq(experiences.id, saved.id));
        return { success: true as const, message: ROLE_SAVED };
      });
    }
    const level = {
      level: input.experience_level,
      years: input.experience_years,
      months: input.experience_months,
      location: input.current_location,
      certificateType: input.experience_level === 'freshers' ? input.certificate_type : '',
      updatedAt: deps.now(),
    };
    // a role belongs to the managerial level only: another level clears it, re-saving keeps it
    const roleReset = input.experience_level === 'managerial' ? {} : { role: '', otherRole: '' };
    const [row] = await deps.db
      .insert(experiences)
      .values({ userId, ...level })
      .onConflictDoUpdate({ target: experiences.userId, set: { ...level, ...roleReset } })
      .returning({ id: experiences.id });
    return { success: true as const, message: EXPERIENCE_SAVED, result: { experience_id: row.id } };
  });

  route(routes, saveEmployment, guard, async (c, entries) => {
    const userId = c.get('user').id;
    const year = clockYear(deps);
    return deps.db.transaction(async (tx) => {
      const experience = await experienceOf(tx, userId, true);
      if (!experience) throw new HttpError(400, SAVE_LEVEL_FIRST, 'onboarding_step_missing');
      if (experience.level === 'freshers') {
        throw new HttpError(400, EMPLOYMENT_NEEDS_EXPERIENCE, 'onboarding_step_missing');
      }
      const companies = await listNames(tx, 'companies');
      for (const entry of entries) {
        if (entry.company_name !== OTHER_OPTION && !companies.has(entry.company_name)) {
          throw new HttpError(400, UNKNOWN_COMPANY, 'validation_failed');
        }
        if (entry.from_years > year) throw new HttpError(400, FROM_YEAR_IN_FUTURE, 'validation_failed');
        const issue = employmentDateIssue({ ...entry, current: entry.working_status === 1 }, year);
        if (issue) throw new HttpError(400, issue[1], 'validation_failed');
      }
      await tx.delete(employments).where(eq(employments.userId, userId));
      await tx.insert(employments).values(
        entries.map((entry, position) => ({
          userId,
          position,
          companyName: entry.company_name,
          otherCompany: entry.company_name === OTHER_OPTION ? entry.other_company : '',
          role: entry.role,
          fromYears: entry.from_years,
          fromMonths: entry.from_months,
          toYears: entry.to_years,
          toMonths: entry.to_months,
          minCtc: entry.min_ctc,
          maxCtc: entry.max_ctc,
          availableType: entry.available_type,
          availableDay: entry.available_day,
          workingStatus: entry.working_status,
        })),
      );
      return { success: true as const, message: EMPLOYMENT_SAVED };
    });
  });

  route(routes, saveJobPreference, guard, async (c, input, uploads) => {
    const userId = c.get('user').id;
    return deps.db.transaction(async (tx) => {
      const experience = await experienceOf(tx, userId, true);
      if (!experience) stepMissing(SAVE_LEVEL_FIRST);
      const [saved] = await tx
        .select({ fileId: jobPreferences.certificateFileId })
        .from(jobPreferences)
        .where(eq(jobPreferences.userId, userId))
        .for('update');
      const savedFile = saved?.fileId ?? null;
      const row = {
        process: input.process,
        preferences: '',
        otherPreference: '',
        certified: null as 0 | 1 | null,
        ehrSystem: '',
        otherEhrSystem: '',
        ehrSpecializations: '',
        ehrOther: '',
        certificateType: '',
        certificateFileId: null as number | null,
        updatedAt: deps.now(),
      };
      if (experience?.level === 'freshers') {
        // the Fresher (Others) screen sends the process only (§3)
        if (experience.certificateType !== 'others') stepMissing(STEP_NOT_ON_PATH);
      } else {
        Object.assign(
          row,
          await checkedJobPreference(tx, input, {
            store,
            userId,
            upload: uploads.certificate,
            saved: savedFile,
          }),
        );
      }
      await tx
        .insert(jobPreferences)
        .values({ userId, ...row })
        .onConflictDoUpdate({ target: jobPreferences.userId, set: row });
      await dropReplaced(store, tx, userId, savedFile, row.certificateFileId);
      return { success: true as const, message: JOB_PREFERENCE_SAVED };
    });
  });

  route(routes, saveCertificate, guard, async (c, input, uploads) => {
    const userId = c.get('user').id;
    return deps.db.transaction(async (tx) => {
      const experience = await experienceOf(tx, userId, true);
      if (!experience) stepMissing(SAVE_LEVEL_FIRST);
      if (experience?.level !== 'freshers' || experience.certificateType !== 'medical_coder') {
        stepMissing(STEP_NOT_ON_PATH);
      }
      const otherInstitute = checkNameOrOther(
        input.institute,
        input.other_institute,
        await listNames(tx, 'certificateInstitutes'),
        { unknown: UNKNOWN_INSTITUTE, specify: ENTER_INSTITUTE },
      );
      const otherType = checkNameOrOther(
        input.certificate_type,
        input.other_certificate_type,
        await listNames(tx, 'certifications'),
        { unknown: UNKNOWN_CERTIFICATE_TYPE, specify: ENTER_CERTIFICATE_TYPE },
      );
      const [saved] = await tx
        .select({ fileId: fresherCertificates.certificateFileId })
        .from(fresherCertificates)
        .where(eq(fresherCertificates.userId, userId))
        .for('update');
      const savedFile = saved?.fileId ?? null;
      if (!uploads.certificate && (input.doc_changed === 1 || savedFile === null)) refuse(UPLOAD_CERTIFICATE);
      const row = {
        institute: input.institute,
        otherInstitute,
        certificateType: input.certificate_type,
        otherCertificateType: otherType,
        certificateFileId: await nextFile(store, tx, userId, uploads.certificate, savedFile, true),
        updatedAt: deps.now(),
      };
      await tx
        .insert(fresherCertificates)
        .values({ userId, ...row })
        .onConflictDoUpdate({ target: fresherCertificates.userId, set: row });
      await dropReplaced(store, tx, userId, savedFile, row.certificateFileId);
      return { success: true as const, message: CERTIFICATE_SAVED };
    });
  });

  route(routes, saveEducation, guard, async (c, input, uploads) => {
    const userId = c.get('user').id;
    const year = clockYear(deps);
    if (input.end_year > year) refuse(yearRangeMessage(year));
    return deps.db.transaction(async (tx) => {
      if (!(await experienceOf(tx, userId, true))) stepMissing(SAVE_LEVEL_FIRST);
      const otherEducation = checkNameOrOther(
        input.education,
        input.other_education,
        await listNames(tx, 'educations'),
        { unknown: UNKNOWN_EDUCATION, specify: SPECIFY_EDUCATION },
      );
      const otherInstitution = checkNameOrOther(
        input.institution,
        input.other_institution,
        await listNames(tx, 'institutes'),
        { unknown: UNKNOWN_INSTITUTION, specify: SPECIFY_INSTITUTION },
      );
      // the onboarding step saves the highest education, the first of the list
      const [saved] = await tx
        .select({ fileId: educations.fileId })
        .from(educations)
        .where(and(eq(educations.userId, userId), eq(educations.position, 0)))
        .for('update');
      const savedFile = saved?.fileId ?? null;
      const row = {
        educationLevelId: input.education_level_id,
        fieldOfStudy: input.field_of_study,
        education: input.education,
        otherEducation,
        institution: input.institution,
        otherInstitution,
        endYear: input.end_year,
        fileId: await nextFile(store, tx, userId, uploads.files, savedFile, input.keep_files === 1),
        updatedAt: deps.now(),
      };
      await tx
        .insert(educations)
        .values({ userId, position: 0, ...row })
        .onConflictDoUpdate({ target: [educations.userId, educations.position], set: row });
      await dropReplaced(store, tx, userId, savedFile, row.fileId);
      return { success: true as const, message: EDUCATION_SAVED };
    });
  });

  route(routes, saveProfileOverview, guard, async (c, input, uploads) => {
    const userId = c.get('user').id;
    const today = deps.now().toISOString().slice(0, 10);
    const earliest = `${Number(today.slice(0, 4)) - DATE_OF_BIRTH_YEARS}${today.slice(4)}`;
    if (input.date_of_birth > today || input.date_of_birth < earliest) refuse(DATE_INPUT_NOT_VALID);
    const preference = input.preference;
    return deps.db.transaction(async (tx) => {
      const progress = await loadProgress(tx, userId, store);
      if (progress.next_step !== '/profile-overview' && progress.next_step !== '/onboard-completed') {
        stepMissing(COMPLETE_EARLIER_STEPS);
      }
      const wanted = [...new Set([...preference.preferred_location, preference.current_work_location])];
      const known = await tx
        .selectDistinct({ name: cities.name })
        .from(cities)
        .where(inArray(cities.name, wanted));
      if (known.length !== wanted.length) refuse(UNKNOWN_CITY);
      const [saved] = await tx
        .select({ resume: profiles.resumeFileId, picture: profiles.pictureFileId })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for('update');
      const savedResume = saved?.resume ?? null;
      const savedPicture = saved?.picture ?? null;
      const row = {
        gender: input.gender,
        dateOfBirth: input.date_of_birth,
        linkedinUrl: input.linkedin_url,
        termsAccepted: true,
        messagingConsent: input.messaging_consent === 1,
        resumeFileId: await nextFile(store, tx, userId, uploads.resume, savedResume, input.keep_resume === 1),
        pictureFileId: await nextFile(
          store,
          tx,
          userId,
          uploads.profile_picture,
          savedPicture,
          input.keep_profile_picture === 1,
        ),
        preferredLocations: [...new Set(preference.preferred_location)],
        currentWorkLocation: preference.current_work_location,
        openToWork: splitNames(preference.open_to_work).join(', '),
        willingToRelocate: preference.willing_to_relocate === 1,
        willingForNightShift: preference.willing_for_night_shift === 1,
        updatedAt: deps.now(),
      };
      await tx
        .insert(profiles)
        .values({ userId, ...row })
        .onConflictDoUpdate({ target: profiles.userId, set: row });
      await dropReplaced(store, tx, userId, savedResume, row.resumeFileId);
      await dropReplaced(store, tx, userId, savedPicture, row.pictureFileId);
      await showProfilePicture(tx, userId, row.pictureFileId);
      await tx
        .update(users)
        .set({ onboardingCompleted: true, updatedAt: deps.now() })
        .where(eq(users.id, userId));
      return { success: true as const, message: PROFILE_SAVED };
    });
  });

  route(routes, onboardingProgress, guard, async (c) => {
    const result = await loadProgress(deps.db, c.get('user').id, store);
    return { success: true as const, message: 'Onboarding progress fetched successfully', result };
  });

  // The owner's uploads, byte for byte; anyone else's (or none) is 404, as if it did not exist.
  routes.get('/candidates/files/:fileId', guard, async (c) => {
    const id = c.req.param('fileId');
    if (!/^[1-9]\d{0,8}$/.test(id)) throw new HttpError(404, FILE_NOT_FOUND);
    const file = await store.get(deps.db, Number(id), c.get('user').id);
    if (!file) throw new HttpError(404, FILE_NOT_FOUND);
    return new Response(new Uint8Array(file.bytes), {
      status: 200,
      headers: {
        'Content-Type': CONTENT_TYPES[file.kind],
        'Content-Length': String(file.size),
        'Content-Disposition': contentDisposition(file.originalName),
      },
    });
  });

  return routes;
}

/** `inline` with the original name: an ASCII fallback and the exact name in RFC 5987 form. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** What a candidate has saved, shaped as the progress answer (without `next_step`, `completed`). */
type SavedSteps = Omit<OnboardingProgress, 'next_step' | 'completed'>;

/**
 * The first onboarding step not yet saved on the candidate's path (§2): the level; then a
 * Fresher's certificate (Certified Medical Coder) or process (Others); else the managerial role
 * (Managerial), the employment and the job preference; then education and the profile overview.
 * A step of another path (saved before the level changed) is not required, and a preference saved
 * as a Fresher's process only does not stand for /lookingfor.
 */
export function nextOnboardingStep(saved: SavedSteps, completed: boolean): OnboardingStep {
  if (completed) return '/onboard-completed';
  const experience = saved.experience;
  if (!experience) return '/onboarding';
  if (experience.experience_level === 'freshers') {
    if (experience.certificate_type === 'medical_coder') {
      if (!saved.certificate) return '/certification-details';
    } else if (!saved.job_preference) return '/fresher-lookingfor';
  } else {
    if (experience.experience_level === 'managerial' && experience.role === '') return '/managerial';
    if (saved.employment.length === 0) return '/experience';
    if (!saved.job_preference || saved.job_preference.preferences === '') return '/lookingfor';
  }
  if (!saved.education) return '/education';
  return '/profile-overview';
}

/** Everything the candidate saved during onboarding, and where they go next. */
export async function loadProgress(
  db: DbOrTx,
  userId: number,
  store: FileStore,
): Promise<OnboardingProgress> {
  const [user] = await db
    .select({ completed: users.onboardingCompleted })
    .from(users)
    .where(eq(users.id, userId));
  const records = await candidateRecords(db, userId);
  const { jobs, preference, certificate } = records;
  const experience = records.experience ?? null;
  const [education] = records.schooling;
  const fileOf = await fileNames(
    store,
    db,
    [preference?.certificateFileId, certificate?.certificateFileId, education?.fileId],
    userId,
  );
  const saved: SavedSteps = {
    experience: experience && {
      experience_id: experience.id,
      experience_level: experience.level as ExperienceLevel,
      experience_years: experience.years,
      experience_months: experience.months,
      certificate_type: experience.certificateType as FresherCertificateType | '',
      role: experience.role,
      other_role: experience.otherRole,
    },
    employment: jobs.map(employmentFields),
    job_preference: preference
      ? {
          ...jobPreferenceFields(preference),
          certificate_type: preference.certificateType,
          certificate_file: fileOf(preference.certificateFileId),
        }
      : null,
    certificate: certificate
      ? {
          certificate_id: certificate.id,
          institute: certificate.institute,
          other_institute: certificate.otherInstitute,
          certificate_type: certificate.certificateType,
          other_certificate_type: certificate.otherCertificateType,
          certificate_file: fileOf(certificate.certificateFileId),
        }
      : null,
    education: education
      ? {
          education_level_id: education.educationLevelId,
          education: education.education,
          institution: education.institution,
          field_of_study: education.fieldOfStudy,
          end_year: education.endYear,
          other_education: education.otherEducation,
          other_institution: education.otherInstitution,
          file: fileOf(education.fileId),
        }
      : null,
  };
  const completed = user?.completed ?? false;
  return { completed, next_step: nextOnboardingStep(saved, completed), ...saved };
}
