import { submitAssessment } from '@contract/assessment';
import * as auth from '@contract/auth';
import { dashboard } from '@contract/dashboard';
import { devQueueProbeWrite, devSentMessages } from '@contract/dev';
import { endpoint } from '@contract/endpoint';
import { saveJobPreference } from '@contract/onboarding/job-preference';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  type FetchMock,
  jsonResponse,
  lastRequestOf,
  priyaUserDetails,
  stubFetch,
} from '../test-kits/fetch-test-kit';
import { type CallArgs, call } from './call';
import { ApiError, NetworkError, resetClientHooks, setClientHooks } from './client';

let fetchMock: FetchMock;
const lastRequest = () => lastRequestOf(fetchMock);

const userDetails = priyaUserDetails;
const loginAnswer = {
  success: true,
  message: 'Login successful',
  result: { token: 'tok-1', tempToken: null, userDetails, onboarding_status: true },
};

beforeEach(() => {
  fetchMock = stubFetch(() => jsonResponse(200, loginAnswer));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetClientHooks();
  localStorage.clear();
});

describe('call(endpoint, input)', () => {
  it("sends the input as JSON to the descriptor's method and path and answers the checked envelope", async () => {
    const answer = await call(auth.login, { email: 'a@b.in', password: 'secret1', role_id: 3 });
    expect(lastRequest().url).toBe('/api/auth/login');
    expect(lastRequest().init.method).toBe('POST');
    expect(lastRequest().headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(lastRequest().init.body))).toEqual({
      email: 'a@b.in',
      password: 'secret1',
      role_id: 3,
    });
    expect(answer).toEqual(loginAnswer);
    expect(answer.result.userDetails.first_name).toBe('Priya');
    // the client's rules still apply: the token is captured
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it('sends a multipart endpoint as FormData (files with their names, numbers as text, null left out), or as JSON when asked', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { success: true, message: 'Saved' }));
    const file = new File(['%PDF-1.4'], 'coder.pdf', { type: 'application/pdf' });
    await call(saveJobPreference, {
      process: 'nonvoice',
      preferences: 'Coding',
      certified: 1,
      certificate: file,
      user_id: undefined,
    });
    const body = lastRequest().init.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('process')).toBe('nonvoice');
    expect(form.get('certified')).toBe('1');
    expect((form.get('certificate') as File).name).toBe('coder.pdf');
    expect(form.has('user_id')).toBe(false);
    expect(lastRequest().headers.get('Content-Type')).toBeNull();

    await call(saveJobPreference, { process: 'voice' }, { asJson: true });
    expect(JSON.parse(String(lastRequest().init.body))).toEqual({ process: 'voice' });
    expect(lastRequest().headers.get('Content-Type')).toBe('application/json');
  });

  it('sends a list of files as several parts of one name (voice_files), an empty list as none', async () => {
    const answer = {
      success: true,
      message: 'Assessment saved as draft',
      result: { job_id: 2, status: 'draft', assessment_submit: false },
    };
    fetchMock.mockImplementation(async () => jsonResponse(200, answer));
    const first = new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'q1.webm', { type: 'audio/webm' });
    const second = new Blob([new Uint8Array([0x4f, 0x67, 0x67, 0x53])], { type: 'audio/ogg' });
    const items = [
      { assessment_id: 1, audio_index: 0 },
      { assessment_id: 2, audio_index: 1 },
    ];
    expect(
      await call(submitAssessment, {
        job_id: '2',
        status: 'draft',
        answers: JSON.stringify(items),
        voice_files: [first, second],
      }),
    ).toEqual(answer);
    const form = lastRequest().init.body as FormData;
    const parts = form.getAll('voice_files') as File[];
    expect(parts.map((part) => part.name)).toEqual(['q1.webm', 'voice_files']);
    expect(JSON.parse(String(form.get('answers')))).toEqual(items);

    await call(submitAssessment, { job_id: '2', status: 'draft', answers: '[]', voice_files: [] });
    expect((lastRequest().init.body as FormData).has('voice_files')).toBe(false);
  });

  it('sends a GET input as the query string and an endpoint without input as an empty body or none', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { messages: [] }));
    expect(await call(devSentMessages, { to: 'a@b.co' })).toEqual({ messages: [] });
    expect(lastRequest().url).toBe('/api/dev/sent-messages?to=a%40b.co');
    expect(lastRequest().init.method).toBe('GET');
    expect(lastRequest().init.body).toBeUndefined();

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, message: 'Signed out' }));
    await call(auth.logout);
    expect(lastRequest().url).toBe('/api/auth/logout');
    expect(lastRequest().init.body).toBe('{}');
  });

  it('sends the bearer header, the Idempotency-Key and the signal it is given', async () => {
    localStorage.setItem('token', 'tok-abc');
    const controller = new AbortController();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { success: true, message: 'Received', result: { id: 1, count: 1 } }),
    );
    await call(devQueueProbeWrite, { a: 1 }, { idempotencyKey: 'k-1', signal: controller.signal });
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer tok-abc');
    expect(lastRequest().headers.get('Idempotency-Key')).toBe('k-1');
    expect(lastRequest().init.signal).toBe(controller.signal);
  });

  it('a failure is an ApiError carrying the server code and message', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, { success: false, message: 'Email already exists', code: 'email_exists' }),
    );
    const error = await call(auth.register, {
      first_name: 'Asha',
      last_name: 'Rao',
      role_id: 3,
      phone_no: 9876543210,
      email: 'a@b.in',
      password: 'Secret123',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).code).toBe('email_exists');
    expect((error as ApiError).serverMessage).toBe('Email already exists');
  });

  it('a code this app does not know is kept as sent; a code that is not text is none', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { success: false, message: 'x', code: 'new_code' }));
    const unknown = await call(auth.referralVerify, { code: 'X' }).catch((e: unknown) => e);
    expect((unknown as ApiError).code).toBe('new_code');
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { success: false, message: 'x', code: 7 }));
    const notText = await call(auth.referralVerify, { code: 'X' }).catch((e: unknown) => e);
    expect((notText as ApiError).code).toBeUndefined();
  });

  it('a 2xx answer with success:false is an ApiError with its message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: false, message: 'Nope' }));
    const error = await call(auth.referralVerify, { code: 'X' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Nope');
    expect((error as ApiError).code).toBeUndefined();
  });

  it('an answer that is not what the endpoint declares is an ApiError invalid_answer', async () => {
    for (const body of [
      { success: true, message: 'Login successful' },
      { success: true, result: { token: 42 } },
      { ...loginAnswer, result: { ...loginAnswer.result, token: '' } },
      { ok: true },
    ]) {
      fetchMock.mockResolvedValueOnce(jsonResponse(200, body));
      const error = await call(auth.login, { email: 'a@b.in', password: 'secret1' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe('invalid_answer');
      expect((error as ApiError).message).toBe('Invalid server response. Please try again.');
      expect((error as ApiError).body).toEqual(body);
    }
  });

  it("keeps the 403 rule and 'Network Error'", async () => {
    const navigateHome = vi.fn();
    setClientHooks({ navigateHome });
    localStorage.setItem('token', 'revoked');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { success: false, message: 'Invalid session', code: 'invalid_session' }),
    );
    const refused = await call(dashboard).catch((e: unknown) => e);
    expect((refused as ApiError).code).toBe('invalid_session');
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigateHome).toHaveBeenCalledTimes(1);

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await call(dashboard).catch((e: unknown) => e);
    expect(offline).toBeInstanceOf(NetworkError);
    expect((offline as Error).message).toBe('Network Error');
  });

  it('sign-out can turn the 403 rule off', async () => {
    const navigateHome = vi.fn();
    setClientHooks({ navigateHome });
    localStorage.setItem('token', 'revoked');
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { success: false, message: 'Invalid session' }));
    await expect(call(auth.logout, undefined, { invalidSessionRule: false })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(localStorage.getItem('token')).toBe('revoked');
    expect(navigateHome).not.toHaveBeenCalled();
  });

  it('is typed by the descriptor: input from the request schema, answer from the answer schema', () => {
    expectTypeOf<CallArgs<typeof auth.login>[0]>().toEqualTypeOf<auth.LoginPayload>();
    expectTypeOf<CallArgs<typeof auth.logout>[0]>().toEqualTypeOf<undefined>();
    // The calls below run for real against the fetch stub: each promise is settled with a catch
    // so an answer their schema refuses is no unhandled rejection; only their types are checked.
    const settled = <T>(promise: Promise<T>): Promise<T> => {
      promise.catch(() => undefined);
      return promise;
    };
    expectTypeOf(settled(call(auth.login, { email: 'a', password: 'b' })))
      .resolves.toHaveProperty('result')
      .toEqualTypeOf<auth.LoginResult>();
    const probe = endpoint({
      method: 'POST',
      path: '/probe',
      request: v.object({ n: v.number() }),
      answer: v.object({ success: v.literal(true), n: v.number() }),
      errors: [],
      session: false,
    });
    expectTypeOf(settled(call(probe, { n: 1 }))).resolves.toEqualTypeOf<{ success: true; n: number }>();
    // @ts-expect-error: the input must match the request schema
    void call(probe, { n: 'one' }).catch(() => undefined);
    // @ts-expect-error: an endpoint with a request needs its input
    void call(probe).catch(() => undefined);
  });
});
