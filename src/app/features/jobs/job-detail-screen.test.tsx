import { jobQueryKey } from '@app/api/get-job';
import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import type { JobCard, JobDetail } from '@contract/jobs';
import { NEVER_CHARGE_TITLE } from '@contract/safety-texts';
import { notifications } from '@mantine/notifications';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESUME_DIALOG_TITLE } from './apply-flow';
import { JOB_NOT_ON_PHONE, OPEN_APPLY_MODAL_EVENT } from './job-detail-screen';
import {
  APPLICATION_SUBMITTED,
  JOB_FETCH_ERROR,
  JOB_FETCH_FAILED,
  LOADING_JOB_DETAILS,
  NO_DESCRIPTION_AVAILABLE,
  NO_DESCRIPTION_PROVIDED,
  NO_JOB_DATA,
  NO_SIMILAR_JOBS,
} from './job-texts';

const card = (id: number, fields: Partial<JobCard> = {}): JobCard => ({
  id,
  company_name: `Company ${id}`,
  company_logo: `/api/company-logos/${id}.svg`,
  job_title: `Job ${id}`,
  role_name: 'AR Calling',
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
  ...fields,
});

const fullJob: JobDetail = {
  ...card(42, {
    job_title: 'Senior AR Caller',
    company_name: 'Acme RCM',
    type_name: 'Full Time',
    experience_level: 'Fresher',
    location: 'Hyderabad',
    min_ctc: 250000,
    max_ctc: 350000,
    job_description: 'Call insurance companies about unpaid claims.',
    specialisations: 'Cardiology, Radiology',
    created_at: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
  }),
  Key_responsibilities: '- Follow up on denied claims\n- Update the billing system',
  requirements: 'Good spoken English',
  certifications_required: 'CPC, CCS,',
  good_to_have: 'Any graduate',
  benefits_offered: 'Health insurance',
  applied: false,
  assessment_details: [],
  assessment_updated_at: null,
};

const longText = 'x'.repeat(120);

let fetchMock: FetchMock;
let jobAnswer: () => Response | Promise<Response>;
let searchAnswer: () => Response;

