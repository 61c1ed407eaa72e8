import { fieldErrors } from '@app/test-kits/schema-test-utils';
import { EXPERIENCE_ID_MISSING } from '@contract/candidate-record/experience';
import { describe, expect, it } from 'vitest';
import {
  chooseRole,
  emptyManagerialRole,
  managerialExperienceId,
  managerialRoleFromSaved,
  managerialRoleSchema,
  toManagerialRolePayload,
} from './managerial-role-schema';

describe('managerial role (§5 Managerial)', () => {
  it('accepts a role, and Other with a description', () => {
    expect(fieldErrors(managerialRoleSchema, { role: 'Team Lead', otherRole: '' })).toEqual({});
    expect(fieldErrors(managerialRoleSchema, { role: 'Other', otherRole: 'Operations head' })).toEqual({});
  });
  it("'Please select a role' without a role", () => {
    expect(fieldErrors(managerialRoleSchema, emptyManagerialRole).role).toBe('Please select a role');
  });
  it("'Please fill in the role description' for Other with blank text", () => {
    expect(fieldErrors(managerialRoleSchema, { role: 'Other', otherRole: '   ' }).otherRole).toBe(
      'Please fill in the role description',
    );
  });
  it('the missing experience id message', () => {
    expect(EXPERIENCE_ID_MISSING).toBe(
      'Experience ID is missing. Please complete the onboarding step again.',
    );
  });
});

describe('choosing and sending a role', () => {
  it('choosing a role other than Other clears the description; Other keeps it', () => {
    expect(chooseRole({ role: 'Other', otherRole: 'Ops head' }, 'Manager')).toEqual({
      role: 'Manager',
      otherRole: '',
    });
    expect(chooseRole({ role: 'Other', otherRole: 'Ops head' }, 'Other')).toEqual({
      role: 'Other',
      otherRole: 'Ops head',
    });
  });
  it('sends the label, or Other with its trimmed text, with the experience id', () => {
    expect(toManagerialRolePayload({ role: 'Supervisor', otherRole: 'x' }, 9)).toEqual({
      experience_id: 9,
      role: 'Supervisor',
      other_role: '',
    });
    expect(toManagerialRolePayload({ role: 'Other', otherRole: ' Ops head ' }, 9)).toEqual({
      experience_id: 9,
      role: 'Other',
      other_role: 'Ops head',
    });
  });
  it('takes the experience id from navigation state, else from a saved managerial level', () => {
    const saved = { experience_id: 5, experience_level: 'managerial' };
    expect(managerialExperienceId(12, saved)).toBe(12);
    expect(managerialExperienceId(undefined, saved)).toBe(5);
    expect(
      managerialExperienceId(undefined, { experience_id: 5, experience_level: 'experienced' }),
    ).toBeNull();
    expect(managerialExperienceId(undefined, null)).toBeNull();
  });
  it('shows the saved role', () => {
    expect(
      managerialRoleFromSaved({ experience_level: 'managerial', role: 'Other', other_role: 'Ops' }),
    ).toEqual({
      role: 'Other',
      otherRole: 'Ops',
    });
    expect(managerialRoleFromSaved({ experience_level: 'managerial', role: '', other_role: '' })).toEqual(
      emptyManagerialRole,
    );
    expect(managerialRoleFromSaved(null)).toEqual(emptyManagerialRole);
  });
});
