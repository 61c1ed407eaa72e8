import type { Query } from '@tanstack/react-query';

/** An answer this old or younger was fetched for the screen being opened (its loader, the early start). */
export const JUST_FETCHED_MS = 5_000;

/**
 * `refetchOnMount` for a read asked again every time a screen showing it opens, even when its
 * answer is still fresh (the header's details, so that a session revoked elsewhere meets the 403
 * rule at once; the saved searches' counts; the notifications): 'always', except for an answer
 * fetched moments ago for this very opening (the route's loader or the page's early start,
 * early-start.ts), which asking again would only draw twice.
 */
export function refetchUnlessJustFetched(
  query: Pick<Query, 'state'> | { state: Pick<Query['state'], 'data' | 'dataUpdatedAt' | 'isInvalidated'> },
  now: number = Date.now(),
): boolean | 'always' {
  const { data, dataUpdatedAt, isInvalidated } = query.state;
  if (data === undefined || isInvalidated) return 'always';
  return now - dataUpdatedAt < JUST_FETCHED_MS ? false : 'always';
}
