import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { testProfile } from '@app/test-kits/profile-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import { ASK_CONTACT, CONTACT_ASKED, CONTACT_NOT_SHARED } from '@contract/contact-sharing';
import type { Interview } from '@contract/interviews';
import type { Applicant } from '@contract/recruiter/applicants';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const day = (date: number) => new Date(2026, 10, date, 10).toISOString();
const hiddenProfile = testProfile();
hiddenProfile.user_details = { ...hiddenProfile.user_details, email: '', phone_no: '' };
// the server never sends the date of birth and gender to a company (issue 37 §3)
if (hiddenProfile.profile)
  hiddenProfile.profile = { ...hiddenProfile.profile, gender: '', date_of_birth: '' };

const applicant = (fields: Partial<Applicant> = {}): Applicant => ({
  application_id: 31,
  job: { id: 5, job_title: 'AR Caller' },
  status: 'new',
  version: 0,
  undo_until: null,
  applied_at: day(20),
  reason: null,
  note: '',
  note_version: 1,
  timeline: [
    { event: 'applied', at: day(20) },
    { event: 'viewed', at: day(21) },
  ],
  profile: hiddenProfile,
  contact: null,
  contact_state: 'not_shared',
  resume: { file_name: 'priya-resume.pdf' },
  assessment: {
    state: 'submitted',
    answers: [
      {
        question_id: 1,
        question: 'Which code set is for diagnoses?',
        question_type: 'MCQ',
        options: ['ICD-10', 'CPT'],
        required: true,
        answer: 'ICD-10',
        audio: false,
        audio_seconds: null,
        correct_options: ['ICD-10'],
        correct: true,
        review: null,
      },
      {
        question_id: 2,
        question: 'Introduce yourself',
        question_type: 'audio',
        options: [],
        required: true,
        answer: null,
        audio: true,
        audio_seconds: null,
        correct_options: [],
        correct: null,
        review: null,
      },
    ],
    score: { points: 1, max: 1, passed: true },
    pass_mark: 60,
  },
  ...fields,
});

let fetchMock: FetchMock;
let current: Applicant;
/** When set, the status change answers only once it resolves. */
let statusGate: Promise<void> | null;
let interviewsOf31: Interview[];

