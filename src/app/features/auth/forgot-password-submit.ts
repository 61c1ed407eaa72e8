/**
 * What the forgot-password screen needs once the candidate submits, loaded then rather than with
 * its first paint: the form's rules (valibot) and the send_otp call with its answer schema.
 */
export { sendOtp } from '@app/api/send-otp';
export { failureText } from './auth-failures';
export { forgotPasswordSchema } from './forgot-password-schema';

// The code screen's boxes: /verify-otp fetches them only when the e-mail is there, so they start
// loading here, on the first submit, while the code is being sent.
void import('./code-verification').catch(() => {});
