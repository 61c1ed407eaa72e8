import { API_PREFIX } from '@contract/endpoint';
import type { ProfileDetailsResult } from '@contract/profile';
import { createApp } from '@server/app';
import type { TestDatabase } from '@server/db/client';
import { employments, jobPreferences, users } from '@server/db/schema';
import { seedIfEmpty } from '@server/db/seed';
import { seedCatalogueIfEmpty } from '@server/db/seed-catalogue';
import { DEMO_CANDIDATES } from '@server/db/seed-data';
import type { AppDeps } from '@server/deps';
import { sqlBackends } from '@server/test-kits/test-backends';
import { testDeps } from '@server/test-kits/test-helpers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession } from '../sessions';
import { UNKNOWN_COMPANY, UNKNOWN_EHR_SYSTEM } from './messages';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 180_000 });

const DETAILS = '/candidates/profile_details';

/**
 * The Edit Profile payload of what GET answered, nothing changed (the app's mapping: each part
 * as it was read, its files kept, no new upload).
 */
function unchanged(read: ProfileDetailsResult): Record<string, unknown> {
  const { user_details: user, profile, experience, job_preference: preference } = read;
  if (!profile || !experience) throw new Error('the candidate has not finished onboarding');
  return {
    user_details: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone_no: user.phone_no,
      email: user.email,
    },
    profile: {
      gender: profile.gender,
      date_of_birth: profile.date_of_birth,
      linkedin_url: profile.linkedin_url,
      resume_changed: 0,
      preference: profile.preference,
    },
    experience: {
      experience_level: experience.experience_level,
      experience_years: experience.experience_years,
      experience_months: experience.experience_months,
      current_location: experience.current_location,
      role: experience.role,
      other_role: experience.other_role,
      certificate_type: experience.certificate_type,
    },
    job_preference: preference && {
      process: preference.process,
      preferences: preference.preferences,
      other_preference: preference.other_preference,
      certified: preference.certified,
      ehr_system: preference.ehr_system,
      other_ehr_system: preference.other_ehr_system,
      ehr_specializations: preference.ehr_specializations,
      ehr_other: preference.ehr_other,
      certificate_type: preference.certificate?.certificate_type ?? '',
      keep_certificate: 1,
    },
    employment: read.employment.map(({ employment_id: _id, ...entry }) => entry),
    education: read.education.map(({ files: _files, ...item }) => ({ ...item, keep_file: 1 })),
    fresher_certificate: read.fresher_certificate && {
      institute: read.fresher_certificate.institute,
      other_institute: read.fresher_certificate.other_institute,
      certificate_type: read.fresher_certificate.certificate_type,
      other_certificate_type: read.fresher_certificate.other_certificate_type,
      doc_changed: 0,
    },
  };
}

describe.each(sqlBackends())('the seeded candidates on $name', (backend) => {
  let database: TestDatabase;
  let deps: AppDeps;
  const call = async (method: 'GET' | 'POST', path: string, token: string, body?: FormData) => {
    const response = await createApp(deps, { serveSite: false }).request(`${API_PREFIX}${path}`, {
      method,
      body,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const read = async (token: string) => {
    const answer = await call('GET', DETAILS, token);
    expect(answer.status).toBe(200);
    return answer.body.result as ProfileDetailsResult;
  };
  const save = (token: string, payload: Record<string, unknown>) => {
    const form = new FormData();
    for (const [part, value] of Object.entries(payload)) {
      if (value !== null && value !== undefined) form.append(part, JSON.stringify(value));
    }
    return call('POST', DETAILS, token, form);
  };
  const sessionOf = async (email: string) => {
    const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { userId: user.id, token: await createSession(deps, user.id) };
  };

  beforeAll(async () => {
    database = await backend.open();
    deps = testDeps(database.db, { seedDemo: true });
    await seedIfEmpty(deps);
    await seedCatalogueIfEmpty(deps);
  });
  afterAll(async () => {
    await database?.close();
  });

  const finished = DEMO_CANDIDATES.filter((candidate) => candidate.onboardingCompleted);

  it('has at least one candidate who finished onboarding', () => {
    expect(finished.length).toBeGreaterThan(0);
  });

  it.each(finished.map((candidate) => [candidate.email]))('saves %s back unchanged (200)', async (email) => {
    const { token } = await sessionOf(email);
    const before = await read(token);
    const answer = await save(token, unchanged(before));
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ success: true });
    expect(answer.status).toBe(200);
    const after = await read(token);
    expect(after).toEqual({
      ...before,
      employment: after.employment,
      user_details: { ...before.user_details, employment_list: after.user_details.employment_list },
      education: after.education,
    });
    const ids = ({ employment_id: _e, ...rest }: { employment_id: number }) => rest;
    expect(after.employment.map(ids)).toEqual(before.employment.map(ids));
    const noIds = ({ education_id: _e, ...rest }: { education_id: number }) => rest;
    expect(after.education.map(noIds)).toEqual(before.education.map(noIds));
  });

  it('keeps a saved name no longer in its list, and refuses a new unknown one', async () => {
    const { userId, token } = await sessionOf(finished[0].email);
    await deps.db
      .update(jobPreferences)
      .set({ ehrSystem: 'Epic, Allscripts' })
      .where(eq(jobPreferences.userId, userId));
    await deps.db
      .update(employments)
      .set({ companyName: 'Sunrise Billing Services' })
      .where(and(eq(employments.userId, userId), eq(employments.position, 0)));

    // read: shown as saved, not dropped
    const before = await read(token);
    expect(before.job_preference?.ehr_system).toBe('Epic, Allscripts');
    expect(before.employment[0].company_name).toBe('Sunrise Billing Services');

    // saved back unchanged: kept
    const kept = await save(token, unchanged(before));
    expect(kept.body, JSON.stringify(kept.body)).toMatchObject({ success: true });
    const after = await read(token);
    expect(after.job_preference?.ehr_system).toBe('Epic, Allscripts');
    expect(after.employment[0].company_name).toBe('Sunrise Billing Services');

    // a name neither in the list nor saved before is refused
    const payload = unchanged(after);
    const preference = payload.job_preference as Record<string, unknown>;
    const newEhr = await save(token, {
      ...payload,
      job_preference: { ...preference, ehr_system: 'Epic, Allscripts, Medisoft' },
    });
    expect(newEhr).toEqual({
      status: 400,
      body: { success: false, message: UNKNOWN_EHR_SYSTEM, code: 'validation_failed' },
    });
    const jobs = payload.employment as Record<string, unknown>[];
    const newCompany = await save(token, {
      ...payload,
      employment: [{ ...jobs[0], company_name: 'Nowhere Ltd' }, ...jobs.slice(1)],
    });
    expect(newCompany.body).toEqual({ success: false, message: UNKNOWN_COMPANY, code: 'validation_failed' });

    // dropping the old name is a change like any other; it cannot come back afterwards
    const dropped = await save(token, {
      ...payload,
      job_preference: { ...preference, ehr_system: 'Epic' },
    });
    expect(dropped.status).toBe(200);
    const again = await save(token, {
      ...payload,
      job_preference: { ...preference, ehr_system: 'Epic, Allscripts' },
    });
    expect(again.body).toEqual({ success: false, message: UNKNOWN_EHR_SYSTEM, code: 'validation_failed' });
  });
});
