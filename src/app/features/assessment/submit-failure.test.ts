import { ApiError, NetworkError } from '@app/api/client';
import { describe, expect, it } from 'vitest';
import { NEEDS_NETWORK } from './assessment-texts';
import { submitFailure } from './submit-failure';

const refusal = (status: number, body: Record<string, unknown>) => new ApiError(status, 'x', body);

describe('submit failures', () => {
  it('decide on the code, not the wording', () => {
    expect(
      submitFailure(
        refusal(400, { success: false, code: 'question_required', message: 'Question 3 is required.' }),
      ),
    ).toEqual({
      kind: 'required',
      message: 'Question 3 is required.',
    });
    expect(
      submitFailure(refusal(409, { success: false, code: 'assessment_submitted', message: 'Done already' })),
    ).toEqual({
      kind: 'submitted',
      message: 'Submit failed: Done already',
    });
    expect(
      submitFailure(refusal(403, { success: false, code: 'not_applied', message: 'Apply first' })),
    ).toEqual({
      kind: 'refused',
      message: 'Submit failed: Apply first',
    });
  });

  it("a refusal without a message, or an answer that is not the call's: Unknown server error", () => {
    expect(submitFailure(refusal(500, {})).message).toBe('Submit failed: Unknown server error');
    expect(submitFailure(new ApiError(200, 'x', { success: true }, 'invalid_answer')).message).toBe(
      'Submit failed: Unknown server error',
    );
  });

  it('no network: says it needs the network', () => {
    expect(submitFailure(new NetworkError())).toEqual({ kind: 'network', message: NEEDS_NETWORK });
  });

  it('an exception: Error occurred during submission', () => {
    expect(submitFailure(new TypeError('boom')).message).toBe('Error occurred during submission: boom');
    expect(submitFailure('odd').message).toBe('Error occurred during submission: odd');
  });
});
