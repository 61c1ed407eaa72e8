import { ApiError, INVALID_ANSWER_MESSAGE, NetworkError } from '@app/api/client';
import { describe, expect, it } from 'vitest';
import { jobLoadFailure } from './job-detail-format';
import { JOB_FETCH_ERROR, JOB_FETCH_FAILED } from './job-texts';

describe('jobLoadFailure (§8 Job fetch)', () => {
  it("404 job_not_found: not found, with the server's message for the toast", () => {
    expect(
      jobLoadFailure(
        new ApiError(404, 'x', { success: false, message: 'Job not found', code: 'job_not_found' }),
      ),
    ).toEqual({
      kind: 'not-found',
      message: 'Job not found',
    });
  });
  it("the server's message, else Failed to fetch job details.", () => {
    expect(
      jobLoadFailure(new ApiError(500, 'x', { success: false, message: 'Down', code: 'internal_error' })),
    ).toEqual({
      kind: 'error',
      message: 'Down',
    });
    expect(jobLoadFailure(new ApiError(500, 'x', undefined))).toEqual({
      kind: 'error',
      message: JOB_FETCH_FAILED,
    });
  });
  it('no answer or a broken one: Error fetching job details.', () => {
    expect(jobLoadFailure(new NetworkError())).toEqual({ kind: 'error', message: JOB_FETCH_ERROR });
    expect(jobLoadFailure(new ApiError(200, INVALID_ANSWER_MESSAGE, {}, 'invalid_answer'))).toEqual({
      kind: 'error',
      message: JOB_FETCH_ERROR,
    });
  });
});
