import * as v from 'valibot';
import { normaliseIndianPhone, PHONE_NOT_MOBILE, phoneNumberIssue } from './phone-number';

/**
 * A phone number field: `input` (text, or text and numbers on the wire) normalised, then
 * required (`required`), exactly 10 digits (`wrongLength`, the screen's own wording of the
 * spec's rule) and starting with 6-9 (PHONE_NOT_MOBILE). Its output is the 10 digits.
 */
export function phoneNumberField<TInput extends string | number>(
  input: v.GenericSchema<TInput, TInput>,
  required: string,
  wrongLength: string,
) {
  return v.pipe(
    input,
    v.transform((value: TInput) => normaliseIndianPhone(value)),
    v.nonEmpty(required),
    v.check((phone) => phoneNumberIssue(phone) !== 'digits', wrongLength),
    v.check((phone) => phoneNumberIssue(phone) === null, PHONE_NOT_MOBILE),
  );
}
