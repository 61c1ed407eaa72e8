import { ApiError, NetworkError } from '@app/api/client';
import {
  APPLIED_INVALID_RESPONSE,
  APPLIED_UNSUCCESSFUL,
  JOB_SEARCH_FAILED,
  SAVED_JOBS_UNEXPECTED,
} from './job-texts';

export type JobListKind = 'search' | 'saved' | 'applied';

/**
 * What a list says when loading it failed (§8):
 * - search: the server's message, or 'API returned an unsuccessful response';
 * - saved: the server's message, or 'Unexpected API response format';
 * - applied: 'Invalid response format' for an answer that is not a list, the server's message,
 *   or 'API returned unsuccessful response'.
 * Without an answer at all: 'Network Error'.
 */
export function jobListFailure(kind: JobListKind, error: unknown): string {
  if (error instanceof NetworkError) return error.message;
  const invalid = error instanceof ApiError && error.code === 'invalid_answer';
  const message = error instanceof ApiError && !invalid ? error.serverMessage : undefined;
  if (kind === 'applied') return invalid ? APPLIED_INVALID_RESPONSE : (message ?? APPLIED_UNSUCCESSFUL);
  if (kind === 'saved') return message ?? SAVED_JOBS_UNEXPECTED;
  return message ?? JOB_SEARCH_FAILED;
}
