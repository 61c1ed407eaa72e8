import { eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { API_PREFIX, type RequestOutput } from '../../contract/endpoint';
import { DATE_OF_BIRTH_YEARS } from '../../contract/limits';
import {
  DATE_INPUT_NOT_VALID,
  ENTER_CERTIFICATE_TYPE,
  ENTER_INSTITUTE,
  EXPERIENCE_NOT_ZERO,
  type ExperienceLevel,
  employmentDateIssue,
  FILL_ROLE_DESCRIPTION,
  type FresherCertificateType,
  MANAGER_ROLES,
  OTHER_OPTION,
  type ProcessType,
  SELECT_FRESHER_TYPE,
  SELECT_INSTITUTE,
  SELECT_PROCESS,
  SELECT_PROCESS_TYPE,
  SELECT_ROLE,
  SPECIFY_EDUCATION,
  SPECIFY_INSTITUTION,
  splitNames,
  UPLOAD_CERTIFICATE,
  yearRangeMessage,
} from '../../contract/onboarding';
import {
  EMAIL_TAKEN,
  PHONE_TAKEN,
  PICTURE_MISSING,
  PICTURE_REMOVED,
  PICTURE_UPDATED,
  PROFILE_PICTURE_PATH,
  PROFILE_UPDATED,
  type ProfileDetailsResult,
  profileDetails,
  saveProfileDetails,
  updateProfilePicture,
  VERIFY_NEW_EMAIL,
  VERIFY_NEW_PHONE,
} from '../../contract/profile';
import {
  cities,
  educations,
  employments,
  experiences,
  fresherCertificates,
  jobPreferences,
  profiles,
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
import { consumeVerification, hasVerification } from '../services/one-time-codes';
import { currentProfilePicture, showProfilePicture } from '../services/profile-picture';
import type { UserRow } from '../services/sessions';
import { HttpError } from '../validate';
import {
  checkedJobPreference,
  checkNameOrOther,
  clockYear,
  dropReplaced,
  FROM_YEAR_IN_FUTURE,
  listNames,
  nextFile,
  UNKNOWN_CERTIFICATE_TYPE,
  UNKNOWN_CITY,
  UNKNOWN_COMPANY,
  UNKNOWN_EDUCATION,
  UNKNOWN_INSTITUTE,
  UNKNOWN_INSTITUTION,
} from './onboarding';

export const PROFILE_FETCHED = 'Profile details fetched successfully';
export const ADD_ONE_EMPLOYMENT = 'Please add at least one company';
export const START_AFTER_END = 'Start year cannot be later than the year of passing';
export const FILE_INDEX_UNUSED = 'Every education file must be named by one education (file_index)';
export const FILE_INDEX_MISSING = 'An education names a file (file_index) that was not sent';
export const SAVE_PROFILE_FIRST = 'Please complete your profile overview first.';
export const PICTURE_NOT_FOUND = 'Picture not found';

const refuse = (message: string): never => {
  throw new HttpError(400, message, 'validation_failed');
};

/** The owner-only address of an upload (GET with the bearer token). */
export function fileUrl(fileId: number): string {
  return `${API_PREFIX}/candidates/files/${fileId}`;
}

/** What a candidate's profile holds, as §3's Profile details (empty parts null or []). */
export async function loadProfileDetails(
  db: DbOrTx,
  user: UserRow,
  store: FileStore,
): Promise<ProfileDetailsResult> {
  const userId = user.id;
  const { experience, jobs, preference, certificate, schooling } = await candidateRecords(db, userId);
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const fileOf = await fileNames(
    store,
    db,
    [
      preference?.certificateFileId,
      certificate?.certificateFileId,
      profile?.resumeFileId,
      ...schooling.map((row) => row.fileId),
    ],
    userId,
  );
  const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

  const employment = jobs.map((job) => ({ employment_id: job.id, ...employmentFields(job) }));
  const preferenceResult = profile && {
    preferred_location: profile.preferredLocations,
    current_work_location: profile.currentWorkLocation,
    willing_to_relocate: flag(profile.willingToRelocate),
    willing_for_night_shift: flag(profile.willingForNightShift),
    open_to_work: profile.openToWork,
  };
  const resume = fileOf(profile?.resumeFileId);
  const preferenceCertificate = fileOf(preference?.certificateFileId);
  const fresherFile = fileOf(certificate?.certificateFileId);
  return {
    user_details: {
      user_id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      phone_no: user.phoneNo,
      email: user.email,
      employment_list: employment,
      profile_picture: user.profilePicture,
      active_since: user.createdAt.toISOString(),
      activity_status: user.activityStatus,
    },
    profile: profile
      ? {
          profile_id: profile.id,
          gender: profile.gender,
          date_of_birth: profile.dateOfBirth,
          linkedin_url: profile.linkedinUrl,
          profile_picture: user.profilePicture,
          resume_url: resume ? fileUrl(resume.file_id) : null,
          resume_file: resume,
          preference: preferenceResult ?? {
            preferred_location: [],
            current_work_location: '',
            willing_to_relocate: 0,
            willing_for_night_shift: 0,
            open_to_work: '',
          },
        }
      : null,
    experience: experience
      ? {
          experience_id: experience.id,
          experience_level: experience.level as ExperienceLevel,
          experience_years: experience.years,
          experience_months: experience.months,
          current_location: experience.location,
          role: experience.role,
          other_role: experience.otherRole,
          certificate_type: experience.certificateType as FresherCertificateType | '',
        }
      : null,
    fresher_certificate: certificate
      ? {
          id: certificate.id,
          institute: certificate.institute,
          other_institute: certificate.otherInstitute,
          certificate_type: certificate.certificateType,
          other_certificate_type: certificate.otherCertificateType,
          certificate_name: fresherFile?.file_name ?? null,
          certificate_url: fresherFile ? fileUrl(fresherFile.file_id) : null,
        }
      : null,
    job_preference: preference
      ? {
          job_preference_id: preference.id,
          user_id: userId,
          ...jobPreferenceFields(preference),
          certificate:
            preference.certificateType !== '' || preferenceCertificate
              ? {
                  id: preference.id,
                  certificate_type: preference.certificateType,
                  certificate_url: preferenceCertificate ? fileUrl(preferenceCertificate.file_id) : null,
                }
              : null,
          certificate_files: preferenceCertificate ? [preferenceCertificate] : [],
          current_work_location: preferenceResult?.current_work_location ?? null,
          willing_to_relocate: preferenceResult?.willing_to_relocate ?? null,
          willing_for_night_shift: preferenceResult?.willing_for_night_shift ?? null,
          open_to_work: preferenceResult?.open_to_work ?? null,
        }
      : null,
    employment,
    education: schooling.map((row) => {
      const file = fileOf(row.fileId);
      return {
        education_id: row.id,
        education_level_id: row.educationLevelId,
        education: row.education,
        other_education: row.otherEducation,
        institution: row.institution,
        other_institution: row.otherInstitution,
        field_of_study: row.fieldOfStudy,
        start_year: row.startYear,
        end_year: row.endYear,
        files: file ? [file] : [],
      };
    }),
  };
}

/** The unique constraint a database error violated (23505), if it is one. */
function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : 'unknown';
    current = e.cause;
  }
  return null;
}

