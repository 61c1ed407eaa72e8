import { call } from '@app/api/call';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { cityState } from '@contract/lists';
import { queryOptions } from '@tanstack/react-query';

/** GET /auth/city_state: every city (signed-in-area.md §3, §7). */
export function getCities(signal?: AbortSignal) {
  return call(cityState, undefined, { signal });
}

export const citiesQueryKey = () => [QUERY_ROOTS.cities, 'all'] as const;

/**
 * The city names, once each, in the server's order (two states may share a city's name): under
 * the persisted cities root, so the profile overview opens offline after one visit; fresh a day.
 */
export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: citiesQueryKey(),
    queryFn: async ({ signal }) => [...new Set((await getCities(signal)).result.map((city) => city.name))],
    staleTime: 24 * 60 * 60 * 1000,
  });
