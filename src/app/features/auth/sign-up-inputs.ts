import { NAME_MAX, PHONE_DIGITS } from '../../../contract/limits';

/**
 * What step 1 of the sign-up screen needs to filter its fields, without valibot: the rules
 * (sign-up-schema.ts) load on the first Next, Verify or Create, not with the first paint; the
 * password requirements of step 2 are in sign-up-checks.ts, which loads with them.
 */

/** What a name box keeps of typed or pasted text: letters and spaces only. */
export function filterNameInput(raw: string): string {
  return raw.replace(/[^A-Za-z ]/g, '').slice(0, NAME_MAX);
}

/** What the phone box keeps: digits only, at most ten. */
export function filterPhoneInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}
