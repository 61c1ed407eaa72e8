export const REGISTRATION_INVALID_ANSWER = 'Invalid server response. Please try again.';
export const REGISTRATION_EMAIL_EXISTS = 'This email is already registered. Please log in.';
export const REGISTRATION_PHONE_EXISTS = 'This phone number is already registered. Please log in.';
export const REGISTRATION_FAILED = 'Registration failed. Please try again.';

/** Where a registration failure is shown: on the referral field (back to step 1) or as a general error. */
export type RegistrationError = { field: 'referralCode'; message: string } | { field: null; message: string };

/**
 * §8 Registration: maps a failed registration answer (the answer body, or what the client threw) to
 * the text the candidate sees and where it goes.
 */
export function registrationErrorFor(answer: unknown): RegistrationError {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) {
    return { field: null, message: REGISTRATION_INVALID_ANSWER };
  }
  const raw = (answer as { message?: unknown }).message;
  const message = typeof raw === 'string' ? raw.trim() : '';
  if (!message) return { field: null, message: REGISTRATION_FAILED };
  if (/referral/i.test(message)) return { field: 'referralCode', message };
  const exists = /exist|already|registered|taken|in use/i.test(message);
  if (exists && /e-?mail/i.test(message)) return { field: null, message: REGISTRATION_EMAIL_EXISTS };
  if (exists && /phone|mobile/i.test(message)) return { field: null, message: REGISTRATION_PHONE_EXISTS };
  return { field: null, message };
}
