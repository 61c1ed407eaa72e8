/**
 * The roots of query keys. Each feature's api/ folder builds its keys on one of these roots
 * (e.g. api/get-dashboard.ts). The roots in PERSISTED_QUERY_ROOTS are the data
 * the design card keeps offline (jobs, lists, profile, dashboard, cities, job detail) and the
 * saved searches (issue 19), the chat and the header's counts (issue 24); any other
 * root stays in memory only.
 */
export const QUERY_ROOTS = {
  jobs: 'jobs',
  lists: 'lists',
  profile: 'profile',
  dashboard: 'dashboard',
  cities: 'cities',
  job: 'job',
  savedSearches: 'saved-searches',
  /** the recruiter workspace's reads (issue 23) */
  recruiter: 'recruiter',
  /** the account's four preferences (issue 24) */
  preferences: 'preferences',
  /** the candidate's notifications (issue 24) */
  notifications: 'notifications',
  /** the candidate's conversations and their messages (issue 24) */
  chat: 'chat',
  /** the header's two counts, GET /candidates/badges (issue 24) */
  badges: 'badges',
  /** the server's VAPID public key, GET /candidates/push/key (issue 25; not persisted) */
  pushKey: 'push-key',
} as const;

export type QueryRoot = (typeof QUERY_ROOTS)[keyof typeof QUERY_ROOTS];

export const PERSISTED_QUERY_ROOTS: ReadonlySet<string> = new Set<QueryRoot>([
  QUERY_ROOTS.jobs,
  QUERY_ROOTS.lists,
  QUERY_ROOTS.profile,
  QUERY_ROOTS.dashboard,
  QUERY_ROOTS.cities,
  QUERY_ROOTS.job,
  QUERY_ROOTS.savedSearches,
  QUERY_ROOTS.recruiter,
  QUERY_ROOTS.preferences,
  QUERY_ROOTS.notifications,
  QUERY_ROOTS.chat,
  QUERY_ROOTS.badges,
]);

/** Whether a query with this key is written to IndexedDB. */
export function isPersistedQueryKey(queryKey: readonly unknown[]): boolean {
  const root = queryKey[0];
  return typeof root === 'string' && PERSISTED_QUERY_ROOTS.has(root);
}
