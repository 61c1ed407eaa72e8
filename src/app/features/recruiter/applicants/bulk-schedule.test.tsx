import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import type { ApplicantRow } from '@contract/recruiter/applicants';
import type { BulkScheduleResult } from '@contract/recruiter/interviews';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bulkScheduleText } from './bulk-schedule';

/** Scheduling an interview for the applicants selected on the list (issue 36 §3). */

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

let fetchMock: FetchMock;
let scheduleAnswer: Response;

beforeEach(() => {
  localStorage.setItem('token', 'recruiter-token');
  localStorage.setItem('role', 'recruiter');
  scheduleAnswer = jsonResponse(200, {
    success: true,
    result: { scheduled: 1, skipped: { withdrawn: 1, rejected: 0, already_scheduled: 0 } },
  });
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const ok = (result: unknown) => jsonResponse(200, { success: true, message: 'ok', result });
    if (/\/recruiters\/jobs\/5\/applicants/.test(url))
      return ok({
        applicants: [row(11), row(12)],
        total: 300,
        counts: { new: 300, shortlisted: 0, interview: 0, offered: 0, joined: 0, rejected: 0, withdrawn: 0 },
      });
    if (/\/recruiters\/jobs\/5$/.test(url)) return ok({ job });
    if (url.endsWith('/recruiters/interviews') && init?.method === 'POST') return scheduleAnswer;
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

const scheduleCalls = () =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith('/recruiters/interviews') && init?.method === 'POST',
  );

async function openDialog(names: string[]) {
  renderApp('/recruiter/jobs/5/applicants');
  await screen.findByRole('article', { name: 'Candidate 11' });
  for (const name of names) fireEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
  fireEvent.click(screen.getByRole('button', { name: 'Schedule interview' }));
  return screen.findByRole('dialog', { name: `Schedule interview for ${names.length} applicants` });
}

describe('Schedule interview for the selected applicants', () => {
  it('sends the applicant page’s form for every applicant selected in one call and says what was scheduled and skipped', async () => {
    const dialog = await openDialog(['Candidate 11', 'Candidate 12']);
    // its close button is named (axe: button-name)
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Phone' }));
    fireEvent.change(within(dialog).getByLabelText('Time (India)'), {
      target: { value: '2026-12-05T10:30' },
    });
    fireEvent.change(within(dialog).getByLabelText('Length'), { target: { value: '45' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const outcome = await screen.findByText('Scheduled 1 interview. Skipped 1: 1 had withdrawn.', {
      selector: 'p',
    });
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(scheduleCalls()).toHaveLength(1);
    expect(JSON.parse(String(scheduleCalls()[0][1]?.body))).toEqual({
      application_ids: [11, 12],
      details: {
        mode: 'phone',
        address: '',
        map_link: '',
        video_link: '',
        notes: '',
        // 10:30 in India
        slots: ['2026-12-05T05:00:00.000Z'],
        duration_minutes: 45,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the selection is cleared
    expect((screen.getByRole('checkbox', { name: 'Select Candidate 11' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('checks the form with the contract’s rules before sending, and shows the server’s refusal in it', async () => {
    const dialog = await openDialog(['Candidate 11', 'Candidate 12']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please give at least one time');
    fireEvent.change(within(dialog).getByLabelText('Time (India)'), {
      target: { value: '2026-12-05T10:30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please enter the address');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Video' }));
    fireEvent.change(within(dialog).getByLabelText(/^Video call link/), {
      target: { value: 'meet.example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The link must start with https://');
    expect(scheduleCalls()).toHaveLength(0);

    scheduleAnswer = jsonResponse(400, {
      success: false,
      message: 'Each time must be in the future',
      code: 'validation_failed',
    });
    fireEvent.change(within(dialog).getByLabelText(/^Video call link/), {
      target: { value: 'https://meet.example.com/x' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Each time must be in the future'),
    );
    expect(scheduleCalls()).toHaveLength(1);
    // the dialog stays, with what was typed
    expect((within(dialog).getByLabelText(/^Video call link/) as HTMLInputElement).value).toBe(
      'https://meet.example.com/x',
    );
  });

  it('"all N matching" has no ids to send: Schedule interview waits for a selection on the page', async () => {
    renderApp('/recruiter/jobs/5/applicants');
    await screen.findByRole('article', { name: 'Candidate 11' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect((screen.getByRole('button', { name: 'Schedule interview' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Select all 300 matching' }));
    expect((screen.getByRole('button', { name: 'Schedule interview' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('To schedule interviews, select up to 100 applicants on the page.')).toBeTruthy();
  });

  it('says the result in words', () => {
    const result = (scheduled: number, withdrawn = 0, rejected = 0, already = 0): BulkScheduleResult => ({
      scheduled,
      skipped: { withdrawn, rejected, already_scheduled: already },
    });
    expect(bulkScheduleText(result(3))).toBe('Scheduled 3 interviews.');
    expect(bulkScheduleText(result(1, 0, 1))).toBe('Scheduled 1 interview. Skipped 1: 1 was rejected.');
    expect(bulkScheduleText(result(2, 1, 2, 3))).toBe(
      'Scheduled 2 interviews. Skipped 6: 1 had withdrawn, 2 were rejected, 3 already have an interview coming.',
    );
    expect(bulkScheduleText(result(0, 0, 0, 1))).toBe(
      'No interview was scheduled. Skipped 1: 1 already has an interview coming.',
    );
  });
});
