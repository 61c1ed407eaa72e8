import 'fake-indexeddb/auto';
import { dashboardAnswerOf } from '@app/test-kits/dashboard-fixture';
import { jsonResponse, renderApp } from '@app/test-kits/test-utils';
import { IDEMPOTENCY_KEY_HEADER, QUEUE_HEADER } from '@contract/headers';
import type { Interview } from '@contract/interviews';
import { decodeOutboxLabel, OUTBOX_HEADER } from '@contract/outbox';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANSWER_QUEUED,
  ANSWER_SENT,
  INTERVIEWS_HEADING,
  LOADING_INTERVIEWS,
  PICK_A_TIME,
} from './interviews-card';

/** Two slots on 3 Mar 2026: 10:30 am and 3:00 pm in India. */
const SLOT_A = '2026-03-03T05:00:00.000Z';
const SLOT_B = '2026-03-03T09:30:00.000Z';
const interview = (fields: Partial<Interview> = {}): Interview => ({
  interview_id: 31,
  application_id: 7,
  job: { id: 42, job_title: 'Senior AR Caller' },
  company_name: 'Acme RCM',
  candidate_name: 'Asha Rao',
  mode: 'in_person',
  address: 'Tower B, Sector 62, Noida',
  map_link: 'https://maps.example.com/?q=tower-b',
  video_link: '',
  notes: 'Ask for Anita',
  slots: [SLOT_A, SLOT_B],
  duration_minutes: 30,
  chosen_start: null,
  state: 'proposed',
  reschedule_note: '',
  sequence: 0,
  ...fields,
});

const dashboardOf = (interviewCount: number) =>
  dashboardAnswerOf({ applied_count: 1, interview_count: interviewCount });
const ok = (result: unknown) => jsonResponse(200, { success: true, message: 'ok', result });

let count = 1;
let interviewsAnswer: () => Response | Promise<Response>;
let answerAnswer: (body: Record<string, unknown>) => Response;
let fetchMock: ReturnType<typeof vi.fn>;
const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path)) as [string, RequestInit][];

