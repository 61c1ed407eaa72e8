import { call } from '@app/api/call';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { type JobSearchPayload, jobSearch } from '@contract/jobs';
import { queryOptions } from '@tanstack/react-query';

/** POST /candidates/job_search: one page of jobs matching the filters, with the total. */
export function searchJobs(payload: JobSearchPayload, signal?: AbortSignal) {
  return call(jobSearch, payload, { signal });
}

/** Persisted (jobs root): a search seen once opens offline. */
export const jobSearchQueryKey = (payload: JobSearchPayload) =>
  [QUERY_ROOTS.jobs, 'search', payload] as const;

export const jobSearchQueryOptions = (payload: JobSearchPayload) =>
  queryOptions({
    queryKey: jobSearchQueryKey(payload),
    queryFn: async ({ signal }) => {
      const answer = await searchJobs(payload, signal);
      return {
        jobs: answer.result,
        total: answer.total,
        /** with words: how many of `total` hold them all (listed first, the related ones after) */
        allWordsTotal: answer.all_words_total,
        page: answer.page,
        perPage: answer.per_page,
      };
    },
    // another page of the same words and filters keeps the page shown (marked as loading) until
    // its own arrives; new words or filters show loading at once, never the last search's cards
    placeholderData: (previous, previousQuery) =>
      previousQuery && isSameSearch(previousQuery.queryKey[2], payload) ? previous : undefined,
  });

/** Whether two searches differ only by their page (the same words and filters). */
export function isSameSearch(a: JobSearchPayload, b: JobSearchPayload): boolean {
  const rest = (payload: JobSearchPayload) =>
    Object.entries(payload)
      .filter(([name, value]) => name !== 'page' && value !== undefined && value !== '')
      .sort(([x], [y]) => x.localeCompare(y));
  return JSON.stringify(rest(a)) === JSON.stringify(rest(b));
}
