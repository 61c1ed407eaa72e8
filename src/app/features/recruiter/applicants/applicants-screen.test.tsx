import { isPersistedQueryKey } from '@app/api/query-keys';
import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import type { ApplicantRow } from '@contract/recruiter/applicants';
import { notifications } from '@mantine/notifications';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobApplicantsQueryOptions } from '../api/get-job-applicants';
import { applicantsQuery } from './applicants-search';

const row = (id: number, fields: Partial<ApplicantRow> = {}): ApplicantRow => ({
  application_id: id,
  name: `Candidate ${id}`,
  experience_level: 'experienced',
  total_experience: 26,
  certification: 'CPC',
  current_ctc: '3,00,000-4,00,000',
  notice_period: 'Immediate',
  applied_at: new Date(2026, 10, 20, 10).toISOString(),
  status: 'new',
  assessment: 'submitted',
  score: null,
  ...fields,
});

const job = {
  id: 5,
  job_title: 'AR Caller',
  role_name: 'AR Calling',
  experience_level: 'Experienced',
  location: 'Chennai',
  type_name: 'Full Time',
  process: 'voice',
  min_ctc: null,
  max_ctc: null,
  description: 'Calls',
  key_responsibilities: '',
  requirements: '',
  specialisations: [],
  certifications_required: [],
  good_to_have: '',
  benefits_offered: '',
  questions: [],
  pass_mark: null,
  submitted_assessments: 0,
  status: 'open',
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  version: 1,
};

let fetchMock: FetchMock;
let applicants: () => Response;

