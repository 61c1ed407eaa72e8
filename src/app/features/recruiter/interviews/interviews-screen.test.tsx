import { isPersistedQueryKey } from '@app/api/query-keys';
import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import type { Interview } from '@contract/interviews';
import { notifications } from '@mantine/notifications';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyInterviewsQueryOptions } from '../api/get-company-interviews';
import { interviewsByJob, slotsStateText } from './interviews-texts';

const interview = (id: number, fields: Partial<Interview> = {}): Interview => ({
  interview_id: id,
  application_id: 40 + id,
  job: { id: 5, job_title: 'AR Caller' },
  company_name: 'Medicode',
  candidate_name: `Candidate ${id}`,
  mode: 'phone',
  address: '',
  map_link: '',
  video_link: '',
  notes: '',
  slots: ['2026-11-30T05:00:00.000Z'],
  duration_minutes: 30,
  chosen_start: '2026-11-30T05:00:00.000Z',
  state: 'proposed',
  reschedule_note: '',
  sequence: 0,
  ...fields,
});

interface Answer {
  interviews: Interview[];
  unanswered: Interview[];
}
let fetchMock: FetchMock;
let answers: Partial<Record<'today' | 'week', Answer | 'fail'>>;
const ok = (result: unknown) => jsonResponse(200, { success: true, message: 'ok', result });
const interviewCalls = () =>
  fetchMock.mock.calls.filter(([url]) => url.split('?')[0].endsWith('/recruiters/interviews'));

