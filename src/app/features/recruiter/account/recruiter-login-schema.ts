import { emailField, passwordField } from '@contract/auth/fields';
import * as v from 'valibot';

/** The recruiter login's rules: the e-mail and password fields of the login call. */
export const recruiterLoginSchema = v.object({
  email: emailField,
  password: passwordField,
});
export type RecruiterLoginValues = v.InferInput<typeof recruiterLoginSchema>;
