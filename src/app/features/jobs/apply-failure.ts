import { ApiError, NetworkError } from '@app/api/client';
import { APPLY_AUTH_ERROR, APPLY_FAILED_DETAIL, APPLY_FAILED_SEARCH } from './job-texts';

/** Which screen applies: the lists (search, saved, dashboard) or the job detail (§8 Apply). */
export type ApplyScreen = 'search' | 'detail';

/** Ours: apply is not queued (it needs the network); offline the chosen resume is kept. */
export const APPLY_NEEDS_NETWORK =
  'You are offline. Applying needs the network: your resume is still chosen, so try again when you are back online.';

/** How a failed apply is told: a toast (the session is gone) or a line in the resume dialog. */
export interface ApplyFailure {
  message: string;
  /** 'toast' for the missing-token error (§8: toast), 'dialog' for the rest (the file stays chosen). */
  shownAs: 'toast' | 'dialog';
}

/**
 * §8 Apply: a missing (or refused) session gives 'Authentication error. Please log in again.';
 * no network says applying needs it; any other failure is the server's message, else the
 * screen's text ('Failed to apply for the job. Please try again.' on the lists,
 * 'Failed to apply for the job.' on the detail).
 */
export function applyFailure(error: unknown, screen: ApplyScreen): ApplyFailure {
  if (error instanceof NetworkError) return { message: APPLY_NEEDS_NETWORK, shownAs: 'dialog' };
  if (error instanceof ApiError && (error.status === 401 || error.code === 'unauthenticated')) {
    return { message: APPLY_AUTH_ERROR, shownAs: 'toast' };
  }
  const fallback = screen === 'detail' ? APPLY_FAILED_DETAIL : APPLY_FAILED_SEARCH;
  const serverMessage =
    error instanceof ApiError && error.code !== 'invalid_answer' ? error.serverMessage : undefined;
  return { message: serverMessage ?? fallback, shownAs: 'dialog' };
}

/** The server refused because the company closed the job (issue 23: 409 job_closed). */
export function isJobClosedRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'job_closed';
}
