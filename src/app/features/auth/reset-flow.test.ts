import { ApiError } from '@app/api/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgotPassword } from './api/forgot-password';
import { resetPassword } from './reset-flow';
import { forgetResetToken, keepResetToken, resetTokenFor } from './verification-tokens';

vi.mock('./api/forgot-password', () => ({ forgotPassword: vi.fn() }));

describe('password reset call', () => {
  afterEach(() => {
    forgetResetToken();
    vi.mocked(forgotPassword).mockReset();
  });

  it('sends the reset token kept for the e-mail, then forgets it', async () => {
    keepResetToken('priya@example.com', 'reset-proof');
    vi.mocked(forgotPassword).mockResolvedValue({ success: true, message: 'Password reset successfully' });
    expect(await resetPassword('priya@example.com', 'Brand-new-1', 'Brand-new-1')).toEqual({ ok: true });
    expect(forgotPassword).toHaveBeenCalledWith({
      email: 'priya@example.com',
      password: 'Brand-new-1',
      confirm_password: 'Brand-new-1',
      reset_token: 'reset-proof',
    });
    expect(resetTokenFor('priya@example.com')).toBe('');
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('reset-proof');
  });

  it('keeps the token after a refusal and shows the server text (or the fallback)', async () => {
    keepResetToken('priya@example.com', 'reset-proof');
    const message = 'Passwords do not match';
    vi.mocked(forgotPassword).mockRejectedValue(new ApiError(400, message, { success: false, message }));
    expect(await resetPassword('priya@example.com', 'Brand-new-1', 'Brand-new-2')).toEqual({
      ok: false,
      message,
    });
    expect(resetTokenFor('priya@example.com')).toBe('reset-proof');
    // call() answers a 200 {success:false} with this ApiError
    vi.mocked(forgotPassword).mockRejectedValue(new ApiError(200, 'Request failed', { success: false }));
    expect(await resetPassword('priya@example.com', 'Brand-new-1', 'Brand-new-1')).toEqual({
      ok: false,
      message: 'Failed to reset password. Please try again.',
    });
  });

  it('without a verified code (a reload lost the memory) it sends an empty token and shows the refusal', async () => {
    const message = 'Please verify the code sent to your email before resetting your password.';
    vi.mocked(forgotPassword).mockRejectedValue(new ApiError(400, message, { success: false, message }));
    expect(await resetPassword('priya@example.com', 'Brand-new-1', 'Brand-new-1')).toEqual({
      ok: false,
      message,
    });
    expect(vi.mocked(forgotPassword).mock.calls[0][0].reset_token).toBe('');
  });
});
