import { anitaWorkspaceMe, signInAsRecruiter } from '@app/test-kits/recruiter-test-kit';
import { jsonResponse, renderApp } from '@app/test-kits/test-utils';
import {
  type CompanyStanding,
  STANDING_BANNER,
  SUSPENDED_CANNOT_PUBLISH,
  UNVERIFIED_CANNOT_PUBLISH,
} from '@contract/company-trust';
import type { RecruiterJob } from '@contract/recruiter/jobs';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });

const draft: RecruiterJob = {
  id: 41,
  status: 'draft',
  job_title: 'AR Caller',
  role_name: 'Coding',
  experience_level: 'Experienced',
  location: 'Chennai',
  type_name: 'Full Time',
  process: 'voice',
  min_ctc: 300000,
  max_ctc: 450000,
  description: 'Call payers.',
  key_responsibilities: '',
  requirements: '',
  specialisations: [],
  certifications_required: [],
  good_to_have: '',
  benefits_offered: '',
  questions: [],
  pass_mark: null,
  submitted_assessments: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  version: 1,
};

let fetchMock: ReturnType<typeof vi.fn>;
const ok = (result: unknown) => jsonResponse(200, { success: true, message: 'OK', result });

function signedInAs(standing: CompanyStanding) {
  signInAsRecruiter();
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    if (path === '/recruiters/me')
      return ok({ ...anitaWorkspaceMe, company: { id: 1, name: 'Medicode', standing } });
    if (path === '/auth/city_state') return ok([{ id: 1, name: 'Chennai', state_name: 'Tamil Nadu' }]);
    if (path === '/recruiters/job_roles') return ok({ roles: ['Coding'] });
    if (path === '/recruiters/jobs/41' && method === 'PUT') return ok({ job: { ...draft, version: 2 } });
    if (path === '/recruiters/jobs/41') return ok({ job: draft });
    if (path === '/recruiters/jobs/41/publish') return ok({ job: { ...draft, status: 'open', version: 3 } });
    return jsonResponse(404, { success: false, message: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
}

const calls = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === `/api${path}`);

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the workspace of a company not verified or suspended (issue 37)', () => {
  it.each([
    ['unverified', UNVERIFIED_CANNOT_PUBLISH],
    ['suspended', SUSPENDED_CANNOT_PUBLISH],
  ] as const)(
    '%s: the banner says so, Publish explains, saves the draft and does not publish',
    async (standing, why) => {
      signedInAs(standing);
      renderApp('/recruiter/jobs/41/edit');
      expect(await screen.findByText(STANDING_BANNER[standing].title)).toBeTruthy();
      expect(screen.getByText(STANDING_BANNER[standing].text)).toBeTruthy();
      const publish = await screen.findByRole('button', { name: 'Publish' });
      await waitFor(() => expect(publish.getAttribute('aria-describedby')).toBe('job-publish-blocked'));
      expect(document.getElementById('job-publish-blocked')?.textContent).toBe(why);
      fireEvent.click(publish);
      await waitFor(() =>
        expect(calls('/recruiters/jobs/41').some(([, init]) => init?.method === 'PUT')).toBe(true),
      );
      await waitFor(() => expect(screen.getAllByText(why).length).toBeGreaterThan(1));
      expect(calls('/recruiters/jobs/41/publish')).toHaveLength(0);
    },
  );

  it('verified: no banner, Publish publishes', async () => {
    signedInAs('verified');
    const { router } = renderApp('/recruiter/jobs/41/edit');
    const publish = await screen.findByRole('button', { name: 'Publish' });
    expect(screen.queryByText(STANDING_BANNER.unverified.title)).toBeNull();
    expect(publish.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(publish);
    await waitFor(() => expect(calls('/recruiters/jobs/41/publish')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter'));
  });
});
