import { signInAsRecruiter, workspaceFrameAnswer } from '@app/test-kits/recruiter-test-kit';
import { jsonResponse, renderApp } from '@app/test-kits/test-utils';
import type { RecruiterJobRow } from '@contract/recruiter/jobs';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });

/** The jobs list's posted date, Copy and Close selected (issue 36 §4). */

const row = (id: number, status: RecruiterJobRow['status']): RecruiterJobRow => ({
  id,
  job_title: `Job ${id}`,
  location: 'Chennai',
  status,
  created_at: new Date(2026, 10, 20, 10).toISOString(),
  updated_at: new Date(2026, 10, 21, 10).toISOString(),
  applicants: { new: 0, shortlisted: 0, interview: 0, offered: 0, joined: 0, rejected: 0, withdrawn: 0 },
  new_since_last_look: 0,
});

const copied = {
  id: 9,
  status: 'draft',
  job_title: 'Copy of Job 3',
  role_name: '',
  experience_level: '',
  location: 'Chennai',
  type_name: '',
  process: 'nonvoice',
  min_ctc: null,
  max_ctc: null,
  description: '',
  key_responsibilities: '',
  requirements: '',
  specialisations: [],
  certifications_required: [],
  good_to_have: '',
  benefits_offered: '',
  questions: [],
  pass_mark: null,
  submitted_assessments: 0,
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  version: 1,
};

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  signInAsRecruiter();
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    const frame = workspaceFrameAnswer(path, { jobs: false });
    if (frame) return frame;
    if (path === '/recruiters/jobs')
      return jsonResponse(200, {
        success: true,
        result: { jobs: [row(3, 'open'), row(2, 'open'), row(1, 'draft')], total: 3 },
      });
    if (path === '/recruiters/jobs/3/copy' && init?.method === 'POST')
      return jsonResponse(200, { success: true, message: 'Job copied', result: { job: copied } });
    if (path === '/recruiters/jobs/close' && init?.method === 'POST')
      return jsonResponse(200, { success: true, result: { closed: 2 } });
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/recruiter: job actions', () => {
  it('shows each job’s posted date (a draft’s made date), and copies a job into the editor', async () => {
    const { router } = renderApp('/recruiter');
    const list = await screen.findByRole('list', { name: 'Jobs' });
    const [open, , draft] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(within(open).getByText('Chennai · Posted 20 Nov 2026')).toBeTruthy();
    expect(within(draft).getByText('Chennai · Created 20 Nov 2026')).toBeTruthy();
    expect(within(draft).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(open).getByRole('button', { name: 'Copy Job 3' }));
    // the copy opens in the editor
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter/jobs/9/edit'));
  });

  it('closes the selected open jobs at once after a confirmation', async () => {
    renderApp('/recruiter');
    await screen.findByRole('list', { name: 'Jobs' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Job 3' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Job 2' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close 2 jobs?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close jobs' }));
    expect(await screen.findByText('Closed 2 jobs.')).toBeTruthy();
    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url).endsWith('/recruiters/jobs/close')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ job_ids: [3, 2] });
    await waitFor(() => expect(screen.queryByText('2 selected')).toBeNull());
  });
});
