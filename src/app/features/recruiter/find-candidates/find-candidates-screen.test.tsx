import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import {
  COMPANY_NOT_VERIFIED,
  CONNECT_LIMIT_REACHED,
  type FoundCandidate,
} from '@contract/recruiter/find-candidates';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseFindCandidatesSearch } from './find-candidates-search';
import { defaultConnectMessage, experienceText } from './find-candidates-texts';

const found = (id: number, fields: Partial<FoundCandidate> = {}): FoundCandidate => ({
  candidate_id: id,
  roles: ['Coding'],
  process: 'Non-voice Process',
  certification: 'CPC',
  city: 'Chennai',
  experience_level: 'experienced',
  experience_months: 42,
  notice: '30 days',
  work_preference: ['Hybrid'],
  last_active: '2026-11-28',
  request: null,
  ...fields,
});

let fetchMock: FetchMock;
let search: unknown;
let connectAnswer: () => Response;
const ok = (result: unknown) => jsonResponse(200, { success: true, message: 'ok', result });
const OPEN_JOBS = [
  { job_id: 5, job_title: 'Medical Coder' },
  { job_id: 6, job_title: 'AR Caller' },
];

beforeEach(() => {
  localStorage.setItem('token', 'recruiter-token');
  localStorage.setItem('role', 'recruiter');
  search = { candidates: [found(11)], total: 1, sent_today: 3, open_jobs: OPEN_JOBS };
  connectAnswer = () =>
    ok({ request: { status: 'pending', created_at: '2026-11-29T10:00:00.000Z' }, sent_today: 4 });
  fetchMock = vi.fn(async (url: string) => {
    const path = url.split('?')[0];
    if (path.endsWith('/recruiters/candidates'))
      return search === 'unverified'
        ? jsonResponse(403, { success: false, message: COMPANY_NOT_VERIFIED, code: 'company_not_verified' })
        : ok(search);
    if (path.endsWith('/recruiters/candidates/11/connect')) return connectAnswer();
    if (path.endsWith('/recruiters/job_roles')) return ok({ roles: ['Coding', 'AR Calling'] });
    if (path.endsWith('/recruiters/conversations'))
      return ok({ conversations: [], total: 0, unread_total: 0 });
    return jsonResponse(404, { success: false, message: 'Not found', code: 'not_found' });
  }) as FetchMock;
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

describe('Find candidates (/recruiter/candidates)', () => {
  it('lists what the candidates do and want, asks with the URL’s filters, and sends a request to connect', async () => {
    renderApp('/recruiter/candidates?city=Chennai&max_notice_days=30');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find candidates' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Coding, Chennai' });
    expect(card.textContent).toContain('3 years 6 months');
    expect(card.textContent).toContain('30 days');
    const asked = fetchMock.mock.calls.find(([url]) => String(url).includes('/recruiters/candidates?'));
    expect(new URL(String(asked?.[0]), 'http://x').searchParams.get('city')).toBe('Chennai');
    expect(new URL(String(asked?.[0]), 'http://x').searchParams.get('max_notice_days')).toBe('30');

    fireEvent.click(within(card).getByRole('button', { name: 'Ask to connect: Coding, Chennai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask to connect' });
    const message = within(dialog).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    expect(message.value).toBe(defaultConnectMessage('Medical Coder'));
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Job' }), { target: { value: '6' } });
    expect(message.value).toBe(defaultConnectMessage('AR Caller'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(/Request sent/)).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/connect'));
    expect(JSON.parse(String((sent?.[1] as RequestInit | undefined)?.body))).toEqual({
      job_id: 6,
      message: defaultConnectMessage('AR Caller'),
    });
  });

  it('says the day’s limit plainly and keeps the message', async () => {
    connectAnswer = () =>
      jsonResponse(429, { success: false, message: CONNECT_LIMIT_REACHED, code: 'connect_limit_reached' });
    renderApp('/recruiter/candidates');
    const card = await screen.findByRole('article', { name: 'Coding, Chennai' });
    fireEvent.click(within(card).getByRole('button', { name: /Ask to connect/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask to connect' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CONNECT_LIMIT_REACHED);
    expect((within(dialog).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(
      'Mine',
    );
  });

  it('an unverified company sees plainly that only verified employers can find candidates', async () => {
    search = 'unverified';
    renderApp('/recruiter/candidates');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Only verified employers can find candidates');
    expect(alert.textContent).toContain(COMPANY_NOT_VERIFIED);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Filters' })).toBeNull());
  });

  it('no candidate: says so; a request waiting: no second Ask', async () => {
    search = {
      candidates: [found(12, { request: { status: 'pending', created_at: '2026-11-29T10:00:00.000Z' } })],
      total: 1,
      sent_today: 1,
      open_jobs: OPEN_JOBS,
    };
    renderApp('/recruiter/candidates');
    const card = await screen.findByRole('article', { name: 'Coding, Chennai' });
    expect(card.textContent).toContain('Request sent: waiting for an answer');
    expect(within(card).queryByRole('button')).toBeNull();
  });
});

describe('the search and the texts', () => {
  it('keeps only valid filters from the URL', () => {
    expect(
      parseFindCandidatesSearch({
        role: ' Coding ',
        certification: 'maybe',
        min_years: '3',
        max_notice_days: '-1',
        work_preference: 'Remote',
        page: '2',
      }),
    ).toEqual({
      role: 'Coding',
      certification: undefined,
      city: undefined,
      experience_level: undefined,
      min_years: 3,
      max_notice_days: undefined,
      work_preference: 'Remote',
      page: 2,
    });
  });

  it('words the experience', () => {
    expect(experienceText({ experience_level: 'freshers', experience_months: 0 })).toBe('Fresher');
    expect(experienceText({ experience_level: 'experienced', experience_months: 13 })).toBe('1 year 1 month');
    expect(experienceText({ experience_level: null, experience_months: null })).toBeNull();
  });
});
