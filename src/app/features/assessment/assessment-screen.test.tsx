import 'fake-indexeddb/auto';
import { jobQueryKey } from '@app/api/get-job';
import { PERSIST_KEY } from '@app/offline/query-persistence';
import { everyType, question } from '@app/test-kits/assessment-test-kit';
import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import { CONTINUE } from '@app/ui/success-modal';
import type { JobDetail } from '@contract/jobs';
import { decodeOutboxLabel } from '@contract/outbox';
import { notifications } from '@mantine/notifications';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { get } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALLOW_MICROPHONE,
  ALREADY_SUBMITTED_NOTE,
  APPLICATION_SAVED,
  ASSESSMENT_SUBMITTED,
  REOPENED_NOTE,
  RESTORED_FROM_PHONE,
  SAVED_ON_THIS_PHONE,
} from './assessment-texts';
import { clearCandidateAutosaves, loadAutosave, writeAutosave } from './autosave-store';

const baseJob: JobDetail = {
  id: 42,
  company_name: 'Acme RCM',
  company_logo: null,
  job_title: 'AR Caller',
  role_name: 'AR Calling',
  type_name: 'Full Time',
  location: 'Chennai',
  experience_level: 'Experienced',
  min_ctc: 300000,
  max_ctc: 450000,
  job_description: 'Calls.',
  created_at: null,
  specialisations: null,
  saved_status: false,
  applied_status: true,
  assessment_status: true,
  assessment_submit: false,
  status: null,
  application_status: 'new',
  Key_responsibilities: null,
  requirements: null,
  certifications_required: null,
  good_to_have: null,
  benefits_offered: null,
  applied: true,
  assessment_details: everyType,
  assessment_updated_at: null,
};

let fetchMock: FetchMock;
let job: JobDetail;
let jobAnswer: () => Response | Promise<Response>;
let submitAnswer: () => Response | Promise<Response>;

