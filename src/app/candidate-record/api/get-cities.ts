import { queryOptions } from '@tanstack/react-query';
import { cityState } from '../../../contract/lists';
import { call } from '../../api/call';
import { QUERY_ROOTS } from '../../api/query-keys';

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
