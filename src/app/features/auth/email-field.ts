import * as v from 'valibot';
import { EMAIL_MAX } from '../../../contract/limits';
import { AUTH_TEXTS } from '../../../contract/texts';

/** The e-mail rule shared by login, forgot password and sign-up (§5): trimmed, required, valid. */
export const emailField = v.pipe(
  v.string(AUTH_TEXTS.emailRequired),
  v.trim(),
  v.nonEmpty(AUTH_TEXTS.emailRequired),
  v.maxLength(EMAIL_MAX, AUTH_TEXTS.invalidEmail),
  v.email(AUTH_TEXTS.invalidEmail),
);
