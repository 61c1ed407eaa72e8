import {
  CONFIRM_PASSWORD_REQUIRED,
  DEACTIVATE_REASONS,
  type DeactivatePayload,
  type DeactivateReasonKey,
  NEW_PASSWORD_REQUIRED,
  NEW_PASSWORD_TOO_SHORT,
  OLD_PASSWORD_REQUIRED,
  OTHER_REASON_MAX,
  PASSWORD_REQUIRED,
  PASSWORDS_DIFFER,
  REASON_SKIPPED,
  SELECT_A_REASON,
  SPECIFY_THE_REASON,
} from '@contract/account';
import { strongPasswordNamed } from '@contract/auth/fields';
import { PASSWORD_MAX, SIGNUP_PASSWORD_MIN } from '@contract/limits';
import * as v from 'valibot';

/**
 * The rules of the settings forms (signed-in-area.md §5 Change password and Deactivation), with
 * the spec's messages. Each field's first failing rule is its message.
 */

export const PASSWORD_TOO_LONG = 'Password is too long';
export const OTHER_REASON_TOO_LONG = `The reason must be at most ${OTHER_REASON_MAX} characters`;

/** Leading whitespace is trimmed (§5): what the form shows as typed and what is sent. */
export const trimLeading = (text: string): string => text.trimStart();

const passwordField = (required: string) =>
  v.pipe(
    v.string(required),
    v.transform(trimLeading),
    v.nonEmpty(required),
    v.maxLength(PASSWORD_MAX, PASSWORD_TOO_LONG),
  );

// A type alias, not an interface: valibot's partial input must be a Record.
export type ChangePasswordValues = {
  old_password: string;
  password: string;
  confirm_password: string;
};

export const changePasswordSchema = v.pipe(
  v.object({
    old_password: passwordField(OLD_PASSWORD_REQUIRED),
    password: v.pipe(
      passwordField(NEW_PASSWORD_REQUIRED),
      v.minLength(SIGNUP_PASSWORD_MIN, NEW_PASSWORD_TOO_SHORT),
      // the one password rule the server applies to every password set (contract/password-rule.ts)
      strongPasswordNamed,
    ),
    confirm_password: passwordField(CONFIRM_PASSWORD_REQUIRED),
  }),
  // Checked as soon as both are valid, whatever the old password holds.
  v.forward(
    v.partialCheck<ChangePasswordValues, [['password'], ['confirm_password']], ChangePasswordValues, string>(
      [['password'], ['confirm_password']],
      (input) => input.password === input.confirm_password,
      PASSWORDS_DIFFER,
    ),
    ['confirm_password'],
  ),
);

/** The reason options in the order they are shown and joined. */
export const REASON_KEYS = Object.keys(DEACTIVATE_REASONS) as DeactivateReasonKey[];

// A type alias, not an interface: valibot's partial input must be a Record.
export type DeactivateReasonsValues = {
  reasons: DeactivateReasonKey[];
  other_reason: string;
};

export const deactivateReasonsSchema = v.pipe(
  v.object({
    reasons: v.pipe(v.array(v.picklist(REASON_KEYS), SELECT_A_REASON), v.minLength(1, SELECT_A_REASON)),
    other_reason: v.pipe(v.string(), v.maxLength(OTHER_REASON_MAX, OTHER_REASON_TOO_LONG)),
  }),
  v.forward(
    v.partialCheck<DeactivateReasonsValues, [['reasons'], ['other_reason']], DeactivateReasonsValues, string>(
      [['reasons'], ['other_reason']],
      (input) => !input.reasons.includes('other') || input.other_reason.trim() !== '',
      SPECIFY_THE_REASON,
    ),
    ['other_reason'],
  ),
);

// A type alias, not an interface: valibot's partial input must be a Record.
export type DeactivatePasswordValues = {
  password: string;
};

export const deactivatePasswordSchema = v.object({
  password: v.pipe(
    v.string(PASSWORD_REQUIRED),
    v.nonEmpty(PASSWORD_REQUIRED),
    v.maxLength(PASSWORD_MAX, PASSWORD_TOO_LONG),
  ),
});

/**
 * What the deactivate call sends (§3 Deactivation): the ticked reasons' labels in the order of the
 * options joined by comma and space, or 'Skipped' after Skip; the Other text only with Other.
 */
export function deactivatePayload(
  choice:
    | { skipped: true }
    | { skipped: false; reasons: readonly DeactivateReasonKey[]; otherReason: string },
  password: string,
): DeactivatePayload {
  if (choice.skipped) return { password, reason: REASON_SKIPPED, other_reason: '' };
  const reasons = REASON_KEYS.filter((key) => choice.reasons.includes(key));
  return {
    password,
    reason: reasons.map((key) => DEACTIVATE_REASONS[key]).join(', '),
    other_reason: reasons.includes('other') ? choice.otherReason.trim() : '',
  };
}
