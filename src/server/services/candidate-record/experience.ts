import {
  EXPERIENCE_ID_MISSING,
  experienceLevelIssue,
  managerRoleIssue,
} from '@contract/candidate-record/experience';
import { OTHER_OPTION } from '@contract/candidate-record/options';
import type { RequestOutput } from '@contract/endpoint';
import type { saveExperience } from '@contract/onboarding/experience';
import type { experiencePartSchema } from '@contract/profile';
import { experiences } from '@server/db/schema';
import type { AppDeps } from '@server/deps';
import { HttpError } from '@server/validate';
import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { DbOrTx } from '../file-store';
import { refuse } from './checks';
import { EXPERIENCE_SAVED, ROLE_SAVED } from './messages';

/** The experience part: the level (with a Fresher's type) and a Managerial candidate's role. */

type ExperienceInput = RequestOutput<typeof saveExperience>;
type RoleInput = Extract<ExperienceInput, { experience_id: number }>;
type LevelInput = Exclude<ExperienceInput, RoleInput>;

/** Onboarding's managerial role, on the candidate's own managerial experience only. */
export async function saveManagerialRole(deps: AppDeps, userId: number, input: RoleInput) {
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

/** Onboarding's experience level (one statement): another level than managerial clears the role. */
export async function saveExperienceLevel(deps: AppDeps, userId: number, input: LevelInput) {
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
}

/** Edit Profile's experience, checked (§5): where the candidate's path goes, and the row. */
export function checkedProfileExperience(experience: ExperiencePartOutput, now: Date) {
  const level = experience.experience_level;
  const fresher = level === 'freshers';
  const coder = fresher && experience.certificate_type === 'medical_coder';
  const levelIssue = experienceLevelIssue(experience);
  if (levelIssue) refuse(levelIssue[1]);
  let role = '';
  let otherRole = '';
  if (level === 'managerial') {
    const roleIssue = managerRoleIssue(experience.role, experience.other_role);
    if (roleIssue) refuse(roleIssue[1]);
    role = experience.role;
    otherRole = role === OTHER_OPTION ? experience.other_role : '';
  }
  const row = {
    level,
    years: fresher ? 0 : experience.experience_years,
    months: fresher ? 0 : experience.experience_months,
    location: experience.current_location || 'India',
    certificateType: fresher ? experience.certificate_type : '',
    role,
    otherRole,
    updatedAt: now,
  };
  return { fresher, coder, row };
}

export type ExperiencePartOutput = v.InferOutput<typeof experiencePartSchema>;

export async function writeProfileExperience(
  tx: DbOrTx,
  userId: number,
  row: ReturnType<typeof checkedProfileExperience>['row'],
): Promise<void> {
  await tx
    .insert(experiences)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: experiences.userId, set: row });
}
