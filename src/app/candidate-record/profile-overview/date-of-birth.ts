import { latestAdultBirthDate } from '@contract/candidate-record/profile-overview';
import { DATE_OF_BIRTH_YEARS } from '@contract/limits';

/**
 * The date of birth of the profile overview (signed-in-area.md §2, §9): shown and typed as
 * DD/MM/YYYY, no date after today, the year list holds 100 years (this year and the 99 before).
 * Dates are calendar days in the candidate's time zone; `now` comes from the caller (tests set it).
 */

/** The months by name, January first (the employment month lists and the date picker's). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const DISPLAY_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The calendar day of a moment (midnight, local time). */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The years the picker lists, newest first: this year and the 99 before it. */
export function dateOfBirthYears(now: Date): number[] {
  const year = now.getFullYear();
  return Array.from({ length: DATE_OF_BIRTH_YEARS }, (_, index) => year - index);
}

/** The earliest and latest day the picker offers: 1 January of the oldest listed year, and today. */
export function dateOfBirthBounds(now: Date): { min: Date; max: Date } {
  const years = dateOfBirthYears(now);
  return { min: new Date(years[years.length - 1], 0, 1), max: startOfDay(now) };
}

/** 7 March 1998 -> '07/03/1998' */
export function formatDisplayDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}

/** '07/03/1998' -> 7 March 1998; null for anything else, including days that do not exist (31/02). */
export function parseDisplayDate(text: string): Date | null {
  const match = DISPLAY_PATTERN.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year);
  const exists = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? date : null;
}

/** Whether a typed DD/MM/YYYY is a real day within the picker's range (not after today). */
export function isValidDateOfBirth(text: string, now: Date): boolean {
  const date = parseDisplayDate(text);
  if (!date) return false;
  const { min, max } = dateOfBirthBounds(now);
  return date >= min && date <= max;
}

/** 7 March 1998 -> '1998-03-07' (the call's form, and the date picker's) */
export function isoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** '07/03/1998' -> '1998-03-07' as the call sends it (signed-in-area.md §7); null if not a date. */
export function displayToIsoDate(text: string): string | null {
  const date = parseDisplayDate(text);
  return date ? isoDate(date) : null;
}

/**
 * Where the picker opens for the day in the field (YYYY-MM-DD or null): that day's month and the
 * day chosen when it lies within the picker's range; otherwise nothing chosen and the nearest month
 * the picker offers (a typed day after today opens on this month, not on a month of disabled days).
 */
export function pickerStart(value: string | null, now: Date): { month: Date; selected: string | null } {
  const { min, max } = pickerBounds(now);
  const latest = new Date(max.getFullYear(), max.getMonth(), 1);
  const day = value ? new Date(`${value}T00:00:00`) : null;
  if (!day || Number.isNaN(day.getTime())) {
    // V10: an empty picker opens around 2000, not on the latest allowed month
    const around = new Date(PICKER_DEFAULT_YEAR, 0, 1);
    return { month: around > latest ? latest : around, selected: null };
  }
  const month = new Date(day.getFullYear(), day.getMonth(), 1);
  month.setFullYear(day.getFullYear());
  if (day > max) return { month: latest, selected: null };
  if (day < min) return { month: new Date(min.getFullYear(), min.getMonth(), 1), selected: null };
  return { month, selected: value };
}

/** V10: whether a typed DD/MM/YYYY day is at least 18 years before `now` (the contract's rule). */
export function isAdultOn(text: string, now: Date): boolean {
  const iso = displayToIsoDate(text);
  return iso !== null && iso <= latestAdultBirthDate(isoDate(now));
}

/** The latest day the picker offers: 18 years before today. */
export function latestPickable(now: Date): Date {
  const [year, month, day] = latestAdultBirthDate(isoDate(now)).split('-').map(Number);
  const date = new Date(year, month - 1, day);
  // 29 February of a year without one: the 28th
  return date.getMonth() === month - 1 ? date : new Date(year, month - 1, 28);
}

/** Where an empty picker opens: January 2000, the years most candidates were born around. */
export const PICKER_DEFAULT_YEAR = 2000;

/** The days the picker offers (V10): from 1 January of the oldest listed year to 18 years ago. */
export function pickerBounds(now: Date): { min: Date; max: Date } {
  return { min: dateOfBirthBounds(now).min, max: latestPickable(now) };
}

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY' ('' for anything else). */
export function isoToDisplayDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return '';
  return formatDisplayDate(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
