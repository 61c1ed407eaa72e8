import { AppProviders } from '@app/app-providers';
import { testApplicant } from '@app/test-kits/applicant-fixture';
import { jsonResponse } from '@app/test-kits/fetch-test-kit';
import type { Applicant } from '@contract/recruiter/applicants';
import { VERSION_CONFLICT_MESSAGE } from '@contract/version-conflict';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicantNote, NOTE_TAKEN } from './applicant-note';

const applicant: Applicant = testApplicant({ note: 'Call on Monday', note_version: 1 });

/** The server's note: a colleague saved "Rejected on the phone" (version 2) after this page read it. */
let server: { note: string; version: number };
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.setItem('token', 'recruiter-token');
  localStorage.setItem('role', 'recruiter');
  server = { note: 'Rejected on the phone', version: 2 };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/recruiters/applications/31/note')) {
      const body = JSON.parse(String(init?.body)) as { note: string; version: number };
      if (body.version !== server.version)
        return jsonResponse(409, {
          success: false,
          message: VERSION_CONFLICT_MESSAGE,
          code: 'version_conflict',
        });
      server = { note: body.note, version: server.version + 1 };
      return jsonResponse(200, { success: true, message: 'ok', result: server });
    }
    if (url.endsWith('/recruiters/applications/31'))
      return jsonResponse(200, {
        success: true,
        message: 'ok',
        result: { applicant: { ...applicant, note: server.note, note_version: server.version } },
      });
    return jsonResponse(404, { success: false, message: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderNote() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        <ApplicantNote applicant={applicant} />
      </QueryClientProvider>
    </AppProviders>,
  );
  const box = screen.getByLabelText('Private note (only your company sees it)') as HTMLTextAreaElement;
  fireEvent.change(box, { target: { value: 'Strong on denials' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
  return box;
}
const notePuts = () =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith('/note') && init?.method === 'PUT');

describe('the applicant note when a colleague saved one in between (issue 36 R2)', () => {
  it('shows the colleague’s note; Keep mine saves mine on their version', async () => {
    const box = renderNote();
    const theirs = await screen.findByRole('region', { name: 'Your colleague saved' });
    expect(within(theirs).getByRole('alert').textContent).toBe(VERSION_CONFLICT_MESSAGE);
    expect(within(theirs).getByText('Rejected on the phone')).toBeTruthy();
    expect(screen.queryByText('Note saved.')).toBeNull();
    expect(box.value).toBe('Strong on denials');
    fireEvent.click(within(theirs).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Note saved.')).toBeTruthy();
    expect(JSON.parse(String(notePuts()[1]?.[1]?.body))).toEqual({ note: 'Strong on denials', version: 2 });
    expect(server).toEqual({ note: 'Strong on denials', version: 3 });
    expect(screen.queryByRole('region', { name: 'Your colleague saved' })).toBeNull();
  });

  it('Take theirs puts their note in the box and saves nothing; a later save is on their version', async () => {
    const box = renderNote();
    const theirs = await screen.findByRole('region', { name: 'Your colleague saved' });
    fireEvent.click(within(theirs).getByRole('button', { name: 'Take theirs' }));
    expect(box.value).toBe('Rejected on the phone');
    expect(screen.getByText(NOTE_TAKEN)).toBeTruthy();
    expect(notePuts()).toHaveLength(1);
    fireEvent.change(box, { target: { value: 'Rejected on the phone; maybe later' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(server.version).toBe(3));
    expect(server.note).toBe('Rejected on the phone; maybe later');
  });
});
