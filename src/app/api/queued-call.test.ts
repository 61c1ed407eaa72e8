import { submitAssessment } from '@contract/assessment';
import { saveJob } from '@contract/jobs';
import { decodeOutboxLabel } from '@contract/outbox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchMock, jsonResponse, lastRequestOf, stubFetch } from '../test-kits/fetch-test-kit';
import { ApiError, NetworkError } from './client';
import { isQueuedAnswer, queuedCall } from './queued-call';

let fetchMock: FetchMock;
const lastRequest = () => lastRequestOf(fetchMock);
const saved = { success: true, message: 'Job saved', result: { job_id: 7, saved: true } };

beforeEach(() => {
  fetchMock = stubFetch(() => jsonResponse(200, saved));
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('queuedCall(endpoint, input, options)', () => {
  it("sends the input as JSON to the descriptor's path with the queue header, a fresh Idempotency-Key and the token", async () => {
    localStorage.setItem('token', 'secret-token');
    const outcome = await queuedCall(saveJob, { job_id: 7, saved: true });
    expect(outcome).toEqual({ queued: false, answer: saved });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/candidates/save_job');
    expect(init.method).toBe('POST');
    // the wire format the server and the worker rely on
    expect(init.body).toBe('{"job_id":7,"saved":true}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-Queue')).toBe('1');
    expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('Authorization')).toBe('Bearer secret-token');
    expect(headers.get('X-Outbox')).toBeNull();
  });

  it('keeps a given Idempotency-Key and sends the outbox label', async () => {
    const label = { kind: 'save_job', job_id: 7, title: 'AR Caller', user_id: '5' } as const;
    await queuedCall(saveJob, { job_id: 7, saved: true }, { idempotencyKey: 'same-key', outbox: label });
    expect(lastRequest().headers.get('Idempotency-Key')).toBe('same-key');
    expect(decodeOutboxLabel(lastRequest().headers.get('X-Outbox'))).toEqual(label);
  });

  it("answers queued for the service worker's 202 (nothing confirmed)", async () => {
    fetchMock = stubFetch(() => jsonResponse(202, { success: true, queued: true }));
    expect(await queuedCall(saveJob, { job_id: 7, saved: false })).toEqual({ queued: true });
  });

  it("checks the server's answer against the endpoint's answer schema", async () => {
    fetchMock = stubFetch(() => jsonResponse(200, { success: true, result: { job_id: 'seven' } }));
    const error = await queuedCall(saveJob, { job_id: 7 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('invalid_answer');
  });

  it("throws the server's refusal with its code, and NetworkError without an answer", async () => {
    fetchMock = stubFetch(() =>
      jsonResponse(404, { success: false, message: 'Job not found', code: 'job_not_found' }),
    );
    const refusal = await queuedCall(saveJob, { job_id: 7 }).catch((caught: unknown) => caught);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).code).toBe('job_not_found');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(queuedCall(saveJob, { job_id: 7 })).rejects.toBeInstanceOf(NetworkError);
  });

  it('sends a multipart endpoint as FormData built from its descriptor, file parts included', async () => {
    fetchMock = stubFetch(() =>
      jsonResponse(200, {
        success: true,
        message: 'Assessment saved',
        result: { job_id: 42, status: 'draft', assessment_submit: false },
      }),
    );
    const voice = new File(['voice'], 'question-1.webm', { type: 'audio/webm' });
    const outcome = await queuedCall(submitAssessment, {
      job_id: '42',
      status: 'draft',
      answers: '[{"assessment_id":1,"audio_index":0}]',
      voice_files: [voice],
    });
    expect(outcome).toEqual({
      queued: false,
      answer: {
        success: true,
        message: 'Assessment saved',
        result: { job_id: 42, status: 'draft', assessment_submit: false },
      },
    });
    const { init, headers } = lastRequest();
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['job_id', 'status', 'answers', 'voice_files']);
    expect(form.get('job_id')).toBe('42');
    expect((form.get('voice_files') as File).name).toBe('question-1.webm');
    // the browser sets the multipart boundary
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get('X-Queue')).toBe('1');
  });
});

describe('isQueuedAnswer', () => {
  it('tells the queued answer from a server answer', () => {
    expect(isQueuedAnswer({ success: true, queued: true })).toBe(true);
    expect(isQueuedAnswer({ success: true, result: {} })).toBe(false);
    expect(isQueuedAnswer(null)).toBe(false);
  });
});
