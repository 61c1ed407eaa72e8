/**
 * What the reset-password screen needs once the candidate submits, loaded then rather than with
 * its first paint: the form's rules (valibot) and the forgot_password call with its answer schema.
 */
export { resetPassword } from './reset-flow';
export { resetPasswordSchema } from './reset-password-schema';