beforeEach(() => {
  localStorage.setItem('isCandidateLogin', 'true');
  localStorage.setItem('token', 'token-1');
  localStorage.setItem('user_id', '7');
  job = baseJob;
  jobAnswer = () => jsonResponse(200, { success: true, message: 'ok', result: { job } });
  submitAnswer = () =>
    jsonResponse(200, {
      success: true,
      message: 'Saved',
      result: { job_id: 42, status: 'draft', assessment_submit: false },
    });
  fetchMock = vi.fn(async (url: string) => {
    if (url.includes('/candidates/job?')) return jobAnswer();
    if (url.endsWith('/candidates/submit_assessment')) return submitAnswer();
    return jsonResponse(404, { success: false, message: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  await clearCandidateAutosaves();
});

const submitCalls = () =>
  fetchMock.mock.calls.filter(([url]) => url.endsWith('/candidates/submit_assessment'));
const block = (id: number) => within(screen.getByTestId(`question-${id}`));

/** Opens the screen and waits for the questions. */
async function open() {
  const app = renderApp('/assessment/42');
  await screen.findByTestId('question-11');
  return app;
}

/** Answers every required question of `everyType` but audio (a saved path stands for it). */
function answerRequired() {
  fireEvent.click(block(11).getByRole('radio', { name: 'CO-16' }));
  fireEvent.click(block(12).getByRole('checkbox', { name: 'Category I' }));
  fireEvent.change(block(14).getByRole('textbox'), { target: { value: 'I would appeal.' } });
}

// Rendering the whole app in jsdom is slow on a shared machine; the default 5 s is too tight.
describe('assessment screen', { timeout: 20_000 }, () => {
  it('shows each question type, numbered, with the required marks and (Select multiple)', async () => {
    job = {
      ...baseJob,
      assessment_details: [...everyType, question(16, 'rating', { question: 'Rate us' })],
    };
    await open();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Job Search' }).getAttribute('href')).toBe('/jobpostings');
    expect(crumbs.getByText('Assessment').getAttribute('aria-current')).toBe('page');

    expect(block(11).getByRole('radiogroup', { name: /^1\. Which denial code\?/ })).toBeTruthy();
    expect(block(11).getByText('(required)')).toBeTruthy();
    expect(block(11).getByRole('radio', { name: 'CO-45' })).toBeTruthy();
    expect(block(12).getByText('(Select multiple)')).toBeTruthy();
    expect(
      block(12)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['Category I', 'Category II', 'Category III']);
    expect(block(13).getByRole('textbox', { name: '3. What is E11.9?' })).toBeTruthy();
    expect(block(13).queryByText('(required)')).toBeNull();
    const paragraph = block(14).getByRole('textbox', { name: /4\. Describe a timely filing denial\./ });
    expect(paragraph.tagName).toBe('TEXTAREA');
    expect(paragraph.getAttribute('rows')).toBe('4');
    expect(block(15).getByRole('button', { name: 'Record' })).toBeTruthy();
    expect(block(16).getByText('Unsupported question type: rating')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('starts from the saved answers', async () => {
    job = {
      ...baseJob,
      assessment_details: [
        question(11, 'MCQ', { options: ['CO-16', 'CO-45'], answer: 'CO-45' }),
        question(12, 'checkboxes', { options: ['A', 'B', 'C'], answer: 'A,C' }),
        question(13, 'short_answer', { answer: 'Diabetes' }),
      ],
    };
    await open();
    expect((block(11).getByRole('radio', { name: 'CO-45' }) as HTMLInputElement).checked).toBe(true);
    expect((block(12).getByRole('checkbox', { name: 'A' }) as HTMLInputElement).checked).toBe(true);
    expect((block(12).getByRole('checkbox', { name: 'B' }) as HTMLInputElement).checked).toBe(false);
    expect((block(12).getByRole('checkbox', { name: 'C' }) as HTMLInputElement).checked).toBe(true);
    expect((block(13).getByRole('textbox') as HTMLInputElement).value).toBe('Diabetes');
  });

  it('a load failure shows the message with Back to /jobpostings', async () => {
    jobAnswer = () => jsonResponse(500, { success: false, message: 'Database down', code: 'internal_error' });
    renderApp('/assessment/42');
    expect(await screen.findByText('Database down')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/jobpostings');
  });

  it("a load failure without a message says 'Failed to load job.'", async () => {
    jobAnswer = () => new Response('', { status: 502 });
    renderApp('/assessment/42');
    expect(await screen.findByText('Failed to load job.')).toBeTruthy();
  });

  it('without an assessment: No assessment found, with Back to the job details', async () => {
    job = { ...baseJob, assessment_details: [] };
    renderApp('/assessment/42');
    expect(await screen.findByText('No assessment found for job 42.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/jobpostings/42');
  });

  it('a submitted assessment shows the answers read-only, with no buttons', async () => {
    job = {
      ...baseJob,
      assessment_submit: true,
      assessment_details: [
        question(11, 'MCQ', { question: 'Pick one', options: ['X', 'Y'], answer: 'Y' }),
        question(12, 'checkboxes', { question: 'Pick many', options: ['A', 'B'], answer: 'A,B' }),
        question(13, 'short_answer', { question: 'Say it' }),
      ],
    };
    renderApp('/assessment/42');
    expect(await screen.findByText(ALREADY_SUBMITTED_NOTE)).toBeTruthy();
    expect(block(11).getByText('Y')).toBeTruthy();
    expect(block(12).getByText('A, B')).toBeTruthy();
    expect(block(13).getByText('No answer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Draft' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('reopened for a question added after the submit (issue 36 R4): only that one, sent by Submit alone', async () => {
    job = {
      ...baseJob,
      assessment_submit: true,
      assessment_details: [
        question(11, 'MCQ', { question: 'Pick one', options: ['X', 'Y'], answer: 'Y', required: 1 }),
        question(12, 'MCQ', {
          question: 'Night shifts?',
          options: ['Yes', 'No'],
          required: 1,
          pending: true,
        }),
      ],
    };
    submitAnswer = () =>
      jsonResponse(200, {
        success: true,
        message: 'Submitted',
        result: { job_id: 42, status: 'submitted', assessment_submit: true },
      });
    renderApp('/assessment/42');
    expect(await screen.findByText(REOPENED_NOTE)).toBeTruthy();
    await screen.findByTestId('question-12');
    // the submitted answer is not shown again, and stays as it was
    expect(screen.queryByTestId('question-11')).toBeNull();
    expect(screen.queryByText(ALREADY_SUBMITTED_NOTE)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Draft' })).toBeNull();
    expect(block(12).getByRole('radiogroup', { name: /^1\. Night shifts\?/ })).toBeTruthy();
    fireEvent.click(block(12).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: ASSESSMENT_SUBMITTED })).toBeTruthy();
    const sent = submitCalls()[0][1]?.body;
    expect(sent instanceof FormData && sent.get('status')).toBe('submitted');
    expect(sent instanceof FormData && JSON.parse(String(sent.get('answers')))).toEqual([
      { assessment_id: 12, answer: 'Yes' },
    ]);
  });

  it('Submit with a required question blank says which beside it, focuses it and sends nothing', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await block(11).findByText('Question 1 is required.')).textContent).toBe(
      'Question 1 is required.',
    );
    await waitFor(() => expect(document.activeElement).toBe(block(11).getAllByRole('radio')[0]));
    expect(block(11).getAllByRole('radio')[0].getAttribute('aria-invalid')).toBe('true');

    answerRequired();
    // answering the question takes its message away
    expect(block(11).queryByText('Question 1 is required.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(block(15).getByText('Question 5 is required.')).toBeTruthy());
    const record = block(15).getByRole('button', { name: 'Record' });
    await waitFor(() => expect(document.activeElement).toBe(record));
    expect(record.getAttribute('aria-describedby')).toBe(block(15).getByText('Question 5 is required.').id);
    expect(screen.queryByText('Question 1 is required.')).toBeNull();
    expect(submitCalls()).toHaveLength(0);
  });

  it('a job not applied to: says so with Apply for this job (to the job), no questions, nothing kept', async () => {
    job = { ...baseJob, applied: false, applied_status: false, application_status: null };
    renderApp('/assessment/42');
    expect(await screen.findByText('Please apply for this job before taking its assessment.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply for this job' }).getAttribute('href')).toBe(
      '/jobpostings/42',
    );
    expect(screen.queryByTestId('question-11')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Draft' })).toBeNull();
    expect(await loadAutosave('7', 42)).toBeNull();
  });

  it('Save Draft needs no answers; Saving... disables Submit; then Application Saved! and /jobpostings', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    submitAnswer = async () => {
      await held;
      return jsonResponse(200, {
        success: true,
        message: 'Saved',
        result: { job_id: 42, status: 'draft', assessment_submit: false },
      });
    };
    const { router } = await open();
    fireEvent.change(block(13).getByRole('textbox'), { target: { value: 'Type 2 diabetes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving.hasAttribute('disabled') || saving.getAttribute('data-loading') !== null).toBe(true);
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);

    const [, init] = submitCalls()[0];
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Queue')).toBe('1');
    expect(headers.get('Idempotency-Key')).toBeTruthy();
    expect(decodeOutboxLabel(headers.get('X-Outbox'))).toEqual({
      kind: 'assessment_draft',
      job_id: 42,
      title: 'AR Caller',
      user_id: '7',
    });
    const body = init?.body as FormData;
    expect(body.get('job_id')).toBe('42');
    expect(body.get('status')).toBe('draft');
    expect(JSON.parse(String(body.get('answers')))).toContainEqual({
      assessment_id: 13,
      answer: 'Type 2 diabetes',
    });

    release();
    expect(await screen.findByRole('dialog', { name: APPLICATION_SAVED })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobpostings'), { timeout: 8000 });
  });

  it('Submitting... disables Save Draft; a confirmed submit shows its modal and clears the device copy', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    submitAnswer = async () => {
      await held;
      return jsonResponse(200, {
        success: true,
        message: 'Submitted',
        result: { job_id: 42, status: 'submitted', assessment_submit: true },
      });
    };
    job = { ...baseJob, assessment_details: everyType.slice(0, 4) };
    const { router } = await open();
    answerRequired();
    await waitFor(async () => expect((await loadAutosave('7', 42))?.answers[14]).toBe('I would appeal.'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('button', { name: 'Submitting...' });
    expect(screen.getByRole('button', { name: 'Save Draft' }).hasAttribute('disabled')).toBe(true);
    const sent = submitCalls()[0][1]?.body;
    expect(sent instanceof FormData && sent.get('status')).toBe('submitted');
    // the job reloads as submitted (read-only) while the modal stays until it goes to /jobpostings
    job = { ...job, assessment_submit: true };
    release();
    expect(await screen.findByRole('dialog', { name: ASSESSMENT_SUBMITTED })).toBeTruthy();
    await waitFor(async () => expect(await loadAutosave('7', 42)).toBeNull());
    // on this phone at once (not after the persisted cache's throttle): the job as submitted
    await waitFor(
      async () => {
        const raw = await get<string>(PERSIST_KEY);
        const persisted = raw ? (JSON.parse(raw) as PersistedClient) : undefined;
        const kept = persisted?.clientState.queries.find(
          (query) => query.queryHash === JSON.stringify(jobQueryKey(42)),
        );
        expect((kept?.state.data as JobDetail | undefined)?.assessment_submit).toBe(true);
      },
      { timeout: 900 },
    );
    fireEvent.click(screen.getByRole('button', { name: CONTINUE }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobpostings'), { timeout: 4000 });
  });

  it('a write the service worker kept: says it is saved on this phone, stays, keeps the answers', async () => {
    submitAnswer = () => jsonResponse(202, { success: true, queued: true });
    const { router } = await open();
    fireEvent.change(block(13).getByRole('textbox'), { target: { value: 'kept' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText(SAVED_ON_THIS_PHONE)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: APPLICATION_SAVED })).toBeNull();
    expect(router.state.location.pathname).toBe('/assessment/42');
    expect((block(13).getByRole('textbox') as HTMLInputElement).value).toBe('kept');
    expect(screen.getByRole('button', { name: 'Save Draft' }).hasAttribute('disabled')).toBe(false);
  });

  it('a refusal: Submit failed with the message, answers kept', async () => {
    submitAnswer = () =>
      jsonResponse(400, { success: false, message: 'Please apply for this job first', code: 'not_applied' });
    await open();
    fireEvent.change(block(13).getByRole('textbox'), { target: { value: 'mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Submit failed: Please apply for this job first',
    );
    expect((block(13).getByRole('textbox') as HTMLInputElement).value).toBe('mine');
  });

  it('no network and no service worker: says it needs the network, answers kept', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url.includes('/candidates/job?')) return jobAnswer();
      throw new TypeError('Failed to fetch');
    });
    await open();
    fireEvent.change(block(13).getByRole('textbox'), { target: { value: 'mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect((await screen.findByRole('alert')).textContent).toContain('needs the network');
    expect((block(13).getByRole('textbox') as HTMLInputElement).value).toBe('mine');
  });

  it('a retry of the same answers is the same write (one idempotency key); a change makes a new one', async () => {
    submitAnswer = () => {
      throw new TypeError('Failed to fetch');
    };
    await open();
    const keyOf = (index: number) => new Headers(submitCalls()[index][1]?.headers).get('Idempotency-Key');
    const saveDraft = screen.getByRole('button', { name: 'Save Draft' });
    fireEvent.click(saveDraft);
    fireEvent.click(saveDraft);
    await screen.findByRole('alert');
    expect(submitCalls()).toHaveLength(1);
    await waitFor(() => expect(saveDraft.hasAttribute('disabled')).toBe(false));
    fireEvent.click(saveDraft);
    await waitFor(() => expect(submitCalls()).toHaveLength(2));
    expect(keyOf(1)).toBe(keyOf(0));
    await waitFor(() => expect(saveDraft.hasAttribute('disabled')).toBe(false));
    fireEvent.change(block(13).getByRole('textbox'), { target: { value: 'changed' } });
    fireEvent.click(saveDraft);
    await waitFor(() => expect(submitCalls()).toHaveLength(3));
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it("every change is kept on this device; a newer device copy opens instead of the server's", async () => {
    await writeAutosave('7', 42, { answers: { 13: 'from this phone', 12: ['Category II'] }, recordings: {} });
    job = { ...baseJob, assessment_updated_at: new Date(Date.now() - 60_000).toISOString() };
    await open();
    expect(screen.getByText(RESTORED_FROM_PHONE)).toBeTruthy();
    expect((block(13).getByRole('textbox') as HTMLInputElement).value).toBe('from this phone');
    expect((block(12).getByRole('checkbox', { name: 'Category II' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(block(14).getByRole('textbox'), { target: { value: 'typed now' } });
    await waitFor(async () => expect((await loadAutosave('7', 42))?.answers[14]).toBe('typed now'));
  });

  it('an older device copy loses to the server', async () => {
    await writeAutosave('7', 42, { answers: { 13: 'old' }, recordings: {} }, Date.now() - 60_000);
    job = {
      ...baseJob,
      assessment_updated_at: new Date().toISOString(),
      assessment_details: [question(13, 'short_answer', { answer: 'server' })],
    };
    renderApp('/assessment/42');
    const input = (await screen.findByTestId('question-13')).querySelector('input') as HTMLInputElement;
    expect(input.value).toBe('server');
    expect(screen.queryByText(RESTORED_FROM_PHONE)).toBeNull();
  });

  describe('audio', () => {
    class FakeRecorder {
      static isTypeSupported = (type: string) => type === 'audio/webm';
      static last: FakeRecorder | null = null;
      state: 'inactive' | 'recording' = 'inactive';
      mimeType: string;
      options: MediaRecorderOptions;
      ondataavailable: ((event: { data: Blob }) => void) | null = null;
      onstop: (() => void) | null = null;
      constructor(_stream: unknown, options: MediaRecorderOptions) {
        this.options = options;
        this.mimeType = options.mimeType ?? '';
        FakeRecorder.last = this;
      }
      start() {
        this.state = 'recording';
      }
      stop() {
        this.state = 'inactive';
        this.ondataavailable?.({ data: new Blob(['sound'], { type: 'audio/webm' }) });
        this.onstop?.();
      }
    }

    beforeEach(() => {
      vi.stubGlobal('MediaRecorder', FakeRecorder);
      URL.createObjectURL = vi.fn(() => 'blob:local-recording');
      URL.revokeObjectURL = vi.fn();
    });

    const mediaDevices = (getUserMedia: () => Promise<unknown>) =>
      Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });

    it('Record, Stop, play the recording, Record again; webm at 24 kbps (audio/webm when opus is not named)', async () => {
      const track = { stop: vi.fn() };
      mediaDevices(async () => ({ getTracks: () => [track] }));
      await open();
      fireEvent.click(block(15).getByRole('button', { name: 'Record' }));
      const stop = await block(15).findByRole('button', { name: 'Stop' });
      expect(block(15).getByRole('timer').textContent).toBe('Recording 0:00');
      expect(FakeRecorder.last?.options).toEqual({ mimeType: 'audio/webm', audioBitsPerSecond: 24_000 });
      await act(async () => fireEvent.click(stop));
      const audio = screen.getByTestId('question-15').querySelector('audio');
      expect(audio?.getAttribute('src')).toBe('blob:local-recording');
      expect(audio?.hasAttribute('controls')).toBe(true);
      expect(block(15).getByRole('button', { name: 'Record again' })).toBeTruthy();
      expect(track.stop).toHaveBeenCalled();
    });

    it('microphone refused: Please allow microphone access.', async () => {
      mediaDevices(async () => {
        throw Object.assign(new Error('denied'), { name: 'NotAllowedError' });
      });
      await open();
      fireEvent.click(block(15).getByRole('button', { name: 'Record' }));
      expect((await block(15).findByRole('alert')).textContent).toBe(ALLOW_MICROPHONE);
    });

    it('a browser without MediaRecorder says so plainly', async () => {
      vi.stubGlobal('MediaRecorder', undefined);
      await open();
      expect(block(15).getByText(/This browser cannot record audio/)).toBeTruthy();
    });
  });
});
