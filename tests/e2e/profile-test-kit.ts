import { pastEmployment } from '@contract/test-kits/employment-test-kit';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, test as base, expect, type NewCandidate, postJson } from './fixtures';

/**
 * Helpers of the profile journeys: a candidate of the test's own, signed up and onboarded through
 * the API (experienced, one company, voice, one education), so a journey that changes the
 * profile shares it with no other.
 */

interface Named {
  id: number;
  name: string;
}
export interface Lists {
  companies: Named[];
  ehrSystems: Named[];
  ehrSpecializations: Named[];
  educations: Named[];
  institutes: Named[];
  subCategories: (Named & { category_id: number })[];
}

async function multipart(
  request: APIRequestContext,
  path: string,
  token: string,
  fields: Record<string, string>,
) {
  const answer = await request.post(`/api${path}`, {
    multipart: fields,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
}

export const realName = (items: Named[], index = 0) =>
  items.filter((item) => item.name !== 'Other')[index].name;

/** Runs the onboarding steps through the API (experienced, one company, voice, one education), then logs in. */
export async function onboardThroughApi(request: APIRequestContext, candidate: NewCandidate) {
  const token = candidate.token;
  const listsAnswer = await request.get('/api/candidates/onboarding/lists', {
    headers: { authorization: `Bearer ${token}` },
  });
  const lists = ((await listsAnswer.json()) as { result: Lists }).result;
  const step = async (path: string, body: unknown) => {
    const saved = await postJson(request, path, body, token);
    expect(saved.status, `${path}: ${JSON.stringify(saved.body)}`).toBe(200);
  };
  await step('/candidates/onboarding/experience', {
    experience_level: 'experienced',
    experience_years: 3,
    experience_months: 2,
  });
  await step('/candidates/onboarding/employment', [
    pastEmployment({ company_name: realName(lists.companies, 0), from_months: 1, to_months: 6 }),
  ]);
  await multipart(request, '/candidates/onboarding/job_preference', token, {
    process: 'voice',
    preferences: realName(lists.subCategories.filter((item) => item.category_id === 1)),
    ehr_system: realName(lists.ehrSystems),
    ehr_specializations: realName(lists.ehrSpecializations),
  });
  await multipart(request, '/candidates/onboarding/education', token, {
    education_level_id: '1',
    education: realName(lists.educations, 0),
    institution: realName(lists.institutes, 0),
    field_of_study: 'Degree',
    end_year: '2019',
  });
  await multipart(request, '/candidates/onboarding/profile', token, {
    preference: JSON.stringify({
      preferred_location: ['Chennai'],
      current_work_location: 'Chennai',
      open_to_work: 'Remote',
      willing_to_relocate: 1,
      willing_for_night_shift: 0,
    }),
    gender: 'Female',
    date_of_birth: '1996-05-20',
    linkedin_url: '',
    terms_accepted: '1',
    messaging_consent: '0',
  });
  const session = await apiLogin(request, candidate);
  return { token: session.token, lists };
}

/** The tests' candidate: `newCandidate` onboarded through the API, signed in on this context. */
export const test = base.extend<{
  onboarded: Awaited<ReturnType<typeof onboardThroughApi>>;
  /** The test's page on /edit-profile, signed in as `onboarded`. */
  editProfilePage: Page;
}>({
  onboarded: async ({ request, newCandidate, setAppStorage }, use) => {
    const onboarded = await onboardThroughApi(request, newCandidate);
    await setAppStorage({ token: onboarded.token, isCandidateLogin: 'true' });
    await use(onboarded);
  },
  editProfilePage: async ({ page, onboarded: _signedIn, openApp }, use) => {
    await use(await openApp('/edit-profile', page));
  },
});

/** The Fresher + Others steps before the overview, saved through the API. */
export async function saveStepsBeforeOverview(request: APIRequestContext, candidate: { token: string }) {
  const token = candidate.token;
  const level = await postJson(
    request,
    '/candidates/onboarding/experience',
    {
      experience_level: 'freshers',
      experience_years: 0,
      experience_months: 0,
      current_location: 'India',
      certificate_type: 'others',
    },
    token,
  );
  expect(level.status, JSON.stringify(level.body)).toBe(200);
  const preference = await postJson(
    request,
    '/candidates/onboarding/job_preference',
    { process: 'voice' },
    token,
  );
  expect(preference.status, JSON.stringify(preference.body)).toBe(200);
  const lists = await request.get('/api/candidates/onboarding/lists', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { result } = (await lists.json()) as {
    result: { educations: { name: string }[]; institutes: { name: string }[] };
  };
  const education = await request.post('/api/candidates/onboarding/education', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      education_level_id: '1',
      field_of_study: 'Degree',
      education: result.educations[0].name,
      institution: result.institutes[0].name,
      end_year: '2019',
    },
  });
  expect(education.status(), await education.text()).toBe(200);
}
