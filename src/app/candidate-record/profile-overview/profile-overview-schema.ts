import { GENDERS, type Gender, WORK_TYPES, type WorkType } from '@contract/candidate-record/options';
import {
  AT_LEAST_18,
  CURRENT_LOCATION_REQUIRED,
  DATE_INPUT_NOT_VALID,
  DATE_OF_BIRTH_REQUIRED,
  GENDER_REQUIRED,
  INVALID_LINKEDIN_URL,
  LINKEDIN_URL_PATTERN,
  PREFERRED_LOCATION_REQUIRED,
  type ProfileOverviewPayload,
  TERMS_REQUIRED,
  WORK_PREFERENCE_REQUIRED,
} from '@contract/candidate-record/profile-overview';
import { ONBOARDING_TEXT_MAX } from '@contract/limits';
import * as v from 'valibot';
import { displayToIsoDate, isAdultOn, isValidDateOfBirth } from './date-of-birth';

/** The profile overview form (signed-in-area.md §2); the files are kept beside it, not in it. */
export interface ProfileOverviewValues {
  gender: Gender | '';
  /** DD/MM/YYYY, as shown and typed */
  dateOfBirth: string;
  linkedinUrl: string;
  preferredLocations: string[];
  currentLocation: string;
  workPreferences: WorkType[];
  willingToRelocate: boolean;
  willingForNightShift: boolean;
  termsAccepted: boolean;
  messagingConsent: boolean;
}

export const emptyProfileOverview = (): ProfileOverviewValues => ({
  gender: '',
  dateOfBirth: '',
  linkedinUrl: '',
  preferredLocations: [],
  currentLocation: '',
  workPreferences: [],
  willingToRelocate: false,
  willingForNightShift: false,
  termsAccepted: false,
  messagingConsent: false,
});

/**
 * The rules of signed-in-area.md §5 "Onboarding profile overview", with its messages. The date
 * of birth is checked against `now` (no date after today, within the 100 listed years).
 */
export function profileOverviewSchema(now: Date = new Date()) {
  return v.object({
    gender: v.picklist(GENDERS, GENDER_REQUIRED),
    dateOfBirth: v.pipe(
      v.string(DATE_OF_BIRTH_REQUIRED),
      v.trim(),
      v.nonEmpty(DATE_OF_BIRTH_REQUIRED),
      v.check((text) => isValidDateOfBirth(text, now), DATE_INPUT_NOT_VALID),
      v.check((text) => isAdultOn(text, now), AT_LEAST_18),
    ),
    linkedinUrl: v.pipe(
      v.string(INVALID_LINKEDIN_URL),
      v.trim(),
      v.check(
        (url) => url === '' || (url.length <= ONBOARDING_TEXT_MAX && LINKEDIN_URL_PATTERN.test(url)),
        INVALID_LINKEDIN_URL,
      ),
    ),
    preferredLocations: v.pipe(
      v.array(v.string(), PREFERRED_LOCATION_REQUIRED),
      v.minLength(1, PREFERRED_LOCATION_REQUIRED),
    ),
    currentLocation: v.pipe(
      v.string(CURRENT_LOCATION_REQUIRED),
      v.trim(),
      v.nonEmpty(CURRENT_LOCATION_REQUIRED),
    ),
    workPreferences: v.pipe(
      v.array(v.picklist(WORK_TYPES, WORK_PREFERENCE_REQUIRED), WORK_PREFERENCE_REQUIRED),
      v.minLength(1, WORK_PREFERENCE_REQUIRED),
    ),
    willingToRelocate: v.boolean(),
    willingForNightShift: v.boolean(),
    termsAccepted: v.literal(true, TERMS_REQUIRED),
    messagingConsent: v.boolean(),
  });
}

/** The chosen files; a file left out is not sent. */
export interface ProfileOverviewFiles {
  photo: File | null;
  resume: File | null;
}

/**
 * The multipart input of POST /candidates/onboarding/profile (signed-in-area.md §7) from valid
 * form values: the preference part as JSON text, the date as YYYY-MM-DD, the flags as 0/1,
 * work types in the spec's order joined by ', '.
 */
export function profileOverviewPayload(
  values: ProfileOverviewValues,
  files: ProfileOverviewFiles,
): ProfileOverviewPayload & { resume?: File; profile_picture?: File } {
  const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;
  const preference = {
    preferred_location: values.preferredLocations,
    current_work_location: values.currentLocation.trim(),
    open_to_work: WORK_TYPES.filter((type) => values.workPreferences.includes(type)).join(', '),
    willing_to_relocate: flag(values.willingToRelocate),
    willing_for_night_shift: flag(values.willingForNightShift),
  };
  return {
    preference: JSON.stringify(preference),
    gender: values.gender as Gender,
    date_of_birth: displayToIsoDate(values.dateOfBirth) ?? '',
    linkedin_url: values.linkedinUrl.trim(),
    terms_accepted: flag(values.termsAccepted),
    messaging_consent: flag(values.messagingConsent),
    ...(files.photo ? { profile_picture: files.photo } : {}),
    ...(files.resume ? { resume: files.resume } : {}),
  };
}
