import {
  FILL_ROLE_DESCRIPTION,
  type ManagerialRolePayload,
  managerRoleIssue,
  SELECT_ROLE,
} from '@contract/candidate-record/experience';
import { MANAGER_ROLES, type ManagerRole, OTHER_OPTION } from '@contract/candidate-record/options';
import * as v from 'valibot';

/** §8 Managerial: the save's failure, shown as an alert. */
export const ROLE_SAVE_FAILED = 'Failed to save role details';

export interface ManagerialRoleValues {
  role: ManagerRole | '';
  otherRole: string;
}

export const emptyManagerialRole: ManagerialRoleValues = { role: '', otherRole: '' };

/** §5 Managerial, on Next (the experience id is checked apart: it is not typed by the candidate). */
export const managerialRoleSchema = v.pipe(
  v.object({
    role: v.union([v.picklist(MANAGER_ROLES), v.literal('')]),
    otherRole: v.string(),
  }),
  v.forward(
    v.check((values) => managerRoleIssue(values.role, values.otherRole)?.[0] !== 'role', SELECT_ROLE),
    ['role'],
  ),
  v.forward(
    v.check(
      (values) => managerRoleIssue(values.role, values.otherRole)?.[0] !== 'other_role',
      FILL_ROLE_DESCRIPTION,
    ),
    ['otherRole'],
  ),
);

/** Choosing a role other than Other clears the role description. */
export function chooseRole(values: ManagerialRoleValues, role: ManagerRole): ManagerialRoleValues {
  return { role, otherRole: role === OTHER_OPTION ? values.otherRole : '' };
}

/** The role payload (§3): the label, or Other with its text. */
export function toManagerialRolePayload(
  values: ManagerialRoleValues,
  experienceId: number,
): ManagerialRolePayload {
  return {
    experience_id: experienceId,
    role: values.role as ManagerRole,
    other_role: values.role === OTHER_OPTION ? values.otherRole.trim() : '',
  };
}

/**
 * The experience id the role belongs to: from the level screen's navigation state, else (after a
 * reload or a resumed session) from the saved managerial level; null when neither has one.
 */
export function managerialExperienceId(
  fromState: number | undefined,
  saved: { experience_id: number; experience_level: string } | null | undefined,
): number | null {
  if (typeof fromState === 'number' && fromState > 0) return fromState;
  if (saved && saved.experience_level === 'managerial') return saved.experience_id;
  return null;
}

export function managerialRoleFromSaved(
  saved: { experience_level: string; role: string; other_role: string } | null | undefined,
): ManagerialRoleValues {
  if (saved?.experience_level !== 'managerial') return emptyManagerialRole;
  const role = (MANAGER_ROLES as readonly string[]).includes(saved.role) ? (saved.role as ManagerRole) : '';
  return { role, otherRole: role === OTHER_OPTION ? saved.other_role : '' };
}
