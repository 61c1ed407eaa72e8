import { anitaWorkspaceMe, signInAsRecruiter } from '@app/test-kits/recruiter-test-kit';
import { jsonResponse, renderApp } from '@app/test-kits/test-utils';
import type { RecruiterJob } from '@contract/recruiter/jobs';
import { VERSION_CONFLICT_MESSAGE } from '@contract/version-conflict';
import { notifications } from '@mantine/notifications';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recruiterJobQueryKey } from '../api/get-recruiter-job';

vi.setConfig({ testTimeout: 30_000 });

/** The job as the colleague's device and this one first read it (version 1). */
const readJob: RecruiterJob = {
  id: 41,
  status: 'open',
  job_title: 'AR Caller',
  role_name: 'AR Caller',
  experience_level: 'Experienced',
  location: 'Chennai',
  type_name: 'Full Time',
  process: 'voice',
  min_ctc: 300000,
  max_ctc: 450000,
  description: 'Call payers.',
  key_responsibilities: '',
  requirements: '',
  specialisations: [],
  certifications_required: [],
  good_to_have: '',
  benefits_offered: '',
  questions: [],
  pass_mark: null,
  submitted_assessments: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  version: 1,
};

/** A server of one job that keeps versions as the real one does (409 version_conflict when stale). */
let serverJob: RecruiterJob;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
const ok = (result: unknown) => jsonResponse(200, { success: true, message: 'OK', result });

