import type { Answer, Endpoint } from '@contract/endpoint';
import { queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import { call } from './call';

/** A call that reads no input (a GET with no query). */
type ReadEndpoint = Endpoint<'GET', string, null>;
/** What a read answers in `result`. */
export type ResultOf<E extends ReadEndpoint> = Answer<E> extends { result: infer R } ? R : never;

/** The query settings a read may add to its options. */
type ReadSettings<E extends ReadEndpoint> = Pick<
  UseQueryOptions<ResultOf<E>>,
  'staleTime' | 'refetchOnMount' | 'refetchOnWindowFocus'
>;

/**
 * The query options of a read (a GET that takes no input): its data is the answer's `result`,
 * called with the query's abort signal; `settings` adds the read's own (staleTime, refetch...).
 * Each feature's api/ folder names its key and its settings:
 *
 *   export const dashboardQueryOptions = () => readQueryOptions(dashboard, dashboardQueryKey());
 */
export function readQueryOptions<E extends ReadEndpoint, K extends readonly unknown[]>(
  endpoint: E,
  queryKey: K,
  settings: ReadSettings<E> = {},
) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<ResultOf<E>> =>
      ((await call<ReadEndpoint>(endpoint, undefined, { signal })) as { result: ResultOf<E> }).result,
    ...settings,
  });
}