beforeEach(() => {
  localStorage.setItem('token', 'recruiter-token');
  localStorage.setItem('role', 'recruiter');
  current = applicant();
  statusGate = null;
  interviewsOf31 = [];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/recruiters/applications/31/audio/2'))
      return new Response('abc', { status: 200, headers: { 'Content-Type': 'audio/webm' } });
    if (url.endsWith('/recruiters/applications/31/status')) {
      await statusGate;
      const body = JSON.parse(String(init?.body)) as { status: Applicant['status']; reason: string };
      current = applicant({
        status: body.status,
        reason: body.status === 'rejected' ? body.reason || null : null,
        contact:
          body.status === 'shortlisted'
            ? { email: 'priya.sharma@example.com', phone_no: '9876543210' }
            : null,
        profile: body.status === 'shortlisted' ? testProfile() : hiddenProfile,
      });
      return jsonResponse(200, { success: true, message: 'ok', result: { applicant: current } });
    }
    if (url.endsWith('/recruiters/applications/31/contact_request'))
      return jsonResponse(200, { success: true, message: 'ok', result: { contact_state: 'asked' } });
    if (url.endsWith('/recruiters/applications/31/answers/2/review')) {
      const body = JSON.parse(String(init?.body)) as { rating: number | null; comment: string };
      return jsonResponse(200, {
        success: true,
        message: 'ok',
        result: { review: { rating: body.rating, comment: body.comment.trim() } },
      });
    }
    if (url.endsWith('/recruiters/applications/31/note')) {
      const body = JSON.parse(String(init?.body)) as { note: string; version: number };
      return jsonResponse(200, {
        success: true,
        message: 'ok',
        result: { note: body.note.trim(), version: body.version + 1 },
      });
    }
    if (url.endsWith('/recruiters/applications/31/interviews')) {
      if (init?.method === 'POST') {
        const details = JSON.parse(String(init.body)) as Omit<Interview, 'interview_id'>;
        interviewsOf31 = [
          {
            ...details,
            interview_id: 9,
            application_id: 31,
            job: { id: 5, job_title: 'AR Caller' },
            company_name: 'Medicode',
            candidate_name: 'Priya Sharma',
            chosen_start: details.slots[0],
            state: 'proposed',
            reschedule_note: '',
            sequence: 0,
          },
        ];
        return jsonResponse(200, { success: true, message: 'ok', result: { interview: interviewsOf31[0] } });
      }
      return jsonResponse(200, { success: true, message: 'ok', result: { interviews: interviewsOf31 } });
    }
    if (url.endsWith('/recruiters/applications/31'))
      return jsonResponse(200, { success: true, message: 'ok', result: { applicant: current } });
    return jsonResponse(404, { success: false, message: 'Applicant not found', code: 'applicant_not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:recording');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('applicant screen', () => {
  it('schedules an interview with the form the applicants list shares, and lists it in the recruiter’s words', async () => {
    renderApp('/recruiter/applications/31');
    expect(await screen.findByText('No interview scheduled.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule interview' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Video' }));
    fireEvent.change(within(dialog).getByLabelText(/^Video call link/), {
      target: { value: 'https://meet.example.com/x' },
    });
    fireEvent.change(within(dialog).getByLabelText('Time (India)'), {
      target: { value: '2026-12-05T15:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Video: .*3:00 pm IST \(Awaiting the candidate's answer\)/i)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(
      ([url, init]) => url.endsWith('/applications/31/interviews') && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      mode: 'video',
      video_link: 'https://meet.example.com/x',
      slots: ['2026-12-05T09:30:00.000Z'],
    });
  });

  it('asks the candidate to share their contact (issue 37 §3)', async () => {
    renderApp('/recruiter/applications/31');
    fireEvent.click(await screen.findByRole('button', { name: ASK_CONTACT }));
    expect(await screen.findByText(CONTACT_ASKED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: ASK_CONTACT })).toBeNull();
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).endsWith('/applications/31/contact_request')),
    ).toBe(true);
  });

  it("shows the candidate's record as View Profile does, the timeline, the resume and the answers with a player", async () => {
    renderApp('/recruiter/applications/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' })).toBeTruthy();
    expect(screen.getByText('Applied for AR Caller on 20 Nov 2026')).toBeTruthy();
    // View Profile's sections, from the one source
    for (const section of ['Personal Information', 'Experience', 'Educational Details', 'Preferences'])
      expect(screen.getByRole('region', { name: section })).toBeTruthy();
    // issue 37 §3: until the candidate shares them, a plain line (reach them in the chat)
    expect(screen.getByText(CONTACT_NOT_SHARED)).toBeTruthy();
    const personal = within(screen.getByRole('region', { name: 'Personal Information' }));
    // phone, e-mail, gender and date of birth
    expect(personal.getAllByText('Not shared with companies')).toHaveLength(4);
    const timeline = within(screen.getByRole('list', { name: 'Application timeline' }));
    expect(timeline.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Applied 20 Nov 2026',
      'Viewed by a recruiter 21 Nov 2026',
    ]);
    expect(screen.getByRole('button', { name: 'Download resume' })).toBeTruthy();
    const answers = within(screen.getByRole('region', { name: 'Assessment answers' }));
    expect(answers.getByText('ICD-10')).toBeTruthy();
    const player = await answers.findByLabelText('Recording: Introduce yourself');
    expect(player.tagName).toBe('AUDIO');
    expect(player.getAttribute('src')).toBe('blob:recording');
    const audioCall = fetchMock.mock.calls.find(([url]) => url.endsWith('/audio/2'));
    expect(new Headers(audioCall?.[1]?.headers).get('Authorization')).toBe('Bearer recruiter-token');
    expect(screen.getByRole('link', { name: 'Back to the applicants' }).getAttribute('href')).toBe(
      '/recruiter/jobs/5/applicants',
    );
  });

  it('shows the score beside the answers, each scored answer right or not (issue 36 §5)', async () => {
    const [mcq, audio] = applicant().assessment.answers;
    current = applicant({
      assessment: {
        state: 'submitted',
        answers: [
          mcq,
          {
            ...mcq,
            question_id: 3,
            question: 'Which is a procedure code?',
            answer: 'ICD-10',
            correct: false,
            correct_options: ['CPT'],
          },
          audio,
        ],
        score: { points: 1, max: 2, passed: false },
        pass_mark: 60,
      },
    });
    renderApp('/recruiter/applications/31');
    const section = within(await screen.findByRole('region', { name: 'Assessment answers' }));
    expect(section.getByText('Score: 1/2 (50%), Not passed (pass mark 60%)')).toBeTruthy();
    expect(
      within(section.getByRole('article', { name: /Which code set/ })).getByText('Correct'),
    ).toBeTruthy();
    expect(
      within(section.getByRole('article', { name: /procedure code/ })).getByText('Not correct. Correct: CPT'),
    ).toBeTruthy();
  });

  it('a question added after the applicant submitted says whether they are asked (issue 36 R4)', async () => {
    const [mcq] = applicant().assessment.answers;
    const added = { ...mcq, answer: null, correct: null };
    current = applicant({
      assessment: {
        state: 'submitted',
        answers: [
          mcq,
          { ...added, question_id: 4, question: 'Night shifts?', added_after_submit: 'asked' },
          { ...added, question_id: 5, question: 'Shift?', added_after_submit: 'not_asked' },
        ],
        score: { points: 1, max: 1, passed: true },
        pass_mark: 60,
      },
    });
    renderApp('/recruiter/applications/31');
    const section = within(await screen.findByRole('region', { name: 'Assessment answers' }));
    expect(
      within(section.getByRole('article', { name: /Night shifts/ })).getByText(
        'Added after they submitted: they are asked to answer it. Not answered yet.',
      ),
    ).toBeTruthy();
    expect(
      within(section.getByRole('article', { name: /Shift\?/ })).getByText(
        'Added after they submitted, for new applicants only.',
      ),
    ).toBeTruthy();
  });

  it('rates the audio answer 1-5 with a private comment; a scored answer has no rating (issue 36 §5)', async () => {
    renderApp('/recruiter/applications/31');
    const section = within(await screen.findByRole('region', { name: 'Assessment answers' }));
    expect(section.queryByLabelText('Rating of answer 1')).toBeNull();
    fireEvent.change(section.getByLabelText('Rating of answer 2'), { target: { value: '4' } });
    fireEvent.change(section.getByLabelText('Private comment on answer 2'), {
      target: { value: ' Clear and polite ' },
    });
    fireEvent.click(section.getByRole('button', { name: 'Save rating of answer 2' }));
    expect(await section.findByText('Rating saved')).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/answers/2/review'));
    expect(sent?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ rating: 4, comment: ' Clear and polite ' });
    expect((section.getByLabelText('Private comment on answer 2') as HTMLTextAreaElement).value).toBe(
      'Clear and polite',
    );
  });

  it("names a recording's length beside it and in its player's name (issue 35 N7)", async () => {
    const answers = applicant().assessment.answers.map((answer) =>
      answer.audio ? { ...answer, audio_seconds: 102 } : answer,
    );
    current = applicant({ assessment: { ...applicant().assessment, answers } });
    renderApp('/recruiter/applications/31');
    const section = within(await screen.findByRole('region', { name: 'Assessment answers' }));
    const player = await section.findByLabelText('Recording: Introduce yourself, 1:42');
    expect(player.tagName).toBe('AUDIO');
    expect(section.getByText('Length 1:42')).toBeTruthy();
  });

  it('shortlists: the status, the phone and e-mail show', async () => {
    renderApp('/recruiter/applications/31');
    fireEvent.click(await screen.findByRole('button', { name: 'Shortlist' }));
    expect(await screen.findByRole('link', { name: '9876543210' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'priya.sharma@example.com' }).getAttribute('href')).toBe(
      'mailto:priya.sharma@example.com',
    );
    expect(screen.getByRole('button', { name: 'Back to Awaiting' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Shortlist' })).toBeNull();
  });

  it('Shortlist keeps the focus while it saves, then gives it to the outcome (issue 35 N1)', async () => {
    let open = () => {};
    statusGate = new Promise((resolve) => {
      open = resolve;
    });
    renderApp('/recruiter/applications/31');
    const shortlist = await screen.findByRole('button', { name: 'Shortlist' });
    shortlist.focus();
    fireEvent.click(shortlist);
    await waitFor(() => expect(shortlist.getAttribute('aria-disabled')).toBe('true'));
    // Mantine's loading state disables the button, which drops the focus to the page
    expect((shortlist as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(shortlist);
    fireEvent.click(shortlist);
    open();
    const outcome = await screen.findByText('Shortlisted.', { selector: 'p' });
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('/status'))).toHaveLength(1);

    // Back to Awaiting alike: its button goes, the outcome has the focus
    fireEvent.click(screen.getByRole('button', { name: 'Back to Awaiting' }));
    const back = await screen.findByText('Moved back to Awaiting.', { selector: 'p' });
    await waitFor(() => expect(document.activeElement).toBe(back));
  });

  it('rejects in a dialog with an optional reason kept for the company', async () => {
    renderApp('/recruiter/applications/31');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this applicant?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional, only your company sees it)'), {
      target: { value: 'Needs night shifts' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Needs night shifts')).toBeTruthy();
    // the Reject button went with the rejection: the focus is on the outcome, not the page
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByText('Rejected.', { selector: 'p' })),
    );
    const put = fetchMock.mock.calls.find(([url]) => url.endsWith('/status'));
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      status: 'rejected',
      reason: 'Needs night shifts',
      version: 0,
    });
    expect(put?.[1]?.method).toBe('PUT');
  });

  it('saves the private note and says so; offline it says it needs the network and keeps the text', async () => {
    renderApp('/recruiter/applications/31');
    const box = await screen.findByLabelText('Private note (only your company sees it)');
    fireEvent.change(box, { target: { value: 'Strong on denials' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved.')).toBeTruthy();

    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    fireEvent.change(box, { target: { value: 'Call back on Monday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(
      await screen.findByText(
        'You are offline. Saving the note needs the network: your text is kept here, so save it again when you are back online.',
      ),
    ).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Call back on Monday');
  });

  it("another company's applicant is a not-found state", async () => {
    renderApp('/recruiter/applications/99');
    expect(
      await screen.findByText('This applicant was not found. It may belong to another company.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to jobs' })).toBeTruthy());
  });
});

describe('applicant screen ids', () => {
  it("an id that is not a positive whole number goes to the company's jobs, with no call", async () => {
    const { router } = renderApp('/recruiter/applications/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter'));
    expect(fetchMock.mock.calls.filter(([url]) => url.includes('/recruiters/applications/'))).toEqual([]);
  });
});
