/**
 * What the login screen needs once the candidate submits, loaded then rather than with its first
 * paint: the form's rules (valibot) and the login call with its answer schema, and the keeping of
 * where the candidate was going through the onboarding a login may still lead to.
 */
export { keepReturnPath } from '../../kept-return-path';
export { logIn, sendLoginCode } from './login-flow';
export { loginSchema } from './login-schema';
