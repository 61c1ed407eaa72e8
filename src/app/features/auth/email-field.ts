import * as v from 'valibot';
import { EMAIL_MAX } from '../../../contract/limits';

/** The e-mail rule shared by login, forgot password and sign-up (§5): trimmed, required, valid. */
export const emailField = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.maxLength(EMAIL_MAX, 'Please enter a valid email address'),
  v.email('Please enter a valid email address'),
);
