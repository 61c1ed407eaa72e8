import { SELECT_INSTITUTE } from '@contract/candidate-record/certificate';
import { SELECT_PROCESS, SELECT_PROCESS_TYPE } from '@contract/candidate-record/job-preference';
import type { RequestOutput } from '@contract/endpoint';
import {
  EMAIL_TAKEN,
  PHONE_TAKEN,
  PROFILE_UPDATED,
  type saveProfileDetails,
  VERIFY_NEW_EMAIL,
  VERIFY_NEW_PHONE,
} from '@contract/profile';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import type { AppDeps } from '@server/deps';
import type { UploadedFile } from '@server/multipart';
import { HttpError } from '@server/validate';
import { eq } from 'drizzle-orm';
import type { FileStore } from '../file-store';
import { consumeVerification, hasVerification } from '../one-time-codes';
import type { UserRow } from '../sessions';
import { deleteFresherCertificate, writeFresherCertificate } from './certificate';
import { checkDateOfBirth, clockYear, refuse } from './checks';
import { checkEducationYears, replaceEducations } from './education';
import { checkEmploymentDates, replaceEmployments } from './employment';
import { checkedProfileExperience, writeProfileExperience } from './experience';
import { writeJobPreference } from './job-preference';
import { ADD_ONE_EMPLOYMENT, FILE_INDEX_MISSING, FILE_INDEX_UNUSED } from './messages';
import { writeProfileOverview } from './profile-overview';

/**
 * Edit Profile's save (signed-in-area.md §5, §7): the account's names and contacts and every part
 * of the record, checked first, then written in one transaction (all or nothing).
 */

type ProfileInput = RequestOutput<typeof saveProfileDetails>;
type ProfileUploads = {
  certificate_file?: UploadedFile;
  fr_certificate?: UploadedFile;
  education_files?: UploadedFile[];
  resume?: UploadedFile;
  profile_picture?: UploadedFile;
};

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

/** A changed e-mail or phone: free, and proven by a code sent to it (checked before writing). */
async function checkContactChange(deps: AppDeps, user: UserRow, details: ProfileInput['user_details']) {
  const emailChanged = details.email !== user.email;
  const phoneChanged = details.phone_no !== user.phoneNo;
  if (emailChanged) {
    const [other] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, details.email));
    if (other) throw new HttpError(409, EMAIL_TAKEN, 'email_exists');
    if (
      !(await hasVerification(deps, details.email, 'email_change', details.email_verification_token, user.id))
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
        user.id,
      ))
    ) {
      throw new HttpError(400, VERIFY_NEW_PHONE, 'phone_not_verified');
    }
  }
  return { emailChanged, phoneChanged };
}

/** The account's names and contacts, a changed contact's code used up. */
async function writeAccount(
  tx: Db,
  userId: number,
  now: Date,
  details: ProfileInput['user_details'],
  changed: { emailChanged: boolean; phoneChanged: boolean },
): Promise<void> {
  if (changed.emailChanged) {
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
  if (changed.phoneChanged) {
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
      ...(changed.emailChanged ? { emailVerified: true } : {}),
      ...(changed.phoneChanged ? { phoneVerified: true } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** Every education file part is named by exactly one education's file_index. */
function checkEducationFiles(input: ProfileInput, files: readonly UploadedFile[]): void {
  const named = input.education.map((item) => item.file_index ?? null).filter((i) => i !== null);
  if (named.some((i) => i >= files.length)) refuse(FILE_INDEX_MISSING);
  if (new Set(named).size !== named.length || named.length !== files.length) refuse(FILE_INDEX_UNUSED);
}

export async function saveCandidateProfile(
  deps: AppDeps,
  store: FileStore,
  user: UserRow,
  input: ProfileInput,
  uploads: ProfileUploads,
) {
  const userId = user.id;
  const year = clockYear(deps);

  // ---- checks that need no database ----
  checkDateOfBirth(deps, input.profile.date_of_birth);
  const experience = checkedProfileExperience(input.experience, deps.now());
  const { fresher, coder } = experience;
  // freshers keep no companies (§4: the company blocks are hidden)
  const jobs = fresher ? [] : input.employment;
  if (!fresher && jobs.length === 0) refuse(ADD_ONE_EMPLOYMENT);
  checkEmploymentDates(jobs, year);
  const preference = input.job_preference;
  if (fresher && !coder && !preference) refuse(SELECT_PROCESS_TYPE);
  if (!fresher && !preference) refuse(SELECT_PROCESS);
  if (coder && !input.fresher_certificate) refuse(SELECT_INSTITUTE);
  const educationFiles = uploads.education_files ?? [];
  checkEducationFiles(input, educationFiles);
  checkEducationYears(input.education, year);

  const changed = await checkContactChange(deps, user, input.user_details);
  try {
    await deps.db.transaction(async (tx) => {
      const now = deps.now();
      // one save of a candidate's profile at a time
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      await writeAccount(tx, userId, now, input.user_details, changed);
      await writeProfileExperience(tx, userId, { ...experience.row, updatedAt: now });
      await replaceEmployments(tx, userId, jobs);
      await writeJobPreference(tx, store, userId, now, {
        process: coder ? 'nonvoice' : (preference?.process ?? 'nonvoice'),
        answers: !fresher && preference ? preference : null,
        upload: uploads.certificate_file,
      });
      if (coder && input.fresher_certificate) {
        await writeFresherCertificate(
          tx,
          store,
          userId,
          now,
          input.fresher_certificate,
          uploads.fr_certificate,
        );
      } else {
        await deleteFresherCertificate(tx, store, userId);
      }
      await replaceEducations(tx, store, userId, now, input.education, educationFiles);
      await writeProfileOverview(tx, store, userId, now, input.profile, {
        resume: uploads.resume,
        keepResume: input.profile.resume_changed === 0,
        picture: uploads.profile_picture,
        keepPicture: true,
      });
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_email_key') throw new HttpError(409, EMAIL_TAKEN, 'email_exists');
    if (constraint === 'users_phone_key') throw new HttpError(409, PHONE_TAKEN, 'phone_exists');
    throw error;
  }
  return { success: true as const, message: PROFILE_UPDATED };
}
