import { testApplicant } from '@app/test-kits/applicant-fixture';
import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import type { Applicant } from '@contract/recruiter/applicants';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The applicant the fake server holds, and what a PUT /status answers (issue 36). */
let current: Applicant;
let onPut: (body: { status: Applicant['status']; version: number }) => Response;
let fetchMock: FetchMock;
const soon = () => new Date(Date.now() + 120_000).toISOString();
const calls = (suffix: string) => fetchMock.mock.calls.filter(([url]) => url.endsWith(suffix));
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body));

beforeEach(() => {
  localStorage.setItem('token', 'recruiter-token');
  localStorage.setItem('role', 'recruiter');
  current = testApplicant();
  onPut = (body) => {
    current = testApplicant({ status: body.status, version: body.version + 1, undo_until: soon() });
    return jsonResponse(200, { success: true, message: 'ok', result: { applicant: current } });
  };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/recruiters/applications/31/status')) return onPut(JSON.parse(String(init?.body)));
    if (url.endsWith('/recruiters/applications/31/status/undo')) {
      current = testApplicant({ status: 'new', version: current.version + 1 });
      return jsonResponse(200, { success: true, message: 'ok', result: { applicant: current } });
    }
    if (url.endsWith('/recruiters/applications/31'))
      return jsonResponse(200, { success: true, message: 'ok', result: { applicant: current } });
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

describe('the applicant page’s stages (issue 36)', () => {
  it('the next stage is one button, any stage is in Move to stage; each change carries the version read', async () => {
    current = testApplicant({ status: 'shortlisted', version: 4 });
    renderApp('/recruiter/applications/31');
    fireEvent.click(await screen.findByRole('button', { name: 'Move to Interview' }));
    await screen.findByText('Moved to Interview.', { selector: 'p' });
    expect(bodyOf(calls('/status')[0])).toEqual({ status: 'interview', reason: '', version: 4 });
    expect(await screen.findByRole('button', { name: 'Move to Offered' })).toBeTruthy();
    const select = screen.getByLabelText('Move to stage') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Choose...',
      'Awaiting',
      'Shortlisted',
      'Offered',
      'Joined',
      'Rejected',
    ]);
    fireEvent.change(select, { target: { value: 'joined' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await screen.findByText('Marked as Joined.', { selector: 'p' });
    expect(bodyOf(calls('/status')[1])).toEqual({ status: 'joined', reason: '', version: 5 });
  });

  it('Undo stands beside the outcome and in the toast while the change has not reached the candidate', async () => {
    renderApp('/recruiter/applications/31');
    fireEvent.click(await screen.findByRole('button', { name: 'Shortlist' }));
    await screen.findByText('Shortlisted.', { selector: 'p' });
    const toast = await screen.findByText(/The candidate is told in 2 minutes unless you undo it/);
    expect(
      within(toast.closest('.mantine-Notification-root') as HTMLElement).getByRole('button', {
        name: 'Undo',
      }),
    ).toBeTruthy();
    const undoButtons = screen.getAllByRole('button', { name: 'Undo' });
    expect(undoButtons).toHaveLength(2);
    fireEvent.click(undoButtons[0]);
    await screen.findByText('Undone: the candidate was not told.', { selector: 'p' });
    expect(bodyOf(calls('/status/undo')[0])).toEqual({ version: 1 });
    expect(await screen.findByRole('button', { name: 'Shortlist' })).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Undo' })).toHaveLength(0));
  });

  it('no Undo once the window is over', async () => {
    current = testApplicant({ status: 'interview', undo_until: new Date(Date.now() - 1000).toISOString() });
    renderApp('/recruiter/applications/31');
    await screen.findByRole('button', { name: 'Move to Offered' });
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('a colleague’s change meanwhile: 409, theirs beside mine, Keep mine saves on their version', async () => {
    renderApp('/recruiter/applications/31');
    const shortlist = await screen.findByRole('button', { name: 'Shortlist' });
    onPut = (body) => {
      if (body.version === 0) {
        current = testApplicant({ status: 'interview', version: 1 });
        return jsonResponse(409, {
          success: false,
          message: 'A colleague changed this while you were editing. Review their changes.',
          code: 'version_conflict',
        });
      }
      current = testApplicant({ status: body.status, version: body.version + 1 });
      return jsonResponse(200, { success: true, message: 'ok', result: { applicant: current } });
    };
    fireEvent.click(shortlist);
    const panel = await screen.findByRole('group', {
      name: 'A colleague changed this while you were editing. Review their changes.',
    });
    expect(within(panel).getByText('Stage: was Awaiting; theirs Interview; yours Shortlisted.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Keep mine' }));
    await screen.findByText('Shortlisted.', { selector: 'p' });
    expect(bodyOf(calls('/status').at(-1) as unknown[])).toEqual({
      status: 'shortlisted',
      reason: '',
      version: 1,
    });
    expect(screen.queryByRole('group', { name: /A colleague changed this/ })).toBeNull();
  });

  it('Take theirs keeps the colleague’s stage and sends nothing', async () => {
    renderApp('/recruiter/applications/31');
    const shortlist = await screen.findByRole('button', { name: 'Shortlist' });
    onPut = () => {
      current = testApplicant({ status: 'rejected', version: 1 });
      return jsonResponse(409, { success: false, message: 'stale', code: 'version_conflict' });
    };
    fireEvent.click(shortlist);
    const panel = await screen.findByRole('group', { name: /A colleague changed this/ });
    fireEvent.click(within(panel).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: /A colleague changed this/ })).toBeNull());
    expect(calls('/status')).toHaveLength(1);
    expect(screen.getByText('Rejected', { selector: '.mantine-Badge-label' })).toBeTruthy();
  });

  it('a withdrawn application: Withdrawn, never cut, and no stage buttons', async () => {
    current = testApplicant({ status: 'withdrawn' });
    renderApp('/recruiter/applications/31');
    expect(
      await screen.findByText('The candidate withdrew this application: its stage can no longer change.'),
    ).toBeTruthy();
    const badge = screen.getByText('Withdrawn', { selector: '.mantine-Badge-label' });
    expect(badge.style.overflow).toBe('visible');
    expect(badge.style.textOverflow).toBe('clip');
    expect((badge.closest('.mantine-Badge-root') as HTMLElement).style.overflow).toBe('visible');
    expect(screen.queryByRole('button', { name: /Shortlist|Reject|Move/ })).toBeNull();
  });
});
