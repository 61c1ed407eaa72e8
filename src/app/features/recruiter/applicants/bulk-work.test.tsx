import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import type { ApplicantRow } from '@contract/recruiter/applicants';
import type { BulkJob } from '@contract/recruiter/bulk';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageProblem } from './bulk-message-modal';

/** Bulk work at 300 applicants (issue 36 §4) on the applicants list. */

const row = (id: number): ApplicantRow => ({
  application_id: id,
  name: `Candidate ${id}`,
  experience_level: 'experienced',
  total_experience: 26,
  certification: null,
  current_ctc: null,
  notice_period: null,
  applied_at: new Date(2026, 10, 20, 10).toISOString(),
  status: 'new',
  assessment: 'not_required',
  score: null,
});
const job = { id: 5, job_title: 'AR Caller', questions: [], status: 'open' };
const bulkJob = (fields: Partial<BulkJob>): BulkJob => ({
  bulk_job_id: 77,
  kind: 'status',
  status: 'shortlisted',
  state: 'queued',
  total: 300,
  done: 0,
  results: {},
  summary: '',
  ...fields,
});

let fetchMock: FetchMock;
let progress: BulkJob[];

beforeEach(() => {
  localStorage.setItem('token', 'recruiter-token');
  localStorage.setItem('role', 'recruiter');
  progress = [
    bulkJob({ state: 'running', done: 120 }),
    bulkJob({
      state: 'done',
      done: 300,
      results: { changed: 286, withdrawn: 14 },
      summary: 'Shortlisted 286; 14 had withdrawn',
    }),
  ];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const ok = (result: unknown) => jsonResponse(200, { success: true, message: 'ok', result });
    if (url.includes('/recruiters/jobs/5/applicants.csv'))
      return new Response('\uFEFFName\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
    if (/\/recruiters\/jobs\/5\/applicants/.test(url))
      return ok({
        applicants: [row(11), row(12)],
        total: 300,
        counts: { new: 300, shortlisted: 0, interview: 0, offered: 0, joined: 0, rejected: 0, withdrawn: 0 },
      });
    if (/\/recruiters\/jobs\/5$/.test(url)) return ok({ job });
    if (url.endsWith('/recruiters/jobs/5/bulk-jobs') && init?.method === 'POST')
      return ok({ bulk_job: bulkJob({}) });
    if (url.endsWith('/recruiters/bulk-jobs/77'))
      return ok({ bulk_job: progress.length > 1 ? progress.shift() : progress[0] });
    if (url.endsWith('/recruiters/templates'))
      return ok({
        templates: [{ template_id: 3, name: 'Walk-in', body: 'Hi {first_name}, walk in', updated_at: '' }],
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

const callsTo = (part: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(part));

describe('bulk work on the applicants list', () => {
  it('selects all 300 matching the filter, shortlists them as one server job, shows its progress and result', async () => {
    renderApp('/recruiter/jobs/5/applicants?notice=up_to_30');
    await screen.findByRole('article', { name: 'Candidate 11' });
    expect(screen.queryByRole('button', { name: 'Select all 300 matching' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select all 300 matching' }));
    expect(screen.getByText('All 300 matching applicants selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Shortlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shortlist 300 applicants?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Shortlist' }));
    await waitFor(() =>
      expect(screen.getByTestId('bulk-progress').textContent).toBe('Shortlisting: 120 of 300 done'),
    );
    const outcome = await screen.findByText('Shortlisted 286; 14 had withdrawn', { selector: 'p' });
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    const [, init] = callsTo('/jobs/5/bulk-jobs')[0];
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: 'status',
      status: 'shortlisted',
      reason: '',
      filters: { status: '', certification: '', experience_level: '', notice: 'up_to_30', result: '' },
    });
    // the old page-only call was not used
    expect(callsTo('/recruiters/applications/status')).toHaveLength(0);
  });

  it('shows the progress from the start answer on, even when the server finishes before the first look', async () => {
    // the server's batches may finish 300 before the progress is first asked: the bar shows anyway
    let answer: () => void = () => {};
    const asked = new Promise<void>((resolve) => {
      answer = resolve;
    });
    progress = [bulkJob({ state: 'done', done: 300, results: { changed: 300 }, summary: 'Shortlisted 300' })];
    const served = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (String(url).endsWith('/recruiters/bulk-jobs/77')) await asked;
      return served?.(url, init) as Promise<Response>;
    });
    renderApp('/recruiter/jobs/5/applicants');
    await screen.findByRole('article', { name: 'Candidate 11' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select all 300 matching' }));
    fireEvent.click(screen.getByRole('button', { name: 'Shortlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shortlist 300 applicants?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Shortlist' }));
    expect((await screen.findByTestId('bulk-progress')).textContent).toBe('Shortlisting: 0 of 300 done');
    answer();
    await screen.findByText('Shortlisted 300', { selector: 'p' });
    expect(screen.queryByTestId('bulk-progress')).toBeNull();
  });

  it('messages the selected applicants from a template; an unknown placeholder is refused before sending', async () => {
    renderApp('/recruiter/jobs/5/applicants');
    await screen.findByRole('article', { name: 'Candidate 11' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Candidate 11' }));
    fireEvent.click(screen.getByRole('button', { name: 'Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message 1 applicant' });
    const box = within(dialog).getByLabelText('Message') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Hi {name}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText(
        'Unknown placeholder {name}: use {first_name}, {job_title}, {interview_time}',
      ),
    ).toBeTruthy();
    expect(callsTo('/jobs/5/bulk-jobs')).toHaveLength(0);
    await within(dialog).findByRole('option', { name: 'Walk-in' });
    fireEvent.change(within(dialog).getByLabelText('Template'), { target: { value: '3' } });
    expect(box.value).toBe('Hi {first_name}, walk in');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo('/jobs/5/bulk-jobs')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('/jobs/5/bulk-jobs')[0][1]?.body))).toEqual({
      kind: 'message',
      body: 'Hi {first_name}, walk in',
      application_ids: [11],
    });
  });

  it('downloads the filtered applicants as CSV', async () => {
    const objectUrl = vi.fn((_blob: Blob) => 'blob:csv');
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = objectUrl;
    URL.revokeObjectURL = () => {};
    try {
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      renderApp('/recruiter/jobs/5/applicants?status=new&sort=ctc');
      fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      const url = new URL(String(callsTo('/applicants.csv')[0][0]), 'http://localhost');
      expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'new', sort: 'ctc' });
      // the bytes as the server sent them, the BOM kept (text() would drop it)
      const bytes = new Uint8Array(await objectUrl.mock.calls[0][0].arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    } finally {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });

  it('says what is wrong with a message', () => {
    expect(messageProblem('  ')).toBe('Please write a message');
    expect(messageProblem('Hi {first_name} {job_title} {interview_time}')).toBeNull();
  });
});
