import { ApiError, NetworkError } from '@app/api/client';
import { describe, expect, it } from 'vitest';
import { STEP_NEEDS_NETWORK, stepFailureText } from './step-failure';

describe('stepFailureText', () => {
  it('says plainly that the step needs the network when no answer came', () => {
    expect(stepFailureText(new NetworkError(), 'Failed to save education details')).toBe(STEP_NEEDS_NETWORK);
  });

  it("prefers the server's message, else the screen's fallback", () => {
    const refused = new ApiError(400, 'Institution is required', {
      success: false,
      message: 'Institution is required',
      code: 'validation_failed',
    });
    expect(stepFailureText(refused, 'Failed to save education details')).toBe('Institution is required');
    expect(stepFailureText(new ApiError(500, '', 'oops'), 'Failed to save education details')).toBe(
      'Failed to save education details',
    );
    expect(stepFailureText(new Error('boom'), 'Failed to save role details')).toBe(
      'Failed to save role details',
    );
  });
});
