import { NAME_MAX } from '@contract/limits';
import { normaliseIndianPhone, phoneNumberIssue } from '@contract/phone-number';

/**
 * What a name or phone box keeps of typed text, without valibot (sign-up's step 1 filters its
 * fields with these before its rules load; Edit Profile's names and phone filter the same way).
 */

/** What a name box keeps of typed or pasted text: letters and spaces only. */
export function filterNameInput(raw: string): string {
  return raw.replace(/[^A-Za-z ]/g, '').slice(0, NAME_MAX);
}

/**
 * What the phone box keeps of typed or pasted text: digits and what numbers are written with
 * (+, spaces, dashes, dots, brackets), nothing cut. Once it reads as an Indian mobile number
 * ('+91 96000 37855', contract/phone-number.ts) the box shows its 10 digits.
 */
export function filterPhoneInput(raw: string): string {
  const kept = raw.replace(/[^\d+\-(). ]/g, '');
  const phone = normaliseIndianPhone(kept);
  return phoneNumberIssue(phone) === null ? phone : kept;
}
