import { PHONE_DIGITS } from './limits';

/**
 * An Indian mobile number as candidates type or paste it ("+91 96000 37855", "096000-37855",
 * "(+91) 96000 37855", "919600037855"), read as the 10 digits it means: spaces, dashes, dots and
 * brackets go, then a leading `+91` (or `0091`), a leading `91` when 12 digits are left, and a
 * leading `0` when 11 are left. Nothing else is taken away: what is left is checked as it is
 * (`phoneNumberIssue`), never cut to fit. The app's phone fields and the server's schemas
 * (register, Edit Profile, the contact change codes) all read a number through this; its rule
 * as a valibot field is `phoneNumberField` (phone-number-field.ts, apart: sign-up's first paint
 * filters its phone box with this module, without valibot).
 */
export function normaliseIndianPhone(raw: string | number): string {
  let text = String(raw)
    .trim()
    .replace(/[\s\-().]/g, '');
  const international = /^(\+|00)91/.exec(text);
  if (international) text = text.slice(international[0].length);
  else if (new RegExp(`^91\\d{${PHONE_DIGITS}}$`).test(text)) text = text.slice(2);
  if (new RegExp(`^0\\d{${PHONE_DIGITS}}$`).test(text)) text = text.slice(1);
  return text;
}

/** Ours: an Indian mobile number starts with 6, 7, 8 or 9 (the spec asks 10 digits only). */
export const PHONE_NOT_MOBILE = 'Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9';

/**
 * What is wrong with a normalised number: 'digits' when it is not exactly 10 digits, 'mobile'
 * when they do not start with 6-9, null when it is a mobile number.
 */
export function phoneNumberIssue(normalised: string): 'digits' | 'mobile' | null {
  if (!new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(normalised)) return 'digits';
  return /^[6-9]/.test(normalised) ? null : 'mobile';
}