/**
 * GET and POST /candidates/profile_details, POST /candidates/profile_picture (signed-in-area.md
 * §3, §5, §7), and the photos' own addresses (profilePictureRoutes).
 */
export function profileRoutes(deps: AppDeps): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const guard = requireSession(deps);
  const store = deps.fileStore ?? databaseFileStore;

  route(routes, profileDetails, guard, async (c) => {
    const result = await loadProfileDetails(deps.db, c.get('user'), store);
    return { success: true, message: PROFILE_FETCHED, result };
  });

  route(routes, saveProfileDetails, guard, async (c, input, uploads) => {
    const user = c.get('user');
    const userId = user.id;
    const year = clockYear(deps);
    const { user_details: details, profile, experience } = input;

    // ---- checks that need no database ----
    const today = deps.now().toISOString().slice(0, 10);
    const earliest = `${Number(today.slice(0, 4)) - DATE_OF_BIRTH_YEARS}${today.slice(4)}`;
    if (profile.date_of_birth > today || profile.date_of_birth < earliest) refuse(DATE_INPUT_NOT_VALID);

    const level = experience.experience_level;
    const fresher = level === 'freshers';
    const coder = fresher && experience.certificate_type === 'medical_coder';
    if (fresher && experience.certificate_type === '') refuse(SELECT_FRESHER_TYPE);
    if (!fresher && experience.experience_years + experience.experience_months === 0) {
      refuse(EXPERIENCE_NOT_ZERO);
    }
    let role = '';
    let otherRole = '';
    if (level === 'managerial') {
      if (!(MANAGER_ROLES as readonly string[]).includes(experience.role)) refuse(SELECT_ROLE);
      role = experience.role;
      if (role === OTHER_OPTION) {
        if (experience.other_role === '') refuse(FILL_ROLE_DESCRIPTION);
        otherRole = experience.other_role;
      }
    }
    // freshers keep no companies (§4: the company blocks are hidden)
    const jobs = fresher ? [] : input.employment;
    if (!fresher && jobs.length === 0) refuse(ADD_ONE_EMPLOYMENT);
    for (const job of jobs) {
      if (job.from_years > year) refuse(FROM_YEAR_IN_FUTURE);
      const issue = employmentDateIssue({ ...job, current: job.working_status === 1 }, year);
      if (issue) refuse(issue[1]);
      if (job.working_status === 0 && (job.available_type !== 'inactive' || job.available_day !== 0)) {
        refuse('An employment that is not current is sent as inactive with 0 days');
      }
      if (job.available_type !== 'notice_period' && job.available_day !== 0) {
        refuse('available_day is 0 unless on notice period');
      }
    }
    const preferencePart = input.job_preference;
    if (fresher && !coder && !preferencePart) refuse(SELECT_PROCESS_TYPE);
    if (!fresher && !preferencePart) refuse(SELECT_PROCESS);
    if (coder && !input.fresher_certificate) refuse(SELECT_INSTITUTE);

    const educationFiles = uploads.education_files ?? [];
    const named = input.education.map((item) => item.file_index ?? null).filter((i) => i !== null);
    if (named.some((i) => i >= educationFiles.length)) refuse(FILE_INDEX_MISSING);
    if (new Set(named).size !== named.length || named.length !== educationFiles.length) {
      refuse(FILE_INDEX_UNUSED);
    }
    for (const item of input.education) {
      if (item.end_year > year) refuse(yearRangeMessage(year));
      if (item.start_year !== null && item.start_year > item.end_year) refuse(START_AFTER_END);
    }

    // ---- a changed contact: free, and proven by a code to its new owner ----
    const emailChanged = details.email !== user.email;
    const phoneChanged = details.phone_no !== user.phoneNo;
    if (emailChanged) {
      const [other] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, details.email));
      if (other) throw new HttpError(409, EMAIL_TAKEN, 'email_exists');
      if (
        !(await hasVerification(
          deps,
          details.email,
          'email_change',
          details.email_verification_token,
          userId,
        ))
      ) {
        throw new HttpError(400, VERIFY_NEW_EMAIL, 'email_not_verified');
      }
    }
    if (phoneChanged) {
      const [other] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.phoneNo, details.phone_no));
      if (other) throw new HttpError(409, PHONE_TAKEN, 'phone_exists');
      if (
        !(await hasVerification(
          deps,
          details.phone_no,
          'mobile_change',
          details.phone_verification_token,
          userId,
        ))
      ) {
        throw new HttpError(400, VERIFY_NEW_PHONE, 'phone_not_verified');
      }
    }

    try {
      await deps.db.transaction(async (tx) => {
        const now = deps.now();
        // one save of a candidate's profile at a time
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

        // the account
        if (emailChanged) {
          const used = await consumeVerification(
            tx,
            now,
            details.email,
            'email_change',
            details.email_verification_token,
            userId,
          );
          if (!used) throw new HttpError(400, VERIFY_NEW_EMAIL, 'email_not_verified');
        }
        if (phoneChanged) {
          const used = await consumeVerification(
            tx,
            now,
            details.phone_no,
            'mobile_change',
            details.phone_verification_token,
            userId,
          );
          if (!used) throw new HttpError(400, VERIFY_NEW_PHONE, 'phone_not_verified');
        }
        await tx
          .update(users)
          .set({
            firstName: details.first_name,
            lastName: details.last_name,
            email: details.email,
            phoneNo: details.phone_no,
            ...(emailChanged ? { emailVerified: true } : {}),
            ...(phoneChanged ? { phoneVerified: true } : {}),
            updatedAt: now,
          })
          .where(eq(users.id, userId));

        // the experience level
        const levelRow = {
          level,
          years: fresher ? 0 : experience.experience_years,
          months: fresher ? 0 : experience.experience_months,
          location: experience.current_location || 'India',
          certificateType: fresher ? experience.certificate_type : '',
          role,
          otherRole,
          updatedAt: now,
        };
        await tx
          .insert(experiences)
          .values({ userId, ...levelRow })
          .onConflictDoUpdate({ target: experiences.userId, set: levelRow });

        // the employments, replaced
        const companies = await listNames(tx, 'companies');
        for (const job of jobs) {
          if (job.company_name !== OTHER_OPTION && !companies.has(job.company_name)) refuse(UNKNOWN_COMPANY);
        }
        await tx.delete(employments).where(eq(employments.userId, userId));
        if (jobs.length > 0) {
          await tx.insert(employments).values(
            jobs.map((job, position) => ({
              userId,
              position,
              companyName: job.company_name,
              otherCompany: job.company_name === OTHER_OPTION ? job.other_company : '',
              role: job.role,
              fromYears: job.from_years,
              fromMonths: job.from_months,
              toYears: job.working_status === 1 ? 0 : job.to_years,
              toMonths: job.working_status === 1 ? 0 : job.to_months,
              minCtc: job.min_ctc,
              maxCtc: job.max_ctc,
              availableType: job.available_type,
              availableDay: job.available_day,
              workingStatus: job.working_status,
            })),
          );
        }

        await saveJobPreference(tx, userId, now, {
          fresher,
          coder,
          part: preferencePart,
          certificate: uploads.certificate_file,
        });
        await saveFresherCertificate(tx, userId, now, {
          coder,
          part: input.fresher_certificate,
          file: uploads.fr_certificate,
        });
        await saveEducations(tx, userId, now, input.education, educationFiles);
        await saveProfile(tx, userId, now, profile, uploads.resume, uploads.profile_picture);
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_email_key') throw new HttpError(409, EMAIL_TAKEN, 'email_exists');
      if (constraint === 'users_phone_key') throw new HttpError(409, PHONE_TAKEN, 'phone_exists');
      throw error;
    }
    return { success: true, message: PROFILE_UPDATED };
  });

  /** The job preference: a Fresher's process only (a Medical Coder's is non-voice), else §5's checks. */
  async function saveJobPreference(
    tx: DbOrTx,
    userId: number,
    now: Date,
    given: {
      fresher: boolean;
      coder: boolean;
      part: ProfilePreferencePart | null;
      certificate: UploadedFile | undefined;
    },
  ): Promise<void> {
    const [saved] = await tx
      .select({ fileId: jobPreferences.certificateFileId })
      .from(jobPreferences)
      .where(eq(jobPreferences.userId, userId))
      .for('update');
    const savedFile = saved?.fileId ?? null;
    const part = given.part;
    const row = {
      process: (given.coder ? 'nonvoice' : (part?.process ?? 'nonvoice')) as ProcessType,
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
    if (!given.fresher && part) {
      Object.assign(
        row,
        await checkedJobPreference(tx, part, { store, userId, upload: given.certificate, saved: savedFile }),
      );
    }
    await tx
      .insert(jobPreferences)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: jobPreferences.userId, set: row });
    await dropReplaced(store, tx, userId, savedFile, row.certificateFileId);
  }

  /** A Certified Medical Coder fresher's certificate; anyone else keeps none (row and file go). */
  async function saveFresherCertificate(
    tx: DbOrTx,
    userId: number,
    now: Date,
    given: { coder: boolean; part: ProfileFresherPart | null; file: UploadedFile | undefined },
  ): Promise<void> {
    const [saved] = await tx
      .select({ fileId: fresherCertificates.certificateFileId })
      .from(fresherCertificates)
      .where(eq(fresherCertificates.userId, userId))
      .for('update');
    const savedFile = saved?.fileId ?? null;
    const part = given.part;
    if (!given.coder || !part) {
      if (saved) await tx.delete(fresherCertificates).where(eq(fresherCertificates.userId, userId));
      await dropReplaced(store, tx, userId, savedFile, null);
      return;
    }
    const otherInstitute = checkNameOrOther(
      part.institute,
      part.other_institute,
      await listNames(tx, 'certificateInstitutes'),
      { unknown: UNKNOWN_INSTITUTE, specify: ENTER_INSTITUTE },
    );
    const otherType = checkNameOrOther(
      part.certificate_type,
      part.other_certificate_type,
      await listNames(tx, 'certifications'),
      { unknown: UNKNOWN_CERTIFICATE_TYPE, specify: ENTER_CERTIFICATE_TYPE },
    );
    if (!given.file && (part.doc_changed === 1 || savedFile === null)) refuse(UPLOAD_CERTIFICATE);
    const row = {
      institute: part.institute,
      otherInstitute,
      certificateType: part.certificate_type,
      otherCertificateType: otherType,
      certificateFileId: await nextFile(store, tx, userId, given.file, savedFile, true),
      updatedAt: now,
    };
    await tx
      .insert(fresherCertificates)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: fresherCertificates.userId, set: row });
    await dropReplaced(store, tx, userId, savedFile, row.certificateFileId);
  }

  /** The education list, replaced: kept documents move to their new rows, dropped ones are deleted. */
  async function saveEducations(
    tx: DbOrTx,
    userId: number,
    now: Date,
    items: ProfileEducationItem[],
    uploads: UploadedFile[],
  ): Promise<void> {
    const saved = await tx
      .select({ id: educations.id, fileId: educations.fileId })
      .from(educations)
      .where(eq(educations.userId, userId))
      .for('update');
    const savedFiles = new Map(saved.map((row) => [row.id, row.fileId]));
    const known = {
      educations: await listNames(tx, 'educations'),
      institutes: await listNames(tx, 'institutes'),
    };
    const rows = [];
    for (const [position, item] of items.entries()) {
      const otherEducation = checkNameOrOther(item.education, item.other_education, known.educations, {
        unknown: UNKNOWN_EDUCATION,
        specify: SPECIFY_EDUCATION,
      });
      const otherInstitution = checkNameOrOther(item.institution, item.other_institution, known.institutes, {
        unknown: UNKNOWN_INSTITUTION,
        specify: SPECIFY_INSTITUTION,
      });
      const upload = item.file_index == null ? undefined : uploads[item.file_index];
      const kept = item.education_id != null ? (savedFiles.get(item.education_id) ?? null) : null;
      const fileId = upload ? await store.put(tx, userId, upload) : item.keep_file === 1 ? kept : null;
      rows.push({
        userId,
        position,
        educationLevelId: item.education_level_id,
        fieldOfStudy: item.field_of_study,
        education: item.education,
        otherEducation,
        institution: item.institution,
        otherInstitution,
        startYear: item.start_year,
        endYear: item.end_year,
        fileId,
        updatedAt: now,
      });
    }
    await tx.delete(educations).where(eq(educations.userId, userId));
    if (rows.length > 0) await tx.insert(educations).values(rows);
    const stillUsed = new Set(rows.map((row) => row.fileId));
    for (const fileId of savedFiles.values()) {
      if (fileId !== null && !stillUsed.has(fileId)) await store.delete(tx, fileId, userId);
    }
  }

  /** The profile: personal details, preferences, the resume (resume_changed) and a new photo. */
  async function saveProfile(
    tx: DbOrTx,
    userId: number,
    now: Date,
    part: ProfilePart,
    resume: UploadedFile | undefined,
    picture: UploadedFile | undefined,
  ): Promise<void> {
    const preference = part.preference;
    const wanted = [
      ...new Set(
        [...preference.preferred_location, preference.current_work_location].filter((name) => name !== ''),
      ),
    ];
    if (wanted.length > 0) {
      const found = await tx.select({ name: cities.name }).from(cities).where(inArray(cities.name, wanted));
      if (new Set(found.map((city) => city.name)).size !== wanted.length) refuse(UNKNOWN_CITY);
    }
    const [saved] = await tx
      .select({ resume: profiles.resumeFileId, picture: profiles.pictureFileId })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update');
    const savedResume = saved?.resume ?? null;
    const savedPicture = saved?.picture ?? null;
    const row = {
      gender: part.gender,
      dateOfBirth: part.date_of_birth,
      linkedinUrl: part.linkedin_url,
      resumeFileId: await nextFile(store, tx, userId, resume, savedResume, part.resume_changed === 0),
      pictureFileId: await nextFile(store, tx, userId, picture, savedPicture, true),
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
    if (row.pictureFileId !== savedPicture) await showProfilePicture(tx, userId, row.pictureFileId);
  }

  route(routes, updateProfilePicture, guard, async (c, input, uploads) => {
    const userId = c.get('user').id;
    const picture = uploads.profile_picture;
    if (!input.remove && !picture) refuse(PICTURE_MISSING);
    const path = await deps.db.transaction(async (tx) => {
      const [saved] = await tx
        .select({ picture: profiles.pictureFileId })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for('update');
      if (!saved) {
        if (!input.remove) throw new HttpError(400, SAVE_PROFILE_FIRST, 'onboarding_step_missing');
        await showProfilePicture(tx, userId, null);
        return null;
      }
      const next = input.remove ? null : await store.put(tx, userId, picture as UploadedFile);
      await tx
        .update(profiles)
        .set({ pictureFileId: next, updatedAt: deps.now() })
        .where(eq(profiles.userId, userId));
      await dropReplaced(store, tx, userId, saved.picture, next);
      await showProfilePicture(tx, userId, next);
      const [row] = await tx.select({ path: users.profilePicture }).from(users).where(eq(users.id, userId));
      return row?.path ?? null;
    });
    return {
      success: true,
      message: input.remove ? PICTURE_REMOVED : PICTURE_UPDATED,
      result: { profile_picture: path },
    };
  });

  return routes;
}

