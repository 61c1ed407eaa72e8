import 'fake-indexeddb/auto';
import { dashboardAnswerOf } from '@app/test-kits/dashboard-fixture';
import { jsonResponse, renderApp } from '@app/test-kits/test-utils';
import { decodeOutboxLabel } from '@contract/outbox';
import { OUTBOX_DB, OUTBOX_STORE } from '@contract/page-worker';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore, del, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_PREFERENCES_KEY, PREFERENCES_KEPT_NOTE, PREFERENCES_WAITING } from './dashboard-preferences';

// the dashboard renders the whole app on a shared, slow machine

const dashboardAnswer = dashboardAnswerOf();
const ok = (result: unknown) => jsonResponse(200, { success: true, message: 'ok', result });
const ACCOUNT = {
  email_alerts: true,
  job_alerts: false,
  viewed_alerts: true,
  recruiter_reach_out: true,
  daily_digest: true,
};
let account = ACCOUNT;

let fetchMock: ReturnType<typeof vi.fn>;
const requestsTo = (path: string, method = 'POST') =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).includes(path) && (init?.method ?? 'GET') === method,
  ) as [string, RequestInit][];

async function serverAnswer(url: string, init?: RequestInit): Promise<Response> {
  if (url.includes('/candidates/dashboard')) return jsonResponse(200, dashboardAnswer);
  if (url.includes('/candidates/saved_searches')) return ok([]);
  if (url.includes('/candidates/preferences')) {
    if (init?.method === 'POST') account = { ...account, ...JSON.parse(String(init.body)) };
    return ok(account);
  }
  return jsonResponse(500, { success: false, message: 'not in this test', code: 'internal_error' });
}

beforeEach(() => {
  account = ACCOUNT;
  localStorage.setItem('isCandidateLogin', 'true');
  localStorage.setItem('token', 'tok-5');
  localStorage.setItem('user_id', '5');
  fetchMock = vi.fn(serverAnswer);
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const box = (name: string) => screen.findByRole<HTMLInputElement>('checkbox', { name });

describe('the dashboard’s preferences (the account’s)', () => {
  it('a tapped box shows its new state at once, not after the query cache tells its observers', async () => {
    renderApp('/dashboard');
    const email = await box('Email alerts');
    await waitFor(() => expect(email.checked && !email.disabled).toBe(true));
    fireEvent.click(email);
    // no wait: what a screen reader or a test reads right after the tap
    expect(email.checked).toBe(false);
    await waitFor(() => expect(requestsTo('/candidates/preferences')).toHaveLength(1));
    expect((await box('Email alerts')).checked).toBe(false);
  });

  it('show the account’s, say where they are kept, and save a change through the write queue', async () => {
    renderApp('/dashboard');
    await waitFor(async () => expect((await box('Email alerts')).checked).toBe(true));
    expect((await box('Job alerts')).checked).toBe(false);
    expect(screen.getByText(PREFERENCES_KEPT_NOTE)).toBeTruthy();
    expect(requestsTo('/candidates/preferences')).toHaveLength(0);

    fireEvent.click(await box('Job alerts'));
    await waitFor(() => expect(requestsTo('/candidates/preferences')).toHaveLength(1));
    const [, init] = requestsTo('/candidates/preferences')[0];
    expect(JSON.parse(String(init.body))).toEqual({ job_alerts: true });
    const headers = new Headers(init.headers);
    expect(headers.get('X-Queue')).toBe('1');
    expect(decodeOutboxLabel(headers.get('X-Outbox'))).toMatchObject({
      kind: 'save_preferences',
      title: 'Job alerts on',
      user_id: '5',
    });
    await waitFor(async () => expect((await box('Job alerts')).checked).toBe(true));
  });

  it('Daily digest sits beside the four and is switched alone, through the write queue', async () => {
    renderApp('/dashboard');
    const digest = await box('Daily digest');
    await waitFor(() => expect(digest.checked && !digest.disabled).toBe(true));
    fireEvent.click(digest);
    await waitFor(() => expect(requestsTo('/candidates/preferences')).toHaveLength(1));
    const [, init] = requestsTo('/candidates/preferences')[0];
    expect(JSON.parse(String(init.body))).toEqual({ daily_digest: false });
    const headers = new Headers(init.headers);
    expect(headers.get('X-Queue')).toBe('1');
    expect(decodeOutboxLabel(headers.get('X-Outbox'))).toMatchObject({
      kind: 'save_preferences',
      title: 'Daily digest off',
    });
    await waitFor(async () => expect((await box('Daily digest')).checked).toBe(false));
    expect((await box('Email alerts')).checked).toBe(true);
  });

  it('send the choices this device kept before to the account once, then forget them', async () => {
    localStorage.setItem(
      DEVICE_PREFERENCES_KEY,
      JSON.stringify({ emailAlerts: false, jobAlerts: true, viewedAlerts: false, recruiterReachOut: true }),
    );
    renderApp('/dashboard');
    await waitFor(() => expect(requestsTo('/candidates/preferences')).toHaveLength(1));
    expect(JSON.parse(String(requestsTo('/candidates/preferences')[0][1].body))).toEqual({
      email_alerts: false,
      job_alerts: true,
      viewed_alerts: false,
      recruiter_reach_out: true,
    });
    await waitFor(() => expect(localStorage.getItem(DEVICE_PREFERENCES_KEY)).toBeNull());
    await waitFor(async () => expect((await box('Alert when viewed by recruiter')).checked).toBe(false));
    cleanup();
    renderApp('/dashboard');
    await box('Email alerts');
    expect(requestsTo('/candidates/preferences')).toHaveLength(1);
  });

  it('a change kept by the service worker shows as waiting, and stays on the screen', async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url.includes('/candidates/preferences') && init?.method === 'POST'
        ? jsonResponse(202, { success: true, queued: true })
        : serverAnswer(url, init),
    );
    renderApp('/dashboard');
    fireEvent.click(await box('Email alerts'));
    await waitFor(() => expect(requestsTo('/candidates/preferences')).toHaveLength(1));
    await set(
      'queued-preferences',
      {
        kind: 'save_preferences',
        job_id: 0,
        title: 'Email alerts off',
        user_id: '5',
        key: 'queued-preferences',
        created_at: Date.now(),
        updated_at: Date.now(),
        state: 'waiting',
        reason: null,
        status: null,
        attempts: 0,
        next_attempt_at: null,
        can_retry: false,
      },
      createStore(OUTBOX_DB, OUTBOX_STORE),
    );
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByText(PREFERENCES_WAITING)).toBeTruthy();
    expect((await box('Email alerts')).checked).toBe(false);
    await del('queued-preferences', createStore(OUTBOX_DB, OUTBOX_STORE));
  });

  it('a failed change is put back and said', async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url.includes('/candidates/preferences') && init?.method === 'POST'
        ? jsonResponse(500, { success: false, message: 'boom', code: 'internal_error' })
        : serverAnswer(url, init),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/dashboard');
    fireEvent.click(await box('Email alerts'));
    expect(await screen.findByText('Your preferences could not be saved. Please try again.')).toBeTruthy();
    expect((await box('Email alerts')).checked).toBe(true);
  });
});
