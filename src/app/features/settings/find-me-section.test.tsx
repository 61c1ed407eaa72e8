import type { FetchMock } from '@app/test-kits/fetch-test-kit';
import { jsonResponse, renderApp } from '@app/test-kits/test-utils';
import type { ConnectRequest } from '@contract/connect-requests';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCEPT_MEANS, ANSWER_NEEDS_NETWORK, FIND_ME_MEANING, FIND_ME_NEEDS_NETWORK } from './settings-texts';

vi.setConfig({ testTimeout: 30_000 });

const request = (fields: Partial<ConnectRequest> = {}): ConnectRequest => ({
  request_id: 7,
  company_name: 'AGS Health',
  company_verified: true,
  job_id: 3,
  job_title: 'Medical Coder',
  message: 'Hello, shall we talk about our opening?',
  status: 'pending',
  created_at: '2026-11-28T10:00:00.000Z',
  answered_at: null,
  conversation_id: null,
  ...fields,
});

type Answer = (init: RequestInit) => Response | Promise<Response>;
let answers: Record<string, Answer>;
let fetchMock: FetchMock;
const ok = (result: unknown) => () => jsonResponse(200, { success: true, message: 'ok', result });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  localStorage.setItem('isCandidateLogin', 'true');
  localStorage.setItem('token', 'tok-5');
  localStorage.setItem('user_id', '5');
  answers = {
    '/candidates/discoverability': (init) =>
      init.method === 'POST'
        ? jsonResponse(200, {
            success: true,
            result: {
              findable: JSON.parse(String(init.body)).findable,
              findable_since: '2026-11-29T10:00:00.000Z',
            },
          })
        : jsonResponse(200, { success: true, result: { findable: false, findable_since: null } }),
    '/candidates/connect_requests': ok({ requests: [request()] }),
    '/candidates/connect_requests/7/answer': ok({
      request: request({ status: 'accepted', answered_at: '2026-11-29T10:00:00.000Z', conversation_id: 12 }),
    }),
  };
  fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    const answer = answers[path];
    if (answer) return answer(init);
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

/** The settings screen (its route's chunk loads on the first test), then its switch. */
async function openToggle(path = '/settings') {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' }, { timeout: 15_000 });
  return (await screen.findByRole('switch', { name: 'Let recruiters find me' })) as HTMLInputElement;
}

const callsTo = (path: string, method = 'POST') =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      new URL(url, 'http://localhost').pathname === `/api${path}` && (init?.method ?? 'GET') === method,
  );

describe('Let recruiters find me and the requests to connect (/settings)', () => {
  it('is off by default, says what it means, and turns on', async () => {
    const toggle = await openToggle();
    expect(screen.getByText(FIND_ME_MEANING)).toBeTruthy();
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(callsTo('/candidates/discoverability')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('/candidates/discoverability')[0][1]?.body))).toEqual({
      findable: true,
    });
    await waitFor(() => expect(toggle.checked).toBe(true));
  });

  it('offline, a change says it needs the network and stays as it was', async () => {
    const toggle = await openToggle();
    await waitFor(() => expect(toggle.disabled).toBe(false));
    answers['/candidates/discoverability'] = offline;
    fireEvent.click(toggle);
    expect((await screen.findByText(FIND_ME_NEEDS_NETWORK)).textContent).toBe(FIND_ME_NEEDS_NETWORK);
    expect(toggle.checked).toBe(false);
  });

  it('lists a request with its company, Verified, job and message; Accept opens the chat link', async () => {
    renderApp('/settings#connect-requests');
    const card = await screen.findByRole('article', { name: 'AGS Health: Medical Coder' });
    expect(card.textContent).toContain('Verified employer');
    expect(card.textContent).toContain('Hello, shall we talk about our opening?');
    expect(card.textContent).toContain(ACCEPT_MEANS);
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await within(card).findByRole('link', { name: 'Open the chat' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open the chat' }).getAttribute('href')).toBe('/chat?c=12');
    expect(JSON.parse(String(callsTo('/candidates/connect_requests/7/answer')[0][1]?.body))).toEqual({
      accept: true,
    });
    expect(within(card).queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('offline, an answer says it needs the network and the request waits, nothing lost', async () => {
    renderApp('/settings');
    const card = await screen.findByRole('article', { name: 'AGS Health: Medical Coder' });
    answers['/candidates/connect_requests/7/answer'] = offline;
    fireEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    expect((await within(card).findByRole('alert')).textContent).toContain(ANSWER_NEEDS_NETWORK);
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeTruthy();
  });
});
