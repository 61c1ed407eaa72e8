/**
 * What the login screen needs once the candidate submits, loaded then rather than with its first
 * paint: the form's rules (valibot) and the login call with its answer schema.
 */
export { logIn, sendLoginCode } from './login-flow';
export { loginSchema } from './login-schema';
