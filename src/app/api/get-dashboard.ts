import { queryOptions } from '@tanstack/react-query';
import * as dashboardArea from '../../contract/dashboard';
import { call } from './call';
import { QUERY_ROOTS } from './query-keys';

/** GET /candidates/dashboard: the candidate's details and counts (signed-in-area.md §3). */
export function getDashboard(signal?: AbortSignal) {
  return call(dashboardArea.dashboard, undefined, { signal });
}

export const dashboardQueryKey = () => [QUERY_ROOTS.dashboard] as const;

/** The dashboard's `result`, cached and persisted (the dashboard root is kept offline). */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardQueryKey(),
    queryFn: async ({ signal }) => (await getDashboard(signal)).result,
  });
