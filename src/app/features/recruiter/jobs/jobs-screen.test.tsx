import { signInAsRecruiter, workspaceFrameAnswer } from '@app/test-kits/recruiter-test-kit';
import { jsonResponse, renderApp } from '@app/test-kits/test-utils';
import type { RecruiterJobRow } from '@contract/recruiter/jobs';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicantCountsText, JOBS_FAILED, NO_JOBS, newSinceText } from './jobs-texts';

vi.setConfig({ testTimeout: 30_000 });

const row = (id: number, status: RecruiterJobRow['status'], fresh = 0): RecruiterJobRow => ({
  id,
  job_title: `Job ${id}`,
  location: 'Chennai',
  status,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  applicants: { new: 3, shortlisted: 1, interview: 0, offered: 0, joined: 0, rejected: 2, withdrawn: 0 },
  new_since_last_look: fresh,
});

let jobsAnswer: () => Response;

beforeEach(() => {
  signInAsRecruiter();
  jobsAnswer = () =>
    jsonResponse(200, { success: true, result: { jobs: [row(2, 'open', 2), row(1, 'draft')], total: 2 } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
      const frame = workspaceFrameAnswer(path, { jobs: false });
      if (frame) return frame;
      if (path === '/recruiters/jobs') return jobsAnswer();
      return jsonResponse(404, { success: false, message: 'Not found' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/recruiter: the jobs', () => {
  it("lists the company's jobs with status, applicants by status and how many are new", async () => {
    renderApp('/recruiter');
    const list = await screen.findByRole('list', { name: 'Jobs' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const open = items[0] as HTMLElement;
    expect(within(open).getByRole('link', { name: 'Job 2' }).getAttribute('href')).toBe(
      '/recruiter/jobs/2/edit',
    );
    expect(within(open).getByText('Open')).toBeTruthy();
    expect(
      within(open).getByText(
        applicantCountsText({
          new: 3,
          shortlisted: 1,
          interview: 0,
          offered: 0,
          joined: 0,
          rejected: 2,
          withdrawn: 0,
        }),
      ),
    ).toBeTruthy();
    // the funnel, every stage in order (issue 36)
    expect(
      within(open).getByText(
        'Awaiting 3 · Shortlisted 1 · Interview 0 · Offered 0 · Joined 0 · Rejected 2 · Withdrawn 0',
      ),
    ).toBeTruthy();
    expect(within(open).getByText(newSinceText(2) ?? '')).toBeTruthy();
    expect(
      within(open)
        .getByRole('link', { name: /Applicants/ })
        .getAttribute('href'),
    ).toBe('/recruiter/jobs/2/applicants');
    // a draft has no applicants yet: no link to them
    expect(within(items[1] as HTMLElement).getByText('Draft')).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByRole('link', { name: /Applicants/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/recruiter/jobs/new');
    expect((await screen.findAllByText('Medicode')).length).toBeGreaterThan(0);
  });

  it('says so when there are no jobs yet', async () => {
    jobsAnswer = () => jsonResponse(200, { success: true, result: { jobs: [], total: 0 } });
    renderApp('/recruiter');
    expect(await screen.findByText(NO_JOBS)).toBeTruthy();
  });

  it('a failure says so in plain words with Try again', async () => {
    jobsAnswer = () => jsonResponse(500, { success: false, message: 'Server error' });
    renderApp('/recruiter');
    expect(await screen.findByText(JOBS_FAILED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('pages ten at a time', async () => {
    jobsAnswer = () => jsonResponse(200, { success: true, result: { jobs: [row(30, 'open')], total: 25 } });
    renderApp('/recruiter');
    expect(await screen.findByRole('button', { name: 'Page 3' })).toBeTruthy();
  });
});
