import { EMAIL_MAX } from '@contract/limits';
import { EMAIL_REQUIRED, INVALID_EMAIL } from '@contract/texts';
import * as v from 'valibot';

/** The e-mail rule shared by login, forgot password and sign-up (§5): trimmed, required, valid. */
export const emailField = v.pipe(
  v.string(EMAIL_REQUIRED),
  v.trim(),
  v.nonEmpty(EMAIL_REQUIRED),
  v.maxLength(EMAIL_MAX, INVALID_EMAIL),
  v.email(INVALID_EMAIL),
);