beforeEach(() => {
  count = 1;
  interviewsAnswer = () => ok({ interviews: [interview()] });
  answerAnswer = () => jsonResponse(202, { success: true, queued: true });
  localStorage.setItem('isCandidateLogin', 'true');
  localStorage.setItem('token', 'tok-5');
  localStorage.setItem('user_id', '5');
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/candidates/dashboard')) return jsonResponse(200, dashboardOf(count));
    if (url.endsWith('/candidates/interviews')) return interviewsAnswer();
    if (url.endsWith('/candidates/interviews/answer')) return answerAnswer(JSON.parse(String(init?.body)));
    if (url.includes('/candidates/saved_searches')) return ok([]);
    return jsonResponse(500, { success: false, message: 'not in this test', code: 'internal_error' });
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

const card = async () => within(await screen.findByRole('article', { name: 'Senior AR Caller, Acme RCM' }));

describe('the dashboard’s upcoming interviews (issue 36 §3)', () => {
  it('a candidate without interviews: no card, its list never asked', async () => {
    count = 0;
    renderApp('/dashboard');
    await screen.findByText('Profile completion: 60%');
    expect(screen.queryByRole('heading', { name: INTERVIEWS_HEADING })).toBeNull();
    expect(callsTo('/candidates/interviews')).toHaveLength(0);
  });

  it('says it is loading while the list is on its way, and draws nothing when it comes back empty', async () => {
    let release: (response: Response) => void = () => {};
    interviewsAnswer = () =>
      new Promise<Response>((resolve) => {
        release = resolve;
      });
    renderApp('/dashboard');
    expect(await screen.findByText(LOADING_INTERVIEWS)).toBeTruthy();
    release(ok({ interviews: [] }));
    await waitFor(() => expect(screen.queryByText(LOADING_INTERVIEWS)).toBeNull());
    expect(screen.queryByRole('heading', { name: INTERVIEWS_HEADING })).toBeNull();
  });

  it('shows the job, mode, place and the times offered in India; a slot picked offline is queued once, with its outbox record', async () => {
    renderApp('/dashboard');
    const item = await card();
    expect(item.getByText('In person interview, 30 minutes')).toBeTruthy();
    expect(item.getByText(/Tower B, Sector 62, Noida/)).toBeTruthy();
    expect(item.getByRole('link', { name: 'Map' }).getAttribute('href')).toBe(
      'https://maps.example.com/?q=tower-b',
    );
    const times = item.getByRole('radiogroup', { name: PICK_A_TIME });
    expect(within(times).getByRole('radio', { name: /3 Mar,? 2026, 10:30 am IST/i })).toBeTruthy();
    const accept = item.getByRole('button', { name: 'Accept this time' }) as HTMLButtonElement;
    // no time picked yet
    expect(accept.disabled).toBe(true);
    fireEvent.click(within(times).getByRole('radio', { name: /3:00 pm IST/i }));
    fireEvent.click(accept);
    const said = await item.findByText(ANSWER_QUEUED);
    // the button pressed may be gone: the outcome holds the focus
    await waitFor(() => expect(document.activeElement).toBe(said));
    expect(item.getByText('Accepted')).toBeTruthy();
    // the time accepted is not sent again; another one may be picked
    expect(accept.disabled).toBe(true);
    fireEvent.click(within(times).getByRole('radio', { name: /10:30 am IST/i }));
    expect(accept.disabled).toBe(false);

    const [[, init]] = callsTo('/candidates/interviews/answer');
    expect(callsTo('/candidates/interviews/answer')).toHaveLength(1);
    expect(JSON.parse(String(init.body))).toEqual({ interview_id: 31, action: 'accept', slot: SLOT_B });
    const headers = new Headers(init.headers);
    expect(headers.get(QUEUE_HEADER)).toBe('1');
    expect(headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(decodeOutboxLabel(headers.get(OUTBOX_HEADER))).toEqual({
      kind: 'interview_answer',
      job_id: 42,
      title: 'Senior AR Caller',
      user_id: '5',
    });
  });

  it('one time offered: Accept sends it and shows the server’s answer; Ask to reschedule sends the note', async () => {
    interviewsAnswer = () =>
      ok({
        interviews: [
          interview({
            mode: 'video',
            video_link: 'https://meet.example.com/x',
            slots: [SLOT_A],
            chosen_start: SLOT_A,
          }),
        ],
      });
    answerAnswer = (body) =>
      ok({
        interview:
          body.action === 'accept'
            ? interview({ mode: 'video', slots: [SLOT_A], chosen_start: SLOT_A, state: 'accepted' })
            : interview({
                mode: 'video',
                slots: [SLOT_A],
                chosen_start: SLOT_A,
                state: 'reschedule_requested',
                reschedule_note: String(body.note),
              }),
      });
    renderApp('/dashboard');
    const item = await card();
    expect(item.getByText(/Tue, 3 Mar,? 2026, 10:30 am IST/i)).toBeTruthy();
    expect(item.getByRole('link', { name: 'Join the video call' })).toBeTruthy();
    expect(item.queryByRole('radiogroup')).toBeNull();
    fireEvent.click(item.getByRole('button', { name: 'Accept' }));
    expect(await item.findByText(ANSWER_SENT)).toBeTruthy();
    expect(item.getByText('Accepted')).toBeTruthy();
    // accepted: only Ask to reschedule is left
    expect(item.queryByRole('button', { name: 'Accept' })).toBeNull();
    fireEvent.click(item.getByRole('button', { name: 'Ask to reschedule' }));
    const note = item.getByRole('textbox', { name: 'What suits you better? (optional)' });
    await waitFor(() => expect(document.activeElement).toBe(note));
    fireEvent.change(note, { target: { value: 'Thursday please' } });
    fireEvent.click(item.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(item.getByText('Reschedule asked')).toBeTruthy());
    const bodies = callsTo('/candidates/interviews/answer').map(([, init]) => JSON.parse(String(init.body)));
    expect(bodies).toEqual([
      { interview_id: 31, action: 'accept', slot: SLOT_A },
      { interview_id: 31, action: 'reschedule', note: 'Thursday please' },
    ]);
  });
});