beforeEach(() => {
  signInAsRecruiter();
  serverJob = { ...readJob };
  fetchMock = vi.fn(async (url: string, init?: RequestInit): Promise<Response> => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    if (path === '/recruiters/me') return ok(anitaWorkspaceMe);
    if (path === '/auth/city_state') return ok([{ id: 1, name: 'Chennai', state_name: 'Tamil Nadu' }]);
    if (!navigator.onLine) throw new TypeError('Failed to fetch');
    if (path === '/recruiters/jobs/41' && method === 'GET') return ok({ job: serverJob });
    if (path === '/recruiters/jobs/41' && method === 'PUT') {
      const { version, questions: _q, ...fields } = JSON.parse(String(init?.body));
      if (version !== serverJob.version)
        return jsonResponse(409, {
          success: false,
          message: VERSION_CONFLICT_MESSAGE,
          code: 'version_conflict',
        });
      serverJob = { ...serverJob, ...fields, version: serverJob.version + 1 };
      return ok({ job: serverJob });
    }
    return jsonResponse(404, { success: false, message: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  localStorage.clear();
  onlineManager.setOnline(true);
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

const puts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
/** This device's query cache with the job as it was read an hour ago. */
function cachedCopy(job: RecruiterJob = readJob) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(recruiterJobQueryKey(job.id), { job }, { updatedAt: Date.now() - 60 * 60 * 1000 });
  return queryClient;
}

describe('the job editor opens with the server’s job (issue 36 R1)', () => {
  it('online, a copy saved on this device is never what the editor opens with', async () => {
    serverJob = { ...readJob, job_title: 'Senior AR Caller', version: 2 };
    renderApp('/recruiter/jobs/41/edit', { queryClient: cachedCopy() });
    await screen.findByRole('button', { name: 'Save changes' });
    expect(field(/Job title/).value).toBe('Senior AR Caller');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({ job_title: 'Senior AR Caller', version: 2 });
  });

  it('nor a copy the persisted cache restores after the screen opened (with its own count of fetches)', async () => {
    serverJob = { ...readJob, job_title: 'Senior AR Caller', version: 2 };
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const fetchServer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (String(url).endsWith('/recruiters/jobs/41')) await held;
      return (fetchServer as (url: string, init?: RequestInit) => Promise<Response>)(url, init);
    });
    const { queryClient } = renderApp('/recruiter/jobs/41/edit');
    await screen.findByText('Loading the job...');
    // the restore writes the state this device kept: its data and its fetch count (hydrate's setState)
    queryClient
      .getQueryCache()
      .find({ queryKey: recruiterJobQueryKey(41) })
      ?.setState({
        data: { job: readJob },
        dataUpdatedAt: Date.now() - 60_000,
        dataUpdateCount: 3,
        status: 'success',
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('textbox', { name: /Job title/ })).toBeNull();
    answer();
    await waitFor(() => expect(field(/Job title/).value).toBe('Senior AR Caller'));
  });

  it('offline, it opens the saved copy marked with its age; its save is refused once the job changed, and nothing is saved over it', async () => {
    onlineManager.setOnline(false);
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    renderApp('/recruiter/jobs/41/edit', { queryClient: cachedCopy() });
    expect(
      await screen.findByText('You are offline: showing this job saved on this phone 1 hour ago.'),
    ).toBeTruthy();
    expect(field(/Job title/).value).toBe('AR Caller');
    fireEvent.change(field(/Job title/), { target: { value: 'AR Caller (nights)' } });
    // meanwhile a colleague saved, and this device comes back online
    serverJob = { ...readJob, description: 'Call payers and chase denials.', version: 2 };
    onlineManager.setOnline(true);
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const panel = await screen.findByRole('region', { name: 'Your colleague’s changes' });
    expect(within(panel).getByRole('radiogroup', { name: 'Description' })).toBeTruthy();
    expect(puts()).toEqual([expect.objectContaining({ version: 1 })]);
    expect(serverJob.description).toBe('Call payers and chase denials.');
  });
});

describe('a colleague saved while this recruiter was editing (issue 36 R2)', () => {
  it('shows their changes field by field; Keep mine and Take theirs per field, saved on their version', async () => {
    renderApp('/recruiter/jobs/41/edit');
    await screen.findByRole('button', { name: 'Save changes' });
    fireEvent.change(field(/Job title/), { target: { value: 'AR Caller - Nights' } });
    fireEvent.change(field(/^Description/), { target: { value: 'Call payers at night.' } });
    // the colleague saves first: a new title, description and CTC max
    serverJob = {
      ...readJob,
      job_title: 'AR Calling Executive',
      description: 'Call payers; follow up denials.',
      max_ctc: 500000,
      version: 2,
    };
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const panel = await screen.findByRole('region', { name: 'Your colleague’s changes' });
    expect(within(panel).getByRole('alert').textContent).toBe(VERSION_CONFLICT_MESSAGE);
    const title = within(panel).getByRole('radiogroup', { name: 'Job title' });
    expect(title.textContent).toContain('AR Calling Executive');
    expect(title.textContent).toContain('AR Caller - Nights');
    const description = within(panel).getByRole('radiogroup', { name: 'Description' });
    // changed by the colleague only: Take theirs is already chosen
    const ctc = within(panel).getByRole('radiogroup', { name: 'CTC max' });
    expect((within(ctc).getByRole('radio', { name: 'Take theirs' }) as HTMLInputElement).checked).toBe(true);
    expect(ctc.textContent).toContain('₹ 5,00,000');
    // fields nobody else changed are not asked about
    expect(within(panel).queryByRole('radiogroup', { name: 'Job role' })).toBeNull();
    expect(screen.queryByText('Changes saved')).toBeNull();

    // both changed: a choice is needed for each
    fireEvent.click(within(panel).getByRole('button', { name: 'Save with these choices' }));
    expect(
      (await within(panel).findAllByText('Choose Keep mine or Take theirs for each field.')).length,
    ).toBeGreaterThan(0);
    expect(puts()).toHaveLength(1);

    fireEvent.click(within(title).getByRole('radio', { name: 'Keep mine' }));
    fireEvent.click(within(description).getByRole('radio', { name: 'Take theirs' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save with these choices' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]).toMatchObject({
      version: 2,
      job_title: 'AR Caller - Nights',
      description: 'Call payers; follow up denials.',
      max_ctc: 500000,
    });
    expect(await screen.findByText('Changes saved')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your colleague’s changes' })).toBeNull(),
    );
    expect(field(/Job title/).value).toBe('AR Caller - Nights');
    expect(field(/^Description/).value).toBe('Call payers; follow up denials.');
    expect(serverJob).toMatchObject({ version: 3, job_title: 'AR Caller - Nights' });
  });

  it('when the colleague changed nothing this recruiter has (a status step), it saves on the new version without asking', async () => {
    renderApp('/recruiter/jobs/41/edit');
    await screen.findByRole('button', { name: 'Save changes' });
    fireEvent.change(field(/Job title/), { target: { value: 'AR Caller - Nights' } });
    serverJob = { ...readJob, version: 2 };
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]).toMatchObject({ version: 2, job_title: 'AR Caller - Nights' });
    expect(screen.queryByRole('region', { name: 'Your colleague’s changes' })).toBeNull();
  });
});
