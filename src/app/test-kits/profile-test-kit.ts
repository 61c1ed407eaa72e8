import type { ProfileDetailsResult } from '@contract/profile';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { type FetchMock, jsonResponse } from './fetch-test-kit';
import { testLists } from './lists-test-kit';

/** A complete experienced candidate as GET /candidates/profile_details answers it. */
export function testProfile(fields: Partial<ProfileDetailsResult> = {}): ProfileDetailsResult {
  const employment = [
    {
      employment_id: 11,
      company_name: 'Acme RCM',
      other_company: '',
      role: 'AR Caller',
      from_years: 2020,
      from_months: 1,
      to_years: 2022,
      to_months: 6,
      min_ctc: '',
      max_ctc: '',
      available_type: 'inactive' as const,
      available_day: 0,
      working_status: 0 as const,
    },
  ];
  return {
    user_details: {
      user_id: 7,
      first_name: 'Priya',
      last_name: 'Sharma',
      phone_no: '9876543210',
      email: 'priya.sharma@example.com',
      employment_list: employment,
      profile_picture: null,
      active_since: '2026-01-01',
      activity_status: 'Highly Active',
    },
    profile: {
      profile_id: 3,
      gender: 'Female',
      date_of_birth: '1998-04-12',
      linkedin_url: '',
      profile_picture: null,
      resume_url: null,
      resume_file: null,
      preference: {
        preferred_location: ['Chennai'],
        current_work_location: 'Chennai',
        willing_to_relocate: 1,
        willing_for_night_shift: 0,
        open_to_work: 'Remote',
      },
    },
    experience: {
      experience_id: 5,
      experience_level: 'experienced',
      experience_years: 2,
      experience_months: 6,
      current_location: 'India',
      role: '',
      other_role: '',
      certificate_type: '',
    },
    fresher_certificate: null,
    job_preference: {
      job_preference_id: 9,
      user_id: 7,
      process: 'voice',
      preferences: 'AR Calling',
      other_preference: '',
      certified: null,
      ehr_system: 'Epic',
      other_ehr_system: '',
      ehr_specializations: 'Cardiology',
      ehr_other: '',
      certificate: null,
      certificate_files: [],
      current_work_location: null,
      willing_to_relocate: null,
      willing_for_night_shift: null,
      open_to_work: null,
    },
    employment,
    education: [
      {
        education_id: 21,
        education_level_id: 1,
        education: 'B.Com',
        other_education: '',
        institution: 'Anna University',
        other_institution: '',
        field_of_study: 'Degree',
        start_year: null,
        end_year: 2019,
        files: [],
      },
    ],
    ...fields,
  };
}

export interface ProfileApi {
  fetchMock: FetchMock;
  answers: {
    profile: () => Response | Promise<Response>;
    save: () => Response | Promise<Response>;
  };
}

/** Stubs fetch: profile_details GET / POST, the lists, the cities; anything else 404. */
export function stubProfileApi(profile: ProfileDetailsResult = testProfile()): ProfileApi {
  const answers = {
    profile: () => jsonResponse(200, { success: true, message: 'ok', result: profile }),
    save: () => jsonResponse(200, { success: true, message: 'Profile updated' }),
  };
  const fetchMock: FetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/candidates/profile_details')) {
      return init?.method === 'POST' ? answers.save() : answers.profile();
    }
    if (url.endsWith('/candidates/onboarding/lists'))
      return jsonResponse(200, { success: true, result: testLists });
    if (url.endsWith('/auth/city_state'))
      return jsonResponse(200, {
        success: true,
        message: 'ok',
        result: [{ id: 1, name: 'Chennai', state: 'Tamil Nadu' }],
      });
    if (url.endsWith('/candidates/dashboard')) return jsonResponse(500, { success: false, message: 'later' });
    return jsonResponse(404, { success: false, message: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answers };
}

/**
 * Each test of the file runs signed in, with the profile API stubbed (`stub.api`, which a test may
 * replace with another stub) and console errors silenced; everything is undone after it. The
 * screens are large: jsdom gets time on this shared machine.
 */
export function signedInWithProfileApi(): { api: ProfileApi } {
  vi.setConfig({ testTimeout: 60_000 });
  const stub = {} as { api: ProfileApi };
  beforeEach(() => {
    localStorage.setItem('isCandidateLogin', 'true');
    localStorage.setItem('token', 'token-1');
    stub.api = stubProfileApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    notifications.clean();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });
  return stub;
}
