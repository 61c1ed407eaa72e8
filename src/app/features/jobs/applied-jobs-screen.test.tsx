import { noteServerAnswered } from '@app/api/reachability';
import { jsonResponse } from '@app/test-kits/fetch-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import type { AppliedJobCard } from '@contract/jobs';
import { notifications } from '@mantine/notifications';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const DAY_MS = 24 * 60 * 60 * 1000;

const applied = (id: number, fields: Partial<AppliedJobCard>): AppliedJobCard => ({
  id,
  company_name: `Company ${id}`,
  company_logo: null,
  job_title: `Job ${id}`,
  role_name: 'Medical Coding',
  type_name: 'Full Time',
  location: 'Chennai',
  experience_level: 'Experienced',
  min_ctc: 300000,
  max_ctc: 450000,
  job_description: 'Short description.',
  created_at: null,
  specialisations: null,
  saved_status: false,
  applied_status: true,
  assessment_status: false,
  assessment_submit: false,
  status: null,
  application_status: 'new',
  ...fields,
});

let jobs: AppliedJobCard[];

beforeEach(() => {
  localStorage.setItem('isCandidateLogin', 'true');
  localStorage.setItem('token', 'token-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('/candidates/applied_jobs'))
        return jsonResponse(200, {
          success: true,
          message: 'ok',
          result: { jobs, total: jobs.length, page: 1, per_page: 6 },
        });
      return jsonResponse(404, { success: false, message: 'Not found', code: 'not_found' });
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  noteServerAnswered();
});

describe('Applied Jobs cards (issue 35 C12)', () => {
  it('say the job’s age as “Posted 1 day ago”, beside “Applied on ...”, never a bare age', async () => {
    const now = Date.now();
    jobs = [
      applied(1, {
        job_title: 'Medical Coder',
        created_at: new Date(now - DAY_MS).toISOString(),
        applied_at: new Date(now).toISOString(),
      }),
      applied(2, { job_title: 'AR Caller', created_at: null }),
    ];
    renderApp('/applied-jobs');
    const coder = (await screen.findByRole('heading', { name: 'Medical Coder' }, { timeout: 5_000 })).closest(
      'article',
    );
    if (!coder) throw new Error('no card');
    expect(within(coder).getByText('Posted 1 day ago')).toBeTruthy();
    expect(within(coder).getByText(/^Applied on /)).toBeTruthy();
    expect(within(coder).queryByText('1 day ago')).toBeNull();
    const caller = screen.getByRole('heading', { name: 'AR Caller' }).closest('article');
    if (!caller) throw new Error('no card');
    expect(within(caller).getByText('Posted recently')).toBeTruthy();
  });
});
