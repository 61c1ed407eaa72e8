import type { JobListFilters, JobSearchFilters } from '../../contract/signed-in';

/**
 * Query keys, grouped by root. The roots in PERSISTED_QUERY_ROOTS are the data the design card
 * keeps offline (jobs, lists, profile, dashboard, cities, job detail); any other root stays in
 * memory only.
 */
export const QUERY_ROOTS = {
  jobs: 'jobs',
  lists: 'lists',
  profile: 'profile',
  dashboard: 'dashboard',
  cities: 'cities',
  job: 'job',
} as const;

export type QueryRoot = (typeof QUERY_ROOTS)[keyof typeof QUERY_ROOTS];

export const PERSISTED_QUERY_ROOTS: ReadonlySet<string> = new Set<QueryRoot>([
  QUERY_ROOTS.jobs,
  QUERY_ROOTS.lists,
  QUERY_ROOTS.profile,
  QUERY_ROOTS.dashboard,
  QUERY_ROOTS.cities,
  QUERY_ROOTS.job,
]);

export const queryKeys = {
  dashboard: () => [QUERY_ROOTS.dashboard] as const,
  onboardingLists: () => [QUERY_ROOTS.lists, 'onboarding'] as const,
  cities: () => [QUERY_ROOTS.cities] as const,
  profile: () => [QUERY_ROOTS.profile] as const,
  jobs: {
    all: () => [QUERY_ROOTS.jobs] as const,
    search: (filters: JobSearchFilters) => [QUERY_ROOTS.jobs, 'search', filters] as const,
    similar: () => [QUERY_ROOTS.jobs, 'similar'] as const,
    saved: (filters: JobListFilters) => [QUERY_ROOTS.jobs, 'saved', filters] as const,
    applied: (filters: JobListFilters) => [QUERY_ROOTS.jobs, 'applied', filters] as const,
  },
  job: (id: number) => [QUERY_ROOTS.job, id] as const,
};

/** Whether a query with this key is written to IndexedDB. */
export function isPersistedQueryKey(queryKey: readonly unknown[]): boolean {
  const root = queryKey[0];
  return typeof root === 'string' && PERSISTED_QUERY_ROOTS.has(root);
}
