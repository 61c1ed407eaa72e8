import { NAME_MAX, PHONE_DIGITS } from '../../contract/limits';

/**
 * What a name or phone box keeps of typed text, without valibot (sign-up's step 1 filters its
 * fields with these before its rules load; Edit Profile's names and phone filter the same way).
 */

/** What a name box keeps of typed or pasted text: letters and spaces only. */
export function filterNameInput(raw: string): string {
  return raw.replace(/[^A-Za-z ]/g, '').slice(0, NAME_MAX);
}

/** What the phone box keeps: digits only, at most ten. */
export function filterPhoneInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}
