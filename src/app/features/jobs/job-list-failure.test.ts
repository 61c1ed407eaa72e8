import { ApiError, NetworkError } from '@app/api/client';
import { describe, expect, it } from 'vitest';
import { jobListFailure } from './job-list-failure';

describe('jobListFailure (§8)', () => {
  const refused = new ApiError(400, 'page must be at least 1', {
    success: false,
    message: 'page must be at least 1',
  });
  const invalid = new ApiError(200, 'x', { result: 'nope' }, 'invalid_answer');
  const unsuccessful = new ApiError(200, 'x', { success: false });
  it("prefers the server's message", () => {
    for (const kind of ['search', 'saved', 'applied'] as const) {
      expect(jobListFailure(kind, refused)).toBe('page must be at least 1');
    }
  });
  it('falls back to each list’s own text', () => {
    expect(jobListFailure('search', unsuccessful)).toBe('API returned an unsuccessful response');
    expect(jobListFailure('search', invalid)).toBe('API returned an unsuccessful response');
    expect(jobListFailure('saved', invalid)).toBe('Unexpected API response format');
    expect(jobListFailure('applied', invalid)).toBe('Invalid response format');
    expect(jobListFailure('applied', unsuccessful)).toBe('API returned unsuccessful response');
  });
  it('says Network Error without an answer', () => {
    expect(jobListFailure('saved', new NetworkError())).toBe('Network Error');
  });
});