type ProfileInput = RequestOutput<typeof saveProfileDetails>;
type ProfilePreferencePart = NonNullable<ProfileInput['job_preference']>;
type ProfileFresherPart = NonNullable<ProfileInput['fresher_certificate']>;
type ProfileEducationItem = ProfileInput['education'][number];
type ProfilePart = ProfileInput['profile'];

const PICTURE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png)$/;

/**
 * GET /api/profile-pictures/{name}: a candidate's current photo, to whoever holds its path (an
 * <img> sends no bearer token; the name is a random UUID the server chose, and the path dies when
 * the photo is replaced or removed). Registered on the app before the API's no-store header:
 * the bytes under a name never change, so browsers may keep them.
 */
export function profilePictureRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  routes.get(`${API_PREFIX}${PROFILE_PICTURE_PATH}/:name`, async (c) => {
    const name = c.req.param('name');
    const picture = PICTURE_NAME.test(name) ? await currentProfilePicture(deps.db, name) : null;
    if (!picture || (picture.kind !== 'jpeg' && picture.kind !== 'png')) {
      return c.json({ success: false, message: PICTURE_NOT_FOUND, code: 'not_found' }, 404);
    }
    return c.body(new Uint8Array(picture.bytes), 200, {
      'Content-Type': CONTENT_TYPES[picture.kind],
      'Content-Length': String(picture.size),
      'Cache-Control': 'private, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return routes;
}
