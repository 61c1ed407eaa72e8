import { JOB_PAGE_MAX } from '@contract/job-limits';
import { redirect } from '@tanstack/react-router';

/** A positive whole number of at most 16 digits, safe as a JavaScript number: a path's id. */
const ID = /^[1-9]\d{0,15}$/;

/**
 * A workspace path's id ('jobs/{jobId}/...', 'applications/{applicationId}') as a number; any
 * other text (0, -1, 1.5, 'abc', past Number.MAX_SAFE_INTEGER) sends the recruiter to the
 * company's jobs, as an unknown workspace path does. Used by the routes' `params.parse`.
 */
export function idParam(text: string): number {
  const value = Number(text);
  if (ID.test(text) && Number.isSafeInteger(value)) return value;
  throw redirect({ to: '/recruiter', replace: true });
}

/** The route params' way back to the path (`params.stringify`). */
export const idText = (id: number): string => `${id}`;

/** A page number from the URL's search: a whole number from 2 to JOB_PAGE_MAX, else none (page 1). */
export function pageParam(raw: unknown): number | undefined {
  const page = typeof raw === 'string' ? Number(raw) : raw;
  return typeof page === 'number' && Number.isInteger(page) && page > 1 && page <= JOB_PAGE_MAX
    ? page
    : undefined;
}

/** The inbox's URL search (/recruiter/inbox?page=2): only its page. */
export function parsePageSearch(raw: Record<string, unknown>): { page?: number } {
  return { page: pageParam(raw.page) };
}

/** The interviews' URL search (/recruiter/interviews?range=week): this week, else today (none). */
export function parseInterviewsSearch(raw: Record<string, unknown>): { range?: 'week' } {
  // (undefined, not left out: the router keeps the raw value of a key the parse leaves out)
  return { range: raw.range === 'week' ? 'week' : undefined };
}
