import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import type { ReportedThing } from '@contract/operator/reports';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const JOB: ReportedThing = {
  kind: 'job',
  id: 42,
  title: 'Data Entry From Home',
  company_id: 7,
  company_name: 'Quick Jobs',
  hidden_at: '2026-11-29T10:00:00.000Z',
  open_count: 3,
  total_count: 3,
  last_reported_at: '2026-11-29T10:00:00.000Z',
  reports: [
    {
      id: 5,
      reason: 'asks_for_money',
      details: 'Rs 2000 for training',
      lost_money: true,
      reporter_id: 11,
      created_at: '2026-11-29T10:00:00.000Z',
      reviewed_at: null,
      outcome: null,
    },
  ],
};

let fetchMock: FetchMock;
let reviews: unknown[];
const ok = (result: unknown) => jsonResponse(200, { success: true, message: 'ok', result });

beforeEach(() => {
  reviews = [];
  localStorage.setItem('token', 'a-token');
  localStorage.setItem('role', 'recruiter');
  localStorage.setItem('userDetails', JSON.stringify({ user_id: 1, role_id: 1, email: 'ops@rcm.example' }));
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0];
    if (path.endsWith('/operator/reports'))
      return ok({
        things: reviews.length ? [{ ...JOB, open_count: 0, hidden_at: null }] : [JOB],
        flagged_messages: [
          {
            message_id: 3,
            company_id: 7,
            company_name: 'Quick Jobs',
            body: 'Pay Rs 2000 by UPI',
            fee_flags: ['upi', 'pay_amount'],
            sent_at: '2026-11-28T10:00:00.000Z',
          },
        ],
        flagged_companies: [
          { company_id: 7, company_name: 'Quick Jobs', flagged_messages: 1, suspended: false },
        ],
      });
    if (path.endsWith('/operator/reports/review')) {
      reviews.push(JSON.parse(String(init?.body)));
      return ok({ reviewed: 3, hidden_at: null, job_closed: false });
    }
    if (path.endsWith('/operator/companies')) return ok({ companies: [] });
    return jsonResponse(404, { success: false, message: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the operator’s reports (/operator/reports, issue 37 §2)', () => {
  it('lists a reported job with its reports, the flagged messages and companies; Dismiss reviews it', async () => {
    // a first visit goes through the workspace's mount to /operator; the header's Reports opens the queue
    renderApp('/operator');
    await screen.findByRole('heading', { level: 1, name: 'Companies' }, { timeout: 5000 });
    const nav = screen.getByRole('navigation', { name: 'Operator' });
    const reports = within(nav).getByRole('link', { name: 'Reports' });
    expect(reports.getAttribute('href')).toBe('/operator/reports');
    fireEvent.click(reports);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' }, { timeout: 5000 })).toBeTruthy();
    const job = await screen.findByRole('article', { name: 'Job 42' });
    expect(within(job).getByRole('heading', { level: 2, name: 'Data Entry From Home' })).toBeTruthy();
    expect(within(job).getByText('3 open of 3')).toBeTruthy();
    expect(within(job).getByText(/^Hidden since/)).toBeTruthy();
    expect(
      within(job)
        .getByText(/Asks for money/)
        .closest('p')?.textContent,
    ).toContain(', lost money: Rs 2000 for training');
    expect(screen.getByText(/Pay Rs 2000 by UPI/)).toBeTruthy();
    expect(screen.getByText(/Quick Jobs: 1 flagged message/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Suspend on Companies' }).getAttribute('href')).toBe('/operator');

    fireEvent.click(within(job).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(reviews).toEqual([{ kind: 'job', id: 42, outcome: 'dismissed' }]));
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Job 42' })).queryByRole('button', { name: 'Dismiss' }),
      ).toBeNull(),
    );
  });
});