beforeEach(() => {
  localStorage.setItem('isCandidateLogin', 'true');
  localStorage.setItem('token', 'token-1');
  jobAnswer = () => jsonResponse(200, { success: true, message: 'ok', result: { job: fullJob } });
  searchAnswer = () =>
    jsonResponse(200, {
      success: true,
      message: 'ok',
      result: [
        card(42),
        card(7, { job_description: longText }),
        card(8, { job_description: null, saved_status: true }),
        card(9),
      ],
      total: 4,
      page: 1,
      per_page: 6,
    });
  fetchMock = vi.fn(async (url: string) => {
    if (url.includes('/candidates/job?')) return jobAnswer();
    // the similar jobs (the answer's extra page fields are ignored)
    if (url.includes('/candidates/similar_jobs?id=')) return searchAnswer();
    if (url.endsWith('/candidates/apply_job'))
      return jsonResponse(200, {
        success: true,
        message: 'Applied',
        result: { application_id: 3, assessment_required: false },
      });
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

const jobCalls = () => fetchMock.mock.calls.filter(([url]) => url.includes('/candidates/job?'));

describe('job detail screen', () => {
  it('a closed job (issue 23) is marked "No longer accepting applications" and its Apply is disabled', async () => {
    jobAnswer = () =>
      jsonResponse(200, {
        success: true,
        message: 'ok',
        result: { job: { ...fullJob, accepting_applications: false } },
      });
    renderApp('/jobpostings/42');
    const article = await screen.findByRole('article', { name: 'Senior AR Caller' });
    expect(within(article).getByText('No longer accepting applications')).toBeTruthy();
    expect((within(article).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(article).queryByRole('region', { name: 'Your application' })).toBeNull();
  });

  it('promises that candidates are never charged (issue 37 §2): Read more shows what to do and Report', async () => {
    renderApp('/jobpostings/42');
    await screen.findByRole('article', { name: 'Senior AR Caller' });
    expect(screen.getByText(`${NEVER_CHARGE_TITLE}.`)).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Read more or report this job' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    const promise = await screen.findByRole('region', { name: 'We never charge candidates' });
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(promise).getByText(/No fee is ever due to apply, to be interviewed or to join/),
    ).toBeTruthy();
    expect(within(promise).getByText(/Report the job, the message or the company in the app/)).toBeTruthy();
    expect(within(promise).getByRole('link', { name: 'Call 1930' }).getAttribute('href')).toBe('tel:1930');
    expect(within(promise).getByRole('link', { name: 'cybercrime.gov.in' }).getAttribute('href')).toBe(
      'https://cybercrime.gov.in',
    );
  });

  it('Report this job sends the reason through the write queue; lost money shows what to do, with the job to copy', async () => {
    const posts: { url: string; body: unknown; queued: string | null }[] = [];
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
      if (url.endsWith('/candidates/jobs/42/report')) {
        posts.push({
          url,
          body: JSON.parse(String(init.body)),
          queued: new Headers(init.headers).get('X-Queue'),
        });
        return jsonResponse(200, {
          success: true,
          message: 'ok',
          result: { reported: true, already_reported: false },
        });
      }
      return (answer as NonNullable<typeof answer>)(url, init);
    });
    renderApp('/jobpostings/42');
    await screen.findByRole('article', { name: 'Senior AR Caller' });
    fireEvent.click(screen.getByRole('button', { name: 'Read more or report this job' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Report this job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Asks for money' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I have lost money' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    const help = await within(dialog).findByRole('region', { name: 'You have lost money: act now' });
    expect(posts).toEqual([
      {
        url: '/api/candidates/jobs/42/report',
        body: { reason: 'asks_for_money', details: '', lost_money: true },
        queued: '1',
      },
    ]);
    expect(within(help).getByText(/Call 1930, the national cyber crime helpline/)).toBeTruthy();
    expect(within(help).getByRole('link', { name: 'cybercrime.gov.in' }).getAttribute('href')).toBe(
      'https://cybercrime.gov.in',
    );
    const copyText = (within(help).getByRole('textbox', { name: 'What to tell them' }) as HTMLTextAreaElement)
      .value;
    expect(copyText).toBe(`Senior AR Caller at Acme RCM on RCM Careers: ${window.location.origin}/jobs/42`);
    // the clipboard refused: the text is selected for the candidate to copy
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    fireEvent.click(within(help).getByRole('button', { name: 'Copy' }));
    expect(await within(help).findByText(/Copying is not allowed here/)).toBeTruthy();
    const written: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async (text: string) => void written.push(text) },
    });
    fireEvent.click(within(help).getByRole('button', { name: 'Copy' }));
    expect(await within(help).findByText('Copied')).toBeTruthy();
    expect(written).toEqual([copyText]);
  });

  it('a job with a walk-in drive (issue 36 §3) shows its dates, hours and venue; a job without shows none', async () => {
    jobAnswer = () =>
      jsonResponse(200, {
        success: true,
        message: 'ok',
        result: { job: { ...fullJob, walk_in: '9 Mar 2026 to 13 Mar 2026, 10:00 to 17:00, Tower B, Noida' } },
      });
    renderApp('/jobpostings/42');
    const article = await screen.findByRole('article', { name: 'Senior AR Caller' });
    expect(article.textContent).toContain(
      'Walk-in: 9 Mar 2026 to 13 Mar 2026, 10:00 to 17:00, Tower B, Noida',
    );
    cleanup();
    jobAnswer = () => jsonResponse(200, { success: true, message: 'ok', result: { job: fullJob } });
    renderApp('/jobpostings/42');
    expect((await screen.findByRole('article', { name: 'Senior AR Caller' })).textContent).not.toContain(
      'Walk-in',
    );
  });

  it("an applied job (issue 23) shows the application's status and its timeline, each step with its date", async () => {
    const day = (date: number) => new Date(2026, 10, date, 10).toISOString();
    jobAnswer = () =>
      jsonResponse(200, {
        success: true,
        message: 'ok',
        result: {
          job: {
            ...fullJob,
            applied: true,
            applied_status: true,
            application_status: 'shortlisted',
            timeline: [
              { event: 'applied', at: day(20) },
              { event: 'viewed', at: day(21) },
              { event: 'shortlisted', at: day(22) },
            ],
          },
        },
      });
    renderApp('/jobpostings/42');
    const section = within(await screen.findByRole('region', { name: 'Your application' }));
    expect(section.getByText('shortlisted')).toBeTruthy();
    const steps = section.getByRole('list', { name: 'Application timeline' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Applied 20 Nov 2026', 'Viewed by a recruiter 21 Nov 2026', 'Shortlisted 22 Nov 2026']);
  });

  it('loads the job: breadcrumb, header, the sections, the footer action', async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    jobAnswer = async () => {
      await held;
      return jsonResponse(200, { success: true, message: 'ok', result: { job: fullJob } });
    };
    renderApp('/jobpostings/42');
    expect(await screen.findByText(LOADING_JOB_DETAILS)).toBeTruthy();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior AR Caller' })).toBeTruthy();
    expect(jobCalls()[0][0]).toContain('/candidates/job?id=42');

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Job Search' }).getAttribute('href')).toBe('/jobpostings');
    expect(crumbs.getByText('Job details').getAttribute('aria-current')).toBe('page');

    const article = screen.getByRole('article', { name: 'Senior AR Caller' });
    const inJob = within(article);
    expect(inJob.getByText('Acme RCM')).toBeTruthy();
    expect(inJob.getByText('Full Time')).toBeTruthy();
    expect(inJob.getByText('Fresher')).toBeTruthy();
    expect(inJob.getByText('Hyderabad')).toBeTruthy();
    expect(inJob.getByText('2.5-3.5 LPA')).toBeTruthy();
    expect(inJob.getByText('Posted 3 days ago')).toBeTruthy();
    // (asked for once the screen has been painted: ui/job-view/company-logo.tsx)
    await waitFor(() =>
      expect(inJob.getByRole('img', { name: 'Acme RCM logo' }).getAttribute('src')).toContain(
        '/api/company-logos/42.svg',
      ),
    );

    const headings = inJob.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Job Description',
      'Responsibilities',
      'Required Skills',
      'Certifications',
      'Eligibility',
      'Benefits Offered',
    ]);
    expect(inJob.getByText('Call insurance companies about unpaid claims.')).toBeTruthy();
    const responsibilities = within(inJob.getByRole('region', { name: 'Responsibilities' }));
    expect(responsibilities.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Follow up on denied claims',
      'Update the billing system',
    ]);
    expect(
      within(inJob.getByRole('region', { name: 'Required Skills' })).getByText('Good spoken English'),
    ).toBeTruthy();
    const certifications = within(inJob.getByRole('region', { name: 'Certifications' }));
    expect(certifications.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['CPC', 'CCS']);
    expect(within(inJob.getByRole('region', { name: 'Eligibility' })).getByText('Any graduate')).toBeTruthy();
    expect(
      within(inJob.getByRole('region', { name: 'Benefits Offered' })).getByText('Health insurance'),
    ).toBeTruthy();

    expect(inJob.getByRole('button', { name: 'Apply' })).toBeTruthy();
    // V6: the bookmark is named with its job
    expect(inJob.getByRole('button', { name: 'Save Senior AR Caller' })).toBeTruthy();
  });

  it('empty sections are left out; the description falls back; Not Disclosed; Required Skills needs specialisations', async () => {
    jobAnswer = () =>
      jsonResponse(200, {
        success: true,
        message: 'ok',
        result: {
          job: {
            ...fullJob,
            job_description: '  ',
            Key_responsibilities: null,
            specialisations: '',
            requirements: 'Shown only with specialisations',
            certifications_required: null,
            good_to_have: '',
            benefits_offered: null,
            max_ctc: null,
            experience_level: 'Experienced',
            created_at: null,
            applied_status: true,
            applied: true,
          },
        },
      });
    renderApp('/jobpostings/42');
    const article = await screen.findByRole('article', { name: 'Senior AR Caller' });
    const inJob = within(article);
    expect(inJob.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Job Description',
    ]);
    expect(inJob.getByText(NO_DESCRIPTION_PROVIDED)).toBeTruthy();
    expect(inJob.queryByText('Shown only with specialisations')).toBeNull();
    expect(inJob.getByText('Not Disclosed')).toBeTruthy();
    expect(inJob.getByText('Posted Recently')).toBeTruthy();
    expect(inJob.queryByText('Fresher')).toBeNull();
    expect((inJob.getByRole('button', { name: 'Applied' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Similar Jobs: 2 others (not this one), description cut at 100 plus ..., fallback, View Details to the job', async () => {
    renderApp('/jobpostings/42');
    const similar = within(await screen.findByRole('region', { name: 'Similar Jobs' }));
    const cards = await similar.findAllByRole('article');
    expect(cards.map((item) => item.getAttribute('aria-labelledby'))).toEqual([
      'similar-7-title',
      'similar-8-title',
    ]);
    expect(similar.queryByText('Job 42')).toBeNull();
    expect(similar.queryByText('Job 9')).toBeNull();
    const first = within(cards[0]);
    expect(first.getByText('Company 7')).toBeTruthy();
    expect(first.getByText('AR Calling')).toBeTruthy();
    expect(first.getByText('Experienced')).toBeTruthy();
    expect(first.getByText('3.0-4.5 LPA')).toBeTruthy();
    expect(first.getByText(`${'x'.repeat(100)}...`)).toBeTruthy();
    expect(first.getByRole('link', { name: 'View Details: Job 7' }).getAttribute('href')).toBe(
      '/jobpostings/7',
    );
    expect(first.getByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(within(cards[1]).getByText(NO_DESCRIPTION_AVAILABLE)).toBeTruthy();
    // Share, like every other card (SH5)
    expect(first.getByRole('button', { name: 'Share Job 7' })).toBeTruthy();
    expect(within(cards[1]).getByRole('button', { name: 'Share Job 8' })).toBeTruthy();
    // V6: each bookmark named with its job, saved ones as Unsave
    expect(first.getByRole('button', { name: 'Save Job 7' })).toBeTruthy();
    expect(within(cards[1]).getByRole('button', { name: 'Unsave Job 8' })).toBeTruthy();
  });

  it('no other jobs: No similar jobs found.', async () => {
    searchAnswer = () =>
      jsonResponse(200, { success: true, message: 'ok', result: [card(42)], total: 1, page: 1, per_page: 6 });
    renderApp('/jobpostings/42');
    const similar = within(await screen.findByRole('region', { name: 'Similar Jobs' }));
    expect(await similar.findByText(NO_SIMILAR_JOBS)).toBeTruthy();
  });

  it("a missing job (404 job_not_found): No job data found., and the server's Job not found as a toast", async () => {
    jobAnswer = () => jsonResponse(404, { success: false, message: 'Job not found', code: 'job_not_found' });
    renderApp('/jobpostings/999');
    expect(await screen.findByText(NO_JOB_DATA)).toBeTruthy();
    expect(await screen.findByText('Job not found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Job details');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("a failure shows the server's message in the page and as a toast", async () => {
    jobAnswer = () =>
      jsonResponse(500, { success: false, message: 'Database is down', code: 'internal_error' });
    renderApp('/jobpostings/42');
    await waitFor(() => expect(screen.getAllByText('Database is down')).toHaveLength(2));
  });

  it('a failure without a message: Failed to fetch job details.; no answer at all: Error fetching job details.', async () => {
    jobAnswer = () => jsonResponse(500, {});
    renderApp('/jobpostings/42');
    await waitFor(() => expect(screen.getAllByText(JOB_FETCH_FAILED)).toHaveLength(2));
    cleanup();
    notifications.clean();
    jobAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    renderApp('/jobpostings/43');
    await waitFor(() => expect(screen.getAllByText(JOB_FETCH_ERROR)).toHaveLength(2));
  });

  it('a job the network does not answer (never saved here) says so, and Try again asks again', async () => {
    jobAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    renderApp('/jobpostings/42');
    expect(
      await screen.findByText('The network is not answering, so this job could not be loaded.'),
    ).toBeTruthy();
    const before = jobCalls().length;
    jobAnswer = () => jsonResponse(200, { success: true, message: 'ok', result: { job: fullJob } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior AR Caller' })).toBeTruthy();
    expect(jobCalls().length).toBe(before + 1);
    expect(screen.queryByText(/^The network is not answering/)).toBeNull();
  });

  it('scrolls to top on opening', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderApp('/jobpostings/42');
    await screen.findByRole('heading', { level: 1, name: 'Senior AR Caller' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('?apply=1 (a public page’s Apply, issue 26) opens the resume dialog once, and leaves the address', async () => {
    const { router } = renderApp('/jobpostings/42?apply=1');
    const dialog = await screen.findByRole('dialog', { name: RESUME_DIALOG_TITLE });
    expect(within(dialog).getByText('Senior AR Caller · Acme RCM')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/jobpostings/42');
    expect(router.state.location.searchStr).toBe('');
  });

  it('?apply=1 opens nothing for a closed job or one applied to already', async () => {
    for (const closed of [{ accepting_applications: false }, { applied_status: true, applied: true }]) {
      jobAnswer = () =>
        jsonResponse(200, { success: true, message: 'ok', result: { job: { ...fullJob, ...closed } } });
      const { router } = renderApp('/jobpostings/42?apply=1');
      await screen.findByRole('heading', { level: 1, name: 'Senior AR Caller' });
      await waitFor(() => expect(router.state.location.searchStr).toBe(''));
      expect(screen.queryByRole('dialog', { name: RESUME_DIALOG_TITLE })).toBeNull();
      cleanup();
    }
  });

  it("the 'open-apply-modal' event opens the resume dialog; applying then reloads the job on closing", async () => {
    renderApp('/jobpostings/42');
    await screen.findByRole('heading', { level: 1, name: 'Senior AR Caller' });
    act(() => {
      window.dispatchEvent(new Event(OPEN_APPLY_MODAL_EVENT));
    });
    const dialog = await screen.findByRole('dialog', { name: RESUME_DIALOG_TITLE });
    expect(within(dialog).getByText('Senior AR Caller · Acme RCM')).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await act(async () => {
      fireEvent.change(input, {
        target: { files: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })] },
      });
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Apply' }));
    const modal = await screen.findByRole('dialog', { name: APPLICATION_SUBMITTED });
    const article = screen.getByRole('article', { name: 'Senior AR Caller' });
    expect((within(article).getByRole('button', { name: 'Applied' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const before = jobCalls().length;
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(jobCalls().length).toBeGreaterThan(before));
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

    it('a job seen before opens from the cache and says how old it is', async () => {
      goOffline();
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      queryClient.setQueryData(jobQueryKey(42), fullJob, { updatedAt: Date.now() - 5 * 60 * 1000 });
      renderApp('/jobpostings/42', { queryClient });
      expect(await screen.findByRole('heading', { level: 1, name: 'Senior AR Caller' })).toBeTruthy();
      expect(
        await screen.findByText('You are offline: showing this job saved on this phone 5 minutes ago.'),
      ).toBeTruthy();
      expect(jobCalls()).toHaveLength(0);
    });

    it('a job never opened here says it waits for the network, under the page heading', async () => {
      goOffline();
      renderApp('/jobpostings/42');
      expect(await screen.findByText(JOB_NOT_ON_PHONE)).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'Job details' })).toBeTruthy();
      expect(jobCalls()).toHaveLength(0);
    });
  });
});