beforeEach(() => {
  localStorage.setItem('token', 'recruiter-token');
  localStorage.setItem('role', 'recruiter');
  applicants = () =>
    jsonResponse(200, {
      success: true,
      message: 'ok',
      result: {
        applicants: [row(11), row(12, { name: 'Asha Rao', status: 'shortlisted', assessment: 'to_do' })],
        total: 2,
        counts: { new: 1, shortlisted: 1, interview: 0, offered: 0, joined: 0, rejected: 0, withdrawn: 0 },
      },
    });
  fetchMock = vi.fn(async (url: string) => {
    if (/\/recruiters\/jobs\/5\/applicants/.test(url)) return applicants();
    if (/\/recruiters\/jobs\/5$/.test(url))
      return jsonResponse(200, { success: true, message: 'ok', result: { job } });
    if (url.endsWith('/recruiters/applications/status'))
      return jsonResponse(200, { success: true, message: 'ok', result: { updated: 2, withdrawn: 0 } });
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

const listCalls = () => fetchMock.mock.calls.filter(([url]) => url.includes('/applicants'));

describe('applicants screen', () => {
  it("lists the job's applicants with their facts, counts and the URL's filters sent to the call", async () => {
    renderApp('/recruiter/jobs/5/applicants?status=new&notice=up_to_30&page=1');
    const card = await screen.findByRole('article', { name: 'Candidate 11' });
    expect(screen.getByRole('heading', { level: 1, name: 'Applicants' })).toBeTruthy();
    expect(await screen.findByText('AR Caller')).toBeTruthy();
    expect(
      screen.getByText(
        'Awaiting: 1 · Shortlisted: 1 · Interview: 0 · Offered: 0 · Joined: 0 · Rejected: 0 · Withdrawn: 0',
      ),
    ).toBeTruthy();
    const inCard = within(card);
    expect(inCard.getByRole('link', { name: 'Candidate 11' }).getAttribute('href')).toBe(
      '/recruiter/applications/11',
    );
    expect(inCard.getByText('Experienced, 2 years 2 months')).toBeTruthy();
    expect(inCard.getByText('Assessment: Submitted')).toBeTruthy();
    expect(inCard.getByText(/Certification: CPC · Current CTC: ₹3,00,000-4,00,000/)).toBeTruthy();
    expect(inCard.getByText(/Notice: Immediate · Applied 20 Nov 2026/)).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Asha Rao' })).getByText('Shortlisted')).toBeTruthy();
    const url = new URL(listCalls()[0][0], 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: 'new',
      certification: '',
      experience_level: '',
      notice: 'up_to_30',
      result: '',
      sort: 'newest',
      page: '1',
    });
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('new');
  });

  it('shows the score, sorts by it and filters the passed (issue 36 §5)', async () => {
    applicants = () =>
      jsonResponse(200, {
        success: true,
        message: 'ok',
        result: {
          applicants: [row(11, { score: { points: 3, max: 4, passed: true } })],
          total: 1,
          counts: { new: 1, shortlisted: 0, interview: 0, offered: 0, joined: 0, rejected: 0, withdrawn: 0 },
        },
      });
    const { router } = renderApp('/recruiter/jobs/5/applicants');
    const card = await screen.findByRole('article', { name: 'Candidate 11' });
    expect(within(card).getByText('Score: 3/4 (75%), Passed')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'score' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'score' }));
    fireEvent.change(screen.getByLabelText('Assessment result'), { target: { value: 'passed' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'score', result: 'passed' }));
    await waitFor(() => {
      const url = new URL(listCalls().at(-1)?.[0] ?? '', 'http://localhost');
      expect(url.searchParams.get('sort')).toBe('score');
      expect(url.searchParams.get('result')).toBe('passed');
    });
  });

  it('a filter goes to the URL and back to the first page', async () => {
    const { router } = renderApp('/recruiter/jobs/5/applicants?page=2');
    await screen.findByRole('article', { name: 'Candidate 11' });
    fireEvent.change(screen.getByLabelText('Certification'), { target: { value: 'certified' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ certification: 'certified' }));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'experience' } });
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ certification: 'certified', sort: 'experience' }),
    );
  });

  it('a polite live region, in the page before the list, says how many applicants the filters found (issue 35 N6)', async () => {
    renderApp('/recruiter/jobs/5/applicants');
    const region = await screen.findByTestId('applicants-found');
    expect(region.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(region.textContent).toBe('2 applicants.'));
    applicants = () =>
      jsonResponse(200, {
        success: true,
        message: 'ok',
        result: {
          applicants: [row(11)],
          total: 1,
          counts: { new: 1, shortlisted: 1, interview: 0, offered: 0, joined: 0, rejected: 0, withdrawn: 0 },
        },
      });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'new' } });
    await waitFor(() => expect(region.textContent).toBe('1 applicant matches these filters.'));
    expect(screen.getByTestId('applicants-found')).toBe(region);
  });

  it('selects all on the page and shortlists them at once after a confirmation, saying how many', async () => {
    renderApp('/recruiter/jobs/5/applicants');
    await screen.findByRole('article', { name: 'Candidate 11' });
    const shortlist = screen.getByRole('button', { name: 'Shortlist' }) as HTMLButtonElement;
    expect(shortlist.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Select all on this page'));
    expect((screen.getByLabelText('Select Candidate 11') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select Asha Rao'));
    expect(screen.getByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select Asha Rao'));
    fireEvent.click(shortlist);
    const dialog = await screen.findByRole('dialog', { name: 'Shortlist 2 applicants?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Shortlist' }));
    const outcome = await screen.findByText('Shortlisted 2 applicants.', { selector: 'p' });
    // the bar's buttons are disabled once the selection clears: the outcome takes the focus (issue 35 N1)
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    const bulk = fetchMock.mock.calls.find(([url]) => url.endsWith('/recruiters/applications/status'));
    expect(JSON.parse(String(bulk?.[1]?.body))).toEqual({
      application_ids: [11, 12],
      status: 'shortlisted',
      reason: '',
    });
    await waitFor(() =>
      expect(screen.getByText('Select applicants to shortlist or reject them together.')).toBeTruthy(),
    );
  });

  it('a refused bulk change says why and keeps the selection', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url.endsWith('/recruiters/applications/status'))
        return jsonResponse(404, {
          success: false,
          message: 'Applicant not found',
          code: 'applicant_not_found',
        });
      if (/\/applicants/.test(url)) return applicants();
      return jsonResponse(200, { success: true, message: 'ok', result: { job } });
    });
    renderApp('/recruiter/jobs/5/applicants');
    await screen.findByRole('article', { name: 'Candidate 11' });
    fireEvent.click(screen.getByLabelText('Select Candidate 11'));
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 1 applicant?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional, only your company sees it)'), {
      target: { value: 'Needs voice process' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Applicant not found', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('1 selected')).toBeTruthy();
  });

  it('issue 36: a phone starts with the list: the filters fold into Filters (n), a sheet with each stage and its count', async () => {
    // a 360 px phone: only the phone's query matches
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const { router } = renderApp('/recruiter/jobs/5/applicants?status=new&notice=up_to_30&sort=ctc');
    await screen.findByRole('article', { name: 'Candidate 11' });
    // no select stands before the first applicant; two filters are set (the order is not a filter)
    expect(screen.queryByLabelText('Status')).toBeNull();
    expect(screen.queryByLabelText('Sort by')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    const status = within(sheet).getByLabelText('Status') as HTMLSelectElement;
    expect(status.value).toBe('new');
    expect([...status.options].map((option) => option.textContent)).toEqual([
      'All',
      'Awaiting (1)',
      'Shortlisted (1)',
      'Interview (0)',
      'Offered (0)',
      'Joined (0)',
      'Rejected (0)',
      'Withdrawn (0)',
    ]);
    fireEvent.change(status, { target: { value: 'withdrawn' } });
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ status: 'withdrawn', notice: 'up_to_30', sort: 'ctc' }),
    );
    fireEvent.change(within(sheet).getByLabelText('Notice'), { target: { value: '' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
  });

  it('issue 36: the bulk bar moves the selected to any stage and says who had withdrawn', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (/\/recruiters\/jobs\/5\/applicants/.test(url)) return applicants();
      if (/\/recruiters\/jobs\/5$/.test(url))
        return jsonResponse(200, { success: true, message: 'ok', result: { job } });
      if (url.endsWith('/recruiters/applications/status'))
        return jsonResponse(200, { success: true, message: 'ok', result: { updated: 1, withdrawn: 1 } });
      return jsonResponse(404, { success: false, message: 'Not found', code: 'not_found' });
    });
    renderApp('/recruiter/jobs/5/applicants');
    await screen.findByRole('article', { name: 'Candidate 11' });
    fireEvent.click(screen.getByLabelText('Select all on this page'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Move to stage' }), {
      target: { value: 'interview' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 applicants to Interview?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(
      await screen.findByText('Moved 1 applicant to Interview. 1 had withdrawn.', { selector: 'p' }),
    ).toBeTruthy();
    const bulk = fetchMock.mock.calls.find(([url]) => url.endsWith('/recruiters/applications/status'));
    expect(JSON.parse(String(bulk?.[1]?.body))).toMatchObject({
      application_ids: [11, 12],
      status: 'interview',
    });
  });

  it('a laptop gets a table with a header row and a checkbox per applicant', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderApp('/recruiter/jobs/5/applicants');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      '',
      'Name',
      'Experience',
      'Certification',
      'Current CTC',
      'Notice',
      'Applied',
      'Status',
      'Assessment',
      'Score',
    ]);
    expect(within(table).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'Asha Rao' }).getAttribute('href')).toBe(
      '/recruiter/applications/12',
    );
  });

  it('empty: says no one applied, or that none match the filters', async () => {
    applicants = () =>
      jsonResponse(200, {
        success: true,
        message: 'ok',
        result: {
          applicants: [],
          total: 0,
          counts: { new: 0, shortlisted: 0, interview: 0, offered: 0, joined: 0, rejected: 0, withdrawn: 0 },
        },
      });
    renderApp('/recruiter/jobs/5/applicants?status=rejected');
    expect(await screen.findByText('No applicants match these filters.')).toBeTruthy();
  });

  it("another company's job: a not-found state, no filters", async () => {
    applicants = () => jsonResponse(404, { success: false, message: 'Job not found', code: 'job_not_found' });
    fetchMock.mockImplementation(async () => applicants());
    renderApp('/recruiter/jobs/5/applicants');
    expect(await screen.findByText('This job was not found. It may belong to another company.')).toBeTruthy();
    expect(screen.queryByLabelText('Status')).toBeNull();
  });
  it("a job id that is not a positive whole number goes to the company's jobs", async () => {
    const { router } = renderApp('/recruiter/jobs/0/applicants');
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter'));
    expect(listCalls()).toEqual([]);
  });
  it('bad filters in the URL drop to no filter', async () => {
    renderApp('/recruiter/jobs/5/applicants?status=hired&sort=best');
    await screen.findByRole('article', { name: 'Candidate 11' });
    const url = new URL(listCalls()[0][0], 'http://localhost');
    expect(url.searchParams.get('status')).toBe('');
    expect(url.searchParams.get('sort')).toBe('newest');
  });

  describe('offline', () => {
    afterEach(() => {
      onlineManager.setOnline(true);
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    });
    function goOffline() {
      onlineManager.setOnline(false);
      Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
      window.dispatchEvent(new Event('offline'));
    }

    it('a list seen before opens from the saved copy and says how old it is', async () => {
      goOffline();
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const { queryKey } = jobApplicantsQueryOptions(5, applicantsQuery({}));
      queryClient.setQueryData(
        queryKey,
        {
          applicants: [row(11)],
          total: 1,
          counts: { new: 1, shortlisted: 0, interview: 0, offered: 0, joined: 0, rejected: 0, withdrawn: 0 },
        },
        { updatedAt: Date.now() - 5 * 60 * 1000 },
      );
      renderApp('/recruiter/jobs/5/applicants', { queryClient });
      expect(await screen.findByRole('article', { name: 'Candidate 11' })).toBeTruthy();
      expect(
        await screen.findByText(
          'You are offline: showing these applicants saved on this phone 5 minutes ago.',
        ),
      ).toBeTruthy();
      expect(listCalls()).toHaveLength(0);
      // the saved copy is kept on the device (the persisted roots)
      expect(isPersistedQueryKey(queryKey)).toBe(true);
    });

    it('a list never opened here says it waits for the network', async () => {
      goOffline();
      renderApp('/recruiter/jobs/5/applicants');
      expect(
        await screen.findByText(
          'You are offline and this list of applicants is not saved on this device yet. It opens when you are back online.',
        ),
      ).toBeTruthy();
    });
  });
});
