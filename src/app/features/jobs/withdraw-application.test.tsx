import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import type { JobDetail } from '@contract/jobs';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const day = (date: number) => new Date(2026, 10, date, 10).toISOString();
const job = (fields: Partial<JobDetail> = {}): JobDetail => ({
  id: 42,
  company_name: 'Acme RCM',
  company_logo: '/api/company-logos/1.svg',
  job_title: 'Senior AR Caller',
  role_name: 'AR Calling',
  type_name: 'Full Time',
  location: 'Chennai',
  experience_level: 'Experienced',
  min_ctc: 300000,
  max_ctc: 450000,
  job_description: 'Calls.',
  created_at: day(10),
  specialisations: null,
  saved_status: false,
  applied_status: true,
  assessment_status: false,
  assessment_submit: false,
  status: null,
  application_status: 'interview',
  timeline: [
    { event: 'applied', at: day(20) },
    { event: 'interview', at: day(22) },
  ],
  Key_responsibilities: '',
  requirements: '',
  certifications_required: '',
  good_to_have: '',
  benefits_offered: '',
  applied: true,
  assessment_details: [],
  assessment_updated_at: null,
  ...fields,
});

let fetchMock: FetchMock;
let withdrawAnswer: () => Promise<Response>;

beforeEach(() => {
  localStorage.setItem('isCandidateLogin', 'true');
  localStorage.setItem('token', 'token-1');
  withdrawAnswer = async () =>
    jsonResponse(200, {
      success: true,
      message: 'Application withdrawn',
      result: {
        job_id: 42,
        status: 'withdrawn',
        timeline: [
          { event: 'applied', at: day(20) },
          { event: 'interview', at: day(22) },
          { event: 'withdrawn', at: day(23) },
        ],
      },
    });
  fetchMock = vi.fn(async (url: string) => {
    if (url.includes('/candidates/job?'))
      return jsonResponse(200, { success: true, message: 'ok', result: { job: job() } });
    if (url.includes('/candidates/similar_jobs?'))
      return jsonResponse(200, { success: true, message: 'ok', result: [], total: 0, page: 1, per_page: 6 });
    if (url.endsWith('/candidates/withdraw_application')) return withdrawAnswer();
    return jsonResponse(404, { success: false, message: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const withdrawCalls = () =>
  fetchMock.mock.calls.filter(([url]) => url.endsWith('/candidates/withdraw_application'));

describe('withdrawing an application (issue 36)', () => {
  it('the job detail shows the stage (Interview), and Withdraw asks first, then shows Withdrawn with its step', async () => {
    renderApp('/jobpostings/42');
    const section = within(await screen.findByRole('region', { name: 'Your application' }));
    expect(section.getByText('Interview', { selector: '.mantine-Badge-label' })).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: 'Withdraw application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    // Cancel sends nothing
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(withdrawCalls()).toHaveLength(0);
    fireEvent.click(section.getByRole('button', { name: 'Withdraw application' }));
    const again = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(section.getByText('Withdrawn', { selector: '.mantine-Badge-label' })).toBeTruthy(),
    );
    expect(JSON.parse(String(withdrawCalls()[0][1]?.body))).toEqual({ job_id: 42 });
    expect(section.getAllByText('Withdrawn').length).toBeGreaterThanOrEqual(2);
    expect(section.queryByRole('button', { name: 'Withdraw application' })).toBeNull();
  });

  it('offline it says it needs the network and the dialog stays open', async () => {
    withdrawAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    renderApp('/jobpostings/42');
    const section = within(await screen.findByRole('region', { name: 'Your application' }));
    fireEvent.click(section.getByRole('button', { name: 'Withdraw application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(
      await within(dialog).findByText(
        'You are offline. Withdrawing an application needs the network: try again when you are back online.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Withdraw your application?' })).toBeTruthy();
  });
});
