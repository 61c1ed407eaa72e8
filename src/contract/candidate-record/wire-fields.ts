import * as v from 'valibot';
import { ONBOARDING_TEXT_MAX } from '../limits';

/** Wire fields the record's parts and the onboarding calls share. */

/** Text of at most 255 characters, trimmed; '' when absent. */
export const optionalText = (label: string) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.trim(),
      v.maxLength(ONBOARDING_TEXT_MAX, `${label} must be at most ${ONBOARDING_TEXT_MAX} characters`),
    ),
    '',
  );

/** Required text of at most 255 characters, trimmed. */
export const requiredText = (label: string, required: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(ONBOARDING_TEXT_MAX, `${label} must be at most ${ONBOARDING_TEXT_MAX} characters`),
  );

/**
 * A whole number sent as a number (JSON) or as digits (multipart text), within [min, max].
 */
export const integerField = (label: string, min: number, max: number) =>
  v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d{1,9}$/, `${label} must be a whole number`))],
      `${label} must be a whole number`,
    ),
    v.transform(Number),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max}`),
  );

/** '0' / '1' (multipart) or 0 / 1 (JSON), read as 0 | 1. */
export const flagField = (label: string) =>
  v.pipe(
    v.union([v.picklist([0, 1]), v.picklist(['0', '1'])], `${label} must be 0 or 1`),
    v.transform((value) => (Number(value) === 1 ? 1 : 0) as 0 | 1),
  );

/** Names joined by ', ' as the calls send them, split back (blank entries dropped). */
export function splitNames(joined: string): string[] {
  return joined
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** The names joined the way the calls send them. */
export function joinNames(names: readonly string[]): string {
  return names.join(', ');
}

/** `{success:true, message?}` */
export const savedAnswer = v.object({ success: v.literal(true), message: v.optional(v.string()) });
