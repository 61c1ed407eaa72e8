import 'fake-indexeddb/auto';
import { dashboardAnswerOf } from '@app/test-kits/dashboard-fixture';
import { jsonResponse, renderApp } from '@app/test-kits/test-utils';
import {
  ANSWER_QUEUED,
  type ContactShare,
  NOT_NOW,
  NOT_SHARED_WITH_ANYONE,
  SHARE_CONTACT,
  shareContactQuestion,
} from '@contract/contact-sharing';
import { IDEMPOTENCY_KEY_HEADER, QUEUE_HEADER } from '@contract/headers';
import { decodeOutboxLabel, OUTBOX_HEADER } from '@contract/outbox';
import { WHO_SAW_MY_PROFILE } from '@contract/profile-sightings';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });

const ASKED: ContactShare = {
  company_id: 7,
  company_name: 'AGS Health',
  state: 'asked',
  at: '2026-11-20T10:00:00.000Z',
};
const ok = (result: unknown) => jsonResponse(200, { success: true, message: 'ok', result });

let shares: ContactShare[];
let answer: (body: Record<string, unknown>) => Response;
let fetchMock: ReturnType<typeof vi.fn>;
const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path)) as [string, RequestInit][];

beforeEach(() => {
  shares = [ASKED];
  answer = () => jsonResponse(202, { success: true, queued: true });
  localStorage.setItem('isCandidateLogin', 'true');
  localStorage.setItem('token', 'tok-5');
  localStorage.setItem('user_id', '5');
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/candidates/dashboard')) return jsonResponse(200, dashboardAnswerOf({}));
    if (url.endsWith('/candidates/contact_sharing')) return ok({ shares });
    if (url.endsWith('/candidates/contact_sharing/answer')) return answer(JSON.parse(String(init?.body)));
    if (url.endsWith('/candidates/contact_sharing/withdraw')) {
      shares = [];
      return ok({ shares });
    }
    if (url.endsWith('/candidates/profile_sightings'))
      return ok({
        sightings: [
          {
            company_name: 'AGS Health',
            kind: 'resume',
            first_at: '2026-11-21T10:00:00.000Z',
            last_at: '2026-11-22T10:00:00.000Z',
          },
        ],
      });
    return jsonResponse(404, { success: false, message: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the settings’ Contact sharing (issue 37 §3)', () => {
  it('asks "Share your phone and e-mail with AGS Health?"; Share goes through the write queue, once', async () => {
    renderApp('/settings');
    expect(await screen.findByText(shareContactQuestion('AGS Health'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: SHARE_CONTACT }));
    // offline: the worker kept it; the question leaves, the company is listed as shared
    expect(await screen.findByText(ANSWER_QUEUED)).toBeTruthy();
    expect(screen.queryByText(shareContactQuestion('AGS Health'))).toBeNull();
    expect(await screen.findByRole('button', { name: 'Withdraw: AGS Health' })).toBeTruthy();
    const [call] = callsTo('/candidates/contact_sharing/answer');
    const headers = new Headers(call[1].headers);
    expect(headers.get(QUEUE_HEADER)).toBe('1');
    expect(headers.get(IDEMPOTENCY_KEY_HEADER)).toBeTruthy();
    expect(decodeOutboxLabel(headers.get(OUTBOX_HEADER) ?? '')).toMatchObject({
      kind: 'contact_answer',
      title: 'AGS Health',
    });
    expect(JSON.parse(String(call[1].body))).toEqual({ company_id: 7, share: true });
    expect(callsTo('/candidates/contact_sharing/answer')).toHaveLength(1);
  });

  it('Not now answers no; a share is withdrawn with Withdraw; who saw my profile lists the resume download', async () => {
    answer = (body) => {
      shares = [];
      expect(body).toEqual({ company_id: 7, share: false });
      return ok({ shares });
    };
    renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: NOT_NOW }));
    await waitFor(() => expect(screen.queryByText(shareContactQuestion('AGS Health'))).toBeNull());
    expect(screen.getByText(NOT_SHARED_WITH_ANYONE)).toBeTruthy();
    const seen = within(
      (await screen.findByRole('heading', { name: WHO_SAW_MY_PROFILE })).parentElement as HTMLElement,
    );
    expect(await seen.findByText('Downloaded your resume from 21 Nov 2026 to 22 Nov 2026')).toBeTruthy();
    cleanup();

    shares = [{ ...ASKED, state: 'shared' }];
    renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw: AGS Health' }));
    expect(await screen.findByText(NOT_SHARED_WITH_ANYONE)).toBeTruthy();
    expect(JSON.parse(String(callsTo('/candidates/contact_sharing/withdraw')[0][1].body))).toEqual({
      company_id: 7,
    });
  });
});
