import { anitaWorkspaceMe, signInAsRecruiter } from '@app/test-kits/recruiter-test-kit';
import { jsonResponse, renderApp } from '@app/test-kits/test-utils';
import type { WalkInDrive } from '@contract/interviews';
import { VENUE_REQUIRED, WALK_IN_DATES_ORDER, WALK_IN_TIMES_ORDER } from '@contract/recruiter/interviews';
import type { RecruiterJob } from '@contract/recruiter/jobs';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WALK_IN_NEEDS_NETWORK } from './walk-in-drive-section';

vi.setConfig({ testTimeout: 30_000 });

/** The job editor's walk-in drive (issue 36 §3): set, change, remove, with the contract's messages. */

const job = {
  id: 41,
  status: 'open',
  job_title: 'AR Caller',
  role_name: 'AR Caller',
  experience_level: 'Experienced',
  location: 'Chennai',
  type_name: 'Full Time',
  process: 'voice',
  min_ctc: null,
  max_ctc: null,
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
} as RecruiterJob;
const DRIVE: WalkInDrive = {
  start_date: '2026-12-07',
  end_date: '2026-12-11',
  start_time: '10:00',
  end_time: '17:00',
  venue: 'Tower B, Sector 62, Noida',
  map_link: '',
};

let fetchMock: ReturnType<typeof vi.fn>;
let stored: WalkInDrive | null;
let offline: boolean;
const ok = (result: unknown) => jsonResponse(200, { success: true, message: 'OK', result });

beforeEach(() => {
  stored = null;
  offline = false;
  signInAsRecruiter();
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    if (path === '/recruiters/me') return ok(anitaWorkspaceMe);
    if (path === '/auth/city_state') return ok([{ id: 1, name: 'Chennai', state_name: 'Tamil Nadu' }]);
    if (path === '/recruiters/jobs/41') return ok({ job });
    if (path === '/recruiters/jobs/41/walk_in') {
      if (offline && method !== 'GET') throw new TypeError('Failed to fetch');
      if (method === 'PUT') stored = JSON.parse(String(init?.body));
      if (method === 'DELETE') stored = null;
      return ok({ walk_in: stored });
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
});

const writes = (method: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      String(url).endsWith('/recruiters/jobs/41/walk_in') &&
      (init as RequestInit | undefined)?.method === method,
  );

async function openSection() {
  renderApp('/recruiter/jobs/41/edit');
  const section = await screen.findByRole('region', { name: 'Walk-in drive' });
  await within(section).findByRole('form', { name: 'Walk-in drive' });
  return section;
}

const field = (section: HTMLElement, label: RegExp) =>
  within(section).getByLabelText(label) as HTMLInputElement;
const type = (section: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(field(section, label), { target: { value } });

describe('the job editor’s walk-in drive', () => {
  it('adds one: the contract’s messages beside the fields, then saved, shown and changed', async () => {
    const section = await openSection();
    expect(within(section).getByText('No walk-in drive for this job.')).toBeTruthy();
    type(section, /^First day/, '2026-12-07');
    type(section, /^Last day/, '2026-12-05');
    type(section, /^Closes at/, '09:00');
    fireEvent.click(within(section).getByRole('button', { name: 'Add walk-in drive' }));
    expect(await within(section).findByText(WALK_IN_DATES_ORDER)).toBeTruthy();
    expect(within(section).getByText(WALK_IN_TIMES_ORDER)).toBeTruthy();
    expect(within(section).getByText(VENUE_REQUIRED)).toBeTruthy();
    expect(field(section, /^Last day/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field(section, /^Last day/)));
    expect(writes('PUT')).toHaveLength(0);

    type(section, /^Last day/, '2026-12-11');
    type(section, /^Closes at/, '17:00');
    type(section, /^Venue/, '  Tower B, Sector 62, Noida ');
    fireEvent.click(within(section).getByRole('button', { name: 'Add walk-in drive' }));
    expect(await within(section).findByText('Walk-in drive saved.')).toBeTruthy();
    expect(JSON.parse(String(writes('PUT')[0][1]?.body))).toEqual(DRIVE);
    expect(
      within(section).getByText(/^Now: 7 Dec 2026 to 11 Dec 2026, 10:00 to 17:00, Tower B/),
    ).toBeTruthy();

    type(section, /^Opens at/, '09:30');
    fireEvent.click(within(section).getByRole('button', { name: 'Save walk-in drive' }));
    await waitFor(() => expect(writes('PUT')).toHaveLength(2));
    expect(JSON.parse(String(writes('PUT')[1][1]?.body))).toMatchObject({ start_time: '09:30' });
  });

  it('opens with the job’s drive and removes it after a confirmation', async () => {
    stored = { ...DRIVE, map_link: 'https://maps.example.com/b' };
    const section = await openSection();
    expect(field(section, /^Venue/).value).toBe(DRIVE.venue);
    expect(field(section, /^Map link/).value).toBe('https://maps.example.com/b');
    fireEvent.click(within(section).getByRole('button', { name: 'Remove walk-in drive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the walk-in drive?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(section).findByText('Walk-in drive removed.')).toBeTruthy();
    expect(writes('DELETE')).toHaveLength(1);
    expect(within(section).getByText('No walk-in drive for this job.')).toBeTruthy();
    expect(field(section, /^Venue/).value).toBe('');
  });

  it('offline, a save says it needs the network and keeps what was typed', async () => {
    const section = await openSection();
    offline = true;
    type(section, /^First day/, '2026-12-07');
    type(section, /^Last day/, '2026-12-07');
    type(section, /^Venue/, 'Tower B');
    fireEvent.click(within(section).getByRole('button', { name: 'Add walk-in drive' }));
    expect(await within(section).findByText(WALK_IN_NEEDS_NETWORK)).toBeTruthy();
    expect(field(section, /^Venue/).value).toBe('Tower B');
  });
});
