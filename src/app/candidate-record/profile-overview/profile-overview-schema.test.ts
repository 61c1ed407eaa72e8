import { fieldErrors } from '@app/test-kits/schema-test-utils';
import {
  CURRENT_LOCATION_REQUIRED,
  DATE_INPUT_NOT_VALID,
  DATE_OF_BIRTH_REQUIRED,
  GENDER_REQUIRED,
  INVALID_LINKEDIN_URL,
  PREFERRED_LOCATION_REQUIRED,
  profileOverviewPayloadSchema,
  TERMS_REQUIRED,
  WORK_PREFERENCE_REQUIRED,
} from '@contract/candidate-record/profile-overview';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  emptyProfileOverview,
  type ProfileOverviewValues,
  profileOverviewPayload,
  profileOverviewSchema,
} from './profile-overview-schema';

const now = new Date(2031, 5, 15, 9, 0);
const schema = profileOverviewSchema(now);

const valid: ProfileOverviewValues = {
  gender: 'Female',
  dateOfBirth: '07/03/1998',
  linkedinUrl: 'https://in.linkedin.com/in/priya-sharma',
  preferredLocations: ['Chennai', 'Pune'],
  currentLocation: 'Chennai',
  workPreferences: ['Remote', 'Work from Office'],
  willingToRelocate: true,
  willingForNightShift: false,
  termsAccepted: true,
  messagingConsent: false,
};

const errorsOf = (change: Partial<ProfileOverviewValues>) => fieldErrors(schema, { ...valid, ...change });

describe('profile overview rules (signed-in-area.md §5)', () => {
  it('takes a complete form', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('an empty form: every required field with its message, nothing for the optional ones', () => {
    expect(fieldErrors(schema, emptyProfileOverview())).toEqual({
      gender: GENDER_REQUIRED,
      dateOfBirth: DATE_OF_BIRTH_REQUIRED,
      preferredLocations: PREFERRED_LOCATION_REQUIRED,
      currentLocation: CURRENT_LOCATION_REQUIRED,
      workPreferences: WORK_PREFERENCE_REQUIRED,
      termsAccepted: TERMS_REQUIRED,
    });
  });

  it('gender: one of Female, Male, Non-binary', () => {
    expect(errorsOf({ gender: '' })).toEqual({ gender: 'Gender is required.' });
    expect(errorsOf({ gender: 'Other' as never })).toEqual({ gender: GENDER_REQUIRED });
    for (const gender of ['Female', 'Male', 'Non-binary'] as const) expect(errorsOf({ gender })).toEqual({});
  });

  it('date of birth: required', () => {
    expect(errorsOf({ dateOfBirth: '  ' })).toEqual({ dateOfBirth: 'Date of birth is required.' });
  });

  it('date of birth: a real DD/MM/YYYY day, not after today, within the 100 listed years', () => {
    for (const dateOfBirth of ['1998-03-07', '31/02/1998', '16/06/2031', '31/12/1931', '7/3/98']) {
      expect(errorsOf({ dateOfBirth })).toEqual({ dateOfBirth: 'Date input not valid.' });
    }
    expect(errorsOf({ dateOfBirth: '15/06/2013' })).toEqual({});
    expect(DATE_INPUT_NOT_VALID).toBe('Date input not valid.');
  });

  it('date of birth: at least 18 years ago (V10)', () => {
    for (const dateOfBirth of ['16/06/2013', '15/06/2031', '01/01/2020']) {
      expect(errorsOf({ dateOfBirth })).toEqual({ dateOfBirth: 'You must be at least 18 years old.' });
    }
  });

  it('LinkedIn URL: optional; if given a linkedin.com address, http(s) and subdomain optional', () => {
    for (const linkedinUrl of [
      '',
      'linkedin.com/in/priya',
      'www.linkedin.com/in/priya',
      'http://linkedin.com/in/priya',
      'https://www.linkedin.com/in/priya-sharma-123/',
    ]) {
      expect(errorsOf({ linkedinUrl })).toEqual({});
    }
    for (const linkedinUrl of [
      'priya',
      'https://example.com/in/priya',
      'ftp://linkedin.com/in/priya',
      'https://linkedin.com.evil.io/in/priya',
      `https://linkedin.com/in/${'a'.repeat(250)}`,
    ]) {
      expect(errorsOf({ linkedinUrl })).toEqual({ linkedinUrl: 'Please enter a valid LinkedIn URL.' });
    }
    expect(INVALID_LINKEDIN_URL).toBe('Please enter a valid LinkedIn URL.');
  });

  it('preferred job locations: at least one', () => {
    expect(errorsOf({ preferredLocations: [] })).toEqual({
      preferredLocations: 'At least one preferred job location is required.',
    });
  });

  it('current work location: required', () => {
    expect(errorsOf({ currentLocation: '' })).toEqual({
      currentLocation: 'Current work location is required.',
    });
  });

  it('work preference: at least one of Work from Office, Hybrid, Remote', () => {
    expect(errorsOf({ workPreferences: [] })).toEqual({
      workPreferences: 'At least one work preference is required.',
    });
    expect(errorsOf({ workPreferences: ['Hybrid'] })).toEqual({});
  });

  it('Terms & Conditions: must be agreed; the messaging-app agreement is optional', () => {
    expect(errorsOf({ termsAccepted: false })).toEqual({
      termsAccepted: 'You must agree to the Terms & Conditions.',
    });
    expect(errorsOf({ messagingConsent: true })).toEqual({});
  });

  it('the rules follow the clock they are given', () => {
    const later = profileOverviewSchema(new Date(2031, 5, 16));
    expect(fieldErrors(later, { ...valid, dateOfBirth: '16/06/2013' })).toEqual({});
  });
});

describe('profile overview payload (signed-in-area.md §7)', () => {
  it('sends the preference as JSON text, the date as YYYY-MM-DD and the flags as 0/1', () => {
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    const payload = profileOverviewPayload(valid, { photo, resume: null });
    expect(JSON.parse(payload.preference)).toEqual({
      preferred_location: ['Chennai', 'Pune'],
      current_work_location: 'Chennai',
      open_to_work: 'Work from Office, Remote',
      willing_to_relocate: 1,
      willing_for_night_shift: 0,
    });
    expect(payload).toMatchObject({
      gender: 'Female',
      date_of_birth: '1998-03-07',
      linkedin_url: 'https://in.linkedin.com/in/priya-sharma',
      terms_accepted: 1,
      messaging_consent: 0,
      profile_picture: photo,
    });
    expect('resume' in payload).toBe(false);
    // what the server checks it against
    const { profile_picture: _photo, ...parts } = payload;
    expect(v.safeParse(profileOverviewPayloadSchema, parts).success).toBe(true);
  });
});
