/**
 * What the login screen needs once the candidate submits, loaded then rather than with its first
 * paint: the form's rules (valibot), the login call with its answer schema, and the rule of a
 * path to return to (contract/site-path.ts, kept out of every first visit's bundle).
 */

export { safeReturnPath } from '@app/return-path';
export { logIn, sendLoginCode } from './login-flow';
export { loginSchema } from './login-schema';
