import { dashboard } from '@contract/dashboard';
import { QUERY_ROOTS } from './query-keys';
import { readQueryOptions } from './read-query';

export const dashboardQueryKey = () => [QUERY_ROOTS.dashboard] as const;

/**
 * GET /candidates/dashboard: the candidate's details and counts (signed-in-area.md §3), cached and
 * persisted (the dashboard root is kept offline).
 */
export const dashboardQueryOptions = () => readQueryOptions(dashboard, dashboardQueryKey());
