import { noteServerAnswered } from '@app/api/reachability';
import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import type { JobCard } from '@contract/jobs';
import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const card = (id: number, title: string): JobCard => ({
  id,
  company_name: `Company ${id}`,
  company_logo: null,
  job_title: title,
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
  applied_status: false,
  assessment_status: false,
  assessment_submit: false,
  status: null,
  application_status: null,
});

/** How the fake server answers a search, by its words and page ('hang': never; 'fail': no network). */
type Answer = JobCard[] | 'hang' | 'fail';
let answers: Record<string, Answer>;
let fetchMock: FetchMock;

const searchCalls = () => fetchMock.mock.calls.filter(([url]) => url.includes('/candidates/job_search'));

beforeEach(() => {
  localStorage.setItem('isCandidateLogin', 'true');
  localStorage.setItem('token', 'token-1');
  answers = {};
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/candidates/job_search')) {
      const payload = JSON.parse(String(init?.body ?? '{}')) as { q?: string; page?: number };
      const answer = answers[`${payload.q ?? ''}:${payload.page ?? 1}`] ?? [];
      if (answer === 'fail') throw new TypeError('Failed to fetch');
      if (answer === 'hang') return new Promise<Response>(() => {});
      return jsonResponse(200, {
        success: true,
        message: 'ok',
        result: answer,
        total: answer.length === 0 ? 0 : 12,
        page: payload.page ?? 1,
        per_page: 6,
      });
    }
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
  noteServerAnswered();
});

describe('job search: what shows while a search is on its way', () => {
  it("a new search shows loading at once, never the previous words' cards and count", async () => {
    answers['coder:1'] = [card(1, 'Medical Coder')];
    answers['billing:1'] = 'hang';
    const { router } = renderApp('/jobpostings?q=coder');
    expect(await screen.findByRole('heading', { name: 'Medical Coder' })).toBeTruthy();
    expect(screen.getByText('12 jobs, page 1 of 2')).toBeTruthy();

    await act(() => router.navigate({ to: '/jobpostings', search: { q: 'billing' } }));
    expect(await screen.findByLabelText('Loading jobs')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Medical Coder' })).toBeNull();
    expect(screen.queryByText(/^12 jobs/)).toBeNull();
  });

  it("another page of the same words keeps the cards shown, marked as loading, until the page's own arrive", async () => {
    answers['coder:1'] = [card(1, 'Medical Coder')];
    answers['coder:2'] = 'hang';
    const { router } = renderApp('/jobpostings?q=coder');
    expect(await screen.findByRole('heading', { name: 'Medical Coder' })).toBeTruthy();

    await act(() => router.navigate({ to: '/jobpostings', search: { q: 'coder', page: 2 } }));
    const list = await screen.findByLabelText('Loading jobs');
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Medical Coder' })).toBeTruthy();
  });

  it('a new search the network does not answer says so, and Try again asks again', async () => {
    answers['billing:1'] = 'fail';
    renderApp('/jobpostings?q=billing');
    expect(
      await screen.findByText(
        'The network is not answering, so the jobs for this search could not be loaded.',
      ),
    ).toBeTruthy();
    const before = searchCalls().length;
    answers['billing:1'] = [card(2, 'Billing Executive')];
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Billing Executive' })).toBeTruthy();
    expect(searchCalls().length).toBe(before + 1);
    await waitFor(() => expect(screen.queryByText(/^The network is not answering/)).toBeNull());
  });
});

describe('job search: headings (issue 35)', () => {
  it('the h1 names the search, and each card is an h2 under it (no level skipped)', async () => {
    answers['hcc:1'] = [card(1, 'Medical Coder')];
    const { router } = renderApp('/jobpostings?q=hcc&location=Chennai');
    const title = await screen.findByRole('heading', { name: 'Medical Coder' });
    expect(title.tagName).toBe('H2');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jobs for "hcc" in Chennai');
    await waitFor(() => expect(document.title).toBe('Jobs for "hcc" in Chennai | RCM Careers'));

    answers[':1'] = [card(2, 'AR Caller')];
    await act(() => router.navigate({ to: '/jobpostings', search: { job_role: 'coder', skill: 'CPT' } }));
    await screen.findByRole('heading', { name: 'AR Caller' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jobs for coder, CPT');
    await act(() => router.navigate({ to: '/jobpostings', search: { location: 'Pune' } }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jobs in Pune'));
    await act(() => router.navigate({ to: '/jobpostings', search: {} }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recommended for You'),
    );
  });
});
