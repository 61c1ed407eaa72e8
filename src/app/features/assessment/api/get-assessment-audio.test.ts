import { ApiError, NetworkError } from '@app/api/client';
import { type FetchMock, jsonResponse, lastRequestOf } from '@app/test-kits/fetch-test-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAssessmentAudio } from './get-assessment-audio';

let fetchMock: FetchMock;
const stub = (answer: () => Response | Promise<Response>) => {
  fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a saved recording', () => {
  it('is fetched with the bearer token and answered as a Blob', async () => {
    localStorage.setItem('token', 'token-1');
    stub(() => new Response('webm-bytes', { status: 200, headers: { 'Content-Type': 'audio/webm' } }));
    const blob = await getAssessmentAudio(12);
    const { url, headers } = lastRequestOf(fetchMock);
    expect(url).toBe('/api/candidates/assessment_audio/12.webm');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(await blob.text()).toBe('webm-bytes');
  });

  it("someone else's or a missing file: an ApiError with the server's code", async () => {
    stub(() => jsonResponse(404, { success: false, message: 'Not found', code: 'not_found' }));
    const failure = await getAssessmentAudio(12).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('not_found');
  });

  it('no network: NetworkError', async () => {
    stub(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(getAssessmentAudio(12)).rejects.toBeInstanceOf(NetworkError);
  });
});