beforeEach(() => {
  localStorage.setItem('token', 'recruiter-token');
  localStorage.setItem('role', 'recruiter');
  answers = {};
  fetchMock = vi.fn(async (url: string) => {
    const [path, query] = url.split('?');
    if (path.endsWith('/recruiters/interviews')) {
      const range = new URLSearchParams(query).get('range') as 'today' | 'week';
      const answer = answers[range] ?? { interviews: [], unanswered: [] };
      if (answer === 'fail')
        return jsonResponse(500, { success: false, message: 'Server error', code: 'server_error' });
      return ok(answer);
    }
    if (path.endsWith('/recruiters/jobs')) return ok({ jobs: [], total: 0 });
    if (path.endsWith('/recruiters/conversations'))
      return ok({ conversations: [], total: 0, unread_total: 0 });
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

describe('the interviews view (/recruiter/interviews)', () => {
  it("groups today's interviews per job: candidate (to the applicant page), time in IST, mode, times and state", async () => {
    answers.today = {
      interviews: [
        interview(1, {
          candidate_name: 'Priya Sharma',
          mode: 'in_person',
          address: 'Tower B, Sector 62, Noida',
          map_link: 'https://maps.example.com/b',
          state: 'accepted',
        }),
        interview(2, {
          candidate_name: 'Karthik Iyer',
          job: { id: 7, job_title: 'Medical Coder' },
          mode: 'video',
          video_link: 'https://meet.example.com/abc',
          slots: ['2026-11-30T05:00:00.000Z', '2026-11-30T08:30:00.000Z'],
          chosen_start: '2026-11-30T08:30:00.000Z',
          state: 'accepted',
          duration_minutes: 45,
        }),
        interview(3, {
          candidate_name: 'Meena Pillai',
          state: 'reschedule_requested',
          reschedule_note: 'Evening please',
        }),
      ],
      unanswered: [
        interview(4, {
          candidate_name: 'Ravi Kumar',
          slots: ['2026-12-01T04:30:00.000Z', '2026-12-02T04:30:00.000Z'],
          chosen_start: null,
        }),
      ],
    };
    renderApp('/recruiter/interviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Interviews' })).toBeTruthy();
    const jobs = await screen.findAllByRole('heading', { level: 2 });
    expect(jobs.map((heading) => heading.textContent)).toEqual(['AR Caller', 'Medical Coder']);

    const arCaller = screen.getByRole('region', { name: 'AR Caller' });
    const timed = within(arCaller).getByRole('list', { name: 'AR Caller: interviews' });
    const [priya, meena] = within(timed).getAllByRole('listitem');
    const priyaLink = within(priya).getByRole('link', { name: 'Priya Sharma' });
    expect(priyaLink.getAttribute('href')).toBe('/recruiter/applications/41');
    // 05:00 UTC is 10:30 am in India
    expect(priya.textContent).toMatch(/Mon, 30 Nov,? 2026, 10:30 am IST/i);
    expect(priya.textContent).toContain('In person: Tower B, Sector 62, Noida');
    expect(within(priya).getByRole('link', { name: 'Map' }).getAttribute('href')).toBe(
      'https://maps.example.com/b',
    );
    expect(within(priya).getByText('Accepted')).toBeTruthy();
    expect(meena.textContent).toContain('Phone call');
    expect(within(meena).getByText('Reschedule asked')).toBeTruthy();
    expect(meena.textContent).toContain('Their note: Evening please');

    // the one whose time is still to pick, under its job
    const waiting = within(arCaller).getByRole('list', {
      name: 'AR Caller: Waiting for the candidate to pick a time',
    });
    expect(waiting.textContent).toContain('Ravi Kumar');
    expect(waiting.textContent).toContain('Waiting for a pick (2 times offered)');
    expect(waiting.textContent).toMatch(/Tue, 1 Dec,? 2026, 10:00 am IST; Wed, 2 Dec,? 2026, 10:00 am IST/i);
    expect(within(waiting).getByText("Awaiting the candidate's answer")).toBeTruthy();

    const coder = screen.getByRole('region', { name: 'Medical Coder' });
    expect(coder.textContent).toMatch(/2:00 pm IST, 45 minutes/i);
    expect(coder.textContent).toContain('Time picked (of 2 offered)');
    expect(within(coder).getByRole('link', { name: 'Video call link' }).getAttribute('href')).toBe(
      'https://meet.example.com/abc',
    );
    // the header's link to this view
    expect(screen.getByRole('link', { name: 'Interviews' }).getAttribute('href')).toBe(
      '/recruiter/interviews',
    );
  });

  it('This week is in the URL (?range=week) and reads the week; each range says when it has none', async () => {
    answers.week = { interviews: [interview(1, { candidate_name: 'Priya Sharma' })], unanswered: [] };
    const { router } = renderApp('/recruiter/interviews');
    expect(await screen.findByText('No interviews today.')).toBeTruthy();
    const today = screen.getByRole('link', { name: 'Today' });
    expect(today.getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'This week' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ range: 'week' }));
    expect(await screen.findByRole('link', { name: 'Priya Sharma' })).toBeTruthy();
    expect(screen.queryByText('No interviews this week.')).toBeNull();
    expect(screen.getByRole('link', { name: 'This week' }).getAttribute('aria-current')).toBe('page');
    const ranges = interviewCalls().map(([url]) =>
      new URL(url, 'http://localhost').searchParams.get('range'),
    );
    expect(ranges).toEqual(['today', 'week']);
  });

  it('an unknown range in the URL is today', async () => {
    const { router } = renderApp('/recruiter/interviews?range=month');
    expect(await screen.findByText('No interviews today.')).toBeTruthy();
    expect(router.state.matches.at(-1)?.search).toEqual({ range: undefined });
    expect(interviewCalls().map(([url]) => url)).toEqual([expect.stringContaining('range=today')]);
  });

  it('says when the week has none, and when the interviews could not be loaded, with Try again', async () => {
    renderApp('/recruiter/interviews?range=week');
    expect(await screen.findByText('No interviews this week.')).toBeTruthy();
    cleanup();
    answers.today = 'fail';
    renderApp('/recruiter/interviews');
    expect(await screen.findByText('The interviews could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  describe('offline', () => {
    afterEach(() => {
      onlineManager.setOnline(true);
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    });
    function goOffline() {
      onlineManager.setOnline(false);
      Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
      window.dispatchEvent(new Event('offline'));
    }

    it('opens from the saved copy and says how old it is', async () => {
      goOffline();
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const { queryKey } = companyInterviewsQueryOptions('today');
      queryClient.setQueryData(
        queryKey,
        { interviews: [interview(1, { candidate_name: 'Priya Sharma' })], unanswered: [] },
        { updatedAt: Date.now() - 5 * 60 * 1000 },
      );
      renderApp('/recruiter/interviews', { queryClient });
      expect(await screen.findByRole('link', { name: 'Priya Sharma' })).toBeTruthy();
      expect(
        screen.getByText('You are offline: showing the interviews saved on this phone 5 minutes ago.'),
      ).toBeTruthy();
      expect(interviewCalls()).toHaveLength(0);
      expect(isPersistedQueryKey(queryKey)).toBe(true);
    });

    it('never opened here: says it waits for the network', async () => {
      goOffline();
      renderApp('/recruiter/interviews');
      expect(
        await screen.findByText(
          'You are offline and the interviews are not saved on this device yet. They open when you are back online.',
        ),
      ).toBeTruthy();
    });
  });
});

describe('interviewsByJob and slotsStateText', () => {
  it('keeps the jobs in the order of their first interview, the timed ones before those to pick', () => {
    const groups = interviewsByJob(
      [interview(1, { job: { id: 7, job_title: 'Medical Coder' } }), interview(2), interview(3)],
      [
        interview(4, { chosen_start: null }),
        interview(5, { job: { id: 9, job_title: 'Billing' }, chosen_start: null }),
      ],
    );
    expect(
      groups.map((group) => [
        group.jobTitle,
        group.timed.map((i) => i.interview_id),
        group.waiting.map((i) => i.interview_id),
      ]),
    ).toEqual([
      ['Medical Coder', [1], []],
      ['AR Caller', [2, 3], [4]],
      ['Billing', [], [5]],
    ]);
  });

  it('says where the times stand', () => {
    expect(slotsStateText(interview(1))).toBeNull();
    expect(slotsStateText(interview(1, { slots: ['a', 'b', 'c'], chosen_start: null }))).toBe(
      'Waiting for a pick (3 times offered)',
    );
    expect(slotsStateText(interview(1, { slots: ['a', 'b'], chosen_start: 'a' }))).toBe(
      'Time picked (of 2 offered)',
    );
    expect(slotsStateText(interview(1, { state: 'reschedule_requested' }))).toBe(
      'The candidate asked for another time',
    );
  });
});
