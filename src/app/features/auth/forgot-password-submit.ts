/**
 * What the forgot-password screen needs once the candidate submits, loaded then rather than with
 * its first paint: the form's rules (valibot) and the send_otp call with its answer schema.
 */
export { sendOtp } from './api/send-otp';
export { forgotPasswordSchema } from './forgot-password-schema';
