import { ApiError, NetworkError } from '@app/api/client';

export const OPERATOR_OFFLINE = 'You are offline. This needs the internet: connect and try again.';
export const OPERATOR_UNEXPECTED = 'Something went wrong. Please try again.';

/** A failed operator call in plain words: the server's message, or the offline sentence. */
export function operatorFailureText(error: unknown): string {
  if (error instanceof NetworkError) return OPERATOR_OFFLINE;
  if (error instanceof ApiError && error.code !== 'invalid_answer')
    return error.serverMessage ?? OPERATOR_UNEXPECTED;
  return OPERATOR_UNEXPECTED;
}
