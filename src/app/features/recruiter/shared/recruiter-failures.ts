import { ApiError, NetworkError } from '@app/api/client';

/** Said when a recruiter's call got no answer: the write needs the network, what was entered stays. */
export const RECRUITER_OFFLINE =
  'You are offline. This needs the internet: connect and try again; what you entered is kept.';
export const RECRUITER_UNEXPECTED = 'Something went wrong. Please try again.';

/**
 * A failed recruiter call in plain words: the server's message (it names the field or the rule),
 * the offline sentence when no answer came, `fallback` otherwise.
 */
export function recruiterFailureText(error: unknown, fallback: string = RECRUITER_UNEXPECTED): string {
  if (error instanceof NetworkError) return RECRUITER_OFFLINE;
  if (error instanceof ApiError)
    return error.code === 'invalid_answer' ? fallback : (error.serverMessage ?? fallback);
  return fallback;
}
