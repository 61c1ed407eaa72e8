import { ApiError, NetworkError } from '@app/api/client';
import { describe, expect, it } from 'vitest';
import {
  CHANGE_PASSWORD_FAILED,
  CHANGE_PASSWORD_NEEDS_NETWORK,
  DEACTIVATE_FAILED,
  settingsFailureText,
} from './settings-failure';

describe('settingsFailureText (§8)', () => {
  it('extendedMessage, else message, else the fallback', () => {
    const both = new ApiError(400, 'Short', {
      success: false,
      message: 'Short',
      extendedMessage: 'Long',
      code: 'x',
    });
    expect(settingsFailureText(both, CHANGE_PASSWORD_NEEDS_NETWORK, CHANGE_PASSWORD_FAILED)).toBe('Long');
    const message = new ApiError(400, 'Old password is incorrect', {
      success: false,
      message: 'Old password is incorrect',
      code: 'old_password_incorrect',
    });
    expect(settingsFailureText(message, CHANGE_PASSWORD_NEEDS_NETWORK, CHANGE_PASSWORD_FAILED)).toBe(
      'Old password is incorrect',
    );
    const none = new ApiError(500, 'Request failed with status 500', 'oops');
    expect(settingsFailureText(none, CHANGE_PASSWORD_NEEDS_NETWORK, CHANGE_PASSWORD_FAILED)).toBe(
      'Failed to reset password. Please try again.',
    );
    expect(settingsFailureText(new Error('boom'), CHANGE_PASSWORD_NEEDS_NETWORK, DEACTIVATE_FAILED)).toBe(
      'Failed to deactivate account. Please try again.',
    );
  });

  it('an answer that is not what the call declares gets the fallback', () => {
    const odd = new ApiError(
      200,
      'Invalid server response. Please try again.',
      { message: 'ok' },
      'invalid_answer',
    );
    expect(settingsFailureText(odd, CHANGE_PASSWORD_NEEDS_NETWORK, CHANGE_PASSWORD_FAILED)).toBe(
      CHANGE_PASSWORD_FAILED,
    );
  });

  it('no network: the plain sentence', () => {
    expect(
      settingsFailureText(new NetworkError(), CHANGE_PASSWORD_NEEDS_NETWORK, CHANGE_PASSWORD_FAILED),
    ).toBe(CHANGE_PASSWORD_NEEDS_NETWORK);
  });
});
