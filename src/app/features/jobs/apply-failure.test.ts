import { ApiError, INVALID_ANSWER_MESSAGE, NetworkError } from '@app/api/client';
import { describe, expect, it } from 'vitest';
import { APPLY_NEEDS_NETWORK, applyFailure, isJobClosedRefusal } from './apply-failure';
import { APPLY_AUTH_ERROR, APPLY_FAILED_DETAIL, APPLY_FAILED_SEARCH } from './job-texts';

const apiError = (status: number, body: unknown) => new ApiError(status, 'x', body);

describe('applyFailure (§8 Apply)', () => {
  it('offline: applying needs the network, in the dialog (the resume stays chosen)', () => {
    expect(applyFailure(new NetworkError(), 'search')).toEqual({
      message: APPLY_NEEDS_NETWORK,
      shownAs: 'dialog',
    });
  });
  it('a refused session: the authentication toast', () => {
    const failure = applyFailure(
      apiError(401, { success: false, message: 'No', code: 'unauthenticated' }),
      'detail',
    );
    expect(failure).toEqual({ message: APPLY_AUTH_ERROR, shownAs: 'toast' });
  });
  it("the server's message when it sent one", () => {
    const error = apiError(400, {
      success: false,
      message: 'Only PDF, DOC, or DOCX files are allowed',
      code: 'file_type_not_allowed',
    });
    expect(applyFailure(error, 'search').message).toBe('Only PDF, DOC, or DOCX files are allowed');
    expect(applyFailure(error, 'detail').message).toBe('Only PDF, DOC, or DOCX files are allowed');
  });
  it("else the screen's text: the lists' and the detail's", () => {
    expect(applyFailure(apiError(500, undefined), 'search')).toEqual({
      message: APPLY_FAILED_SEARCH,
      shownAs: 'dialog',
    });
    expect(applyFailure(apiError(500, undefined), 'detail').message).toBe(APPLY_FAILED_DETAIL);
    expect(applyFailure(new Error('boom'), 'detail').message).toBe(APPLY_FAILED_DETAIL);
    const invalid = new ApiError(
      200,
      INVALID_ANSWER_MESSAGE,
      { success: true, message: 'odd' },
      'invalid_answer',
    );
    expect(applyFailure(invalid, 'search').message).toBe(APPLY_FAILED_SEARCH);
  });
  it("a closed job (issue 23): the server's clear message in the dialog", () => {
    const error = apiError(409, {
      success: false,
      message: 'This job is no longer accepting applications.',
      code: 'job_closed',
    });
    expect(applyFailure(error, 'search')).toEqual({
      message: 'This job is no longer accepting applications.',
      shownAs: 'dialog',
    });
    expect(isJobClosedRefusal(error)).toBe(true);
    expect(isJobClosedRefusal(apiError(409, { success: false, message: 'x', code: 'already_applied' }))).toBe(
      false,
    );
  });
});
