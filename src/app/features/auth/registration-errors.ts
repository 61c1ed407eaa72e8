import { INVALID_ANSWER_MESSAGE, isRecord } from '@app/api/client';
import { EMAIL_REGISTERED, PHONE_REGISTERED, REFERRAL_INVALID } from '@contract/texts';

export const REGISTRATION_INVALID_ANSWER = INVALID_ANSWER_MESSAGE;
export const REGISTRATION_EMAIL_EXISTS = EMAIL_REGISTERED;
export const REGISTRATION_PHONE_EXISTS = PHONE_REGISTERED;
export const REGISTRATION_FAILED = 'Registration failed. Please try again.';

/** Where a registration failure is shown: on the referral field (back to step 1) or as a general error. */
export type RegistrationError = { field: 'referralCode'; message: string } | { field: null; message: string };

/**
 * §8 Registration: maps a failed registration answer (the answer body) to the text the candidate
 * sees and where it goes, deciding on the answer's `code`, never on its wording:
 * referral_invalid -> the server's message on the referral field; email_exists / phone_exists ->
 * the spec's 'already registered' texts; any other message as is; none -> 'Registration failed'.
 */
export function registrationErrorFor(answer: unknown): RegistrationError {
  if (!isRecord(answer)) return { field: null, message: REGISTRATION_INVALID_ANSWER };
  const raw = answer.message;
  const message = typeof raw === 'string' ? raw.trim() : '';
  switch (answer.code) {
    case 'referral_invalid':
      return { field: 'referralCode', message: message || REFERRAL_INVALID };
    case 'email_exists':
      return { field: null, message: REGISTRATION_EMAIL_EXISTS };
    case 'phone_exists':
      return { field: null, message: REGISTRATION_PHONE_EXISTS };
    default:
      return message ? { field: null, message } : { field: null, message: REGISTRATION_FAILED };
  }
}
