import { ApiError, NETWORK_ERROR_MESSAGE, NetworkError } from '@app/api/client';
import { INVALID_OTP, LOGIN_FAILED, UNEXPECTED_ERROR, VERIFY_FAILED } from './auth-messages';

/**
 * The text for a failed call: the server's message when it sent one, else `fallback` (also for an
 * answer that is not what the call declares); 'Network Error' when no answer came; `unexpected`
 * for anything else (a bug).
 */
export function failureText(error: unknown, fallback: string, unexpected: string = fallback): string {
  if (error instanceof ApiError)
    return error.code === 'invalid_answer' ? fallback : (error.serverMessage ?? fallback);
  if (error instanceof NetworkError) return NETWORK_ERROR_MESSAGE;
  return unexpected;
}

/** Login failure (§8): the server message or 'Login failed...'; an exception: 'An unexpected error...'. */
export function loginFailureText(error: unknown): string {
  return failureText(error, LOGIN_FAILED, UNEXPECTED_ERROR);
}

/** Verify failure (§8): the server's message (e.g. 'Invalid OTP. Please try again.'), else 'OTP verification failed'. */
export function verifyFailureText(error: unknown): string {
  if (error instanceof ApiError && !error.serverMessage && error.status === 400) return INVALID_OTP;
  return failureText(error, VERIFY_FAILED);
}

/** True when a failed verify means the code has expired (the expired state of §5 Code entry): code otp_expired. */
export function isExpiredFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'otp_expired';
}
