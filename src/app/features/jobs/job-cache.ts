import { QUERY_ROOTS } from '@app/api/query-keys';
import type { JobCard } from '@contract/jobs';
import type { QueryClient } from '@tanstack/react-query';

type JobLike = Pick<JobCard, 'id' | 'saved_status'>;

function isJobLike(value: unknown): value is JobLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'number' &&
    typeof (value as { saved_status?: unknown }).saved_status === 'boolean'
  );
}

/**
 * A copy of `data` where every job with this id has `saved_status` = saved, found wherever the
 * cached answers hold jobs (a page's `jobs`, a list, a dashboard's `recent_jobs`, a single job);
 * the same object when nothing changed.
 */
export function withSavedStatus<T>(data: T, jobId: number, saved: boolean): T {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      const updated = withSavedStatus(item, jobId, saved);
      if (updated !== item) changed = true;
      return updated;
    });
    return (changed ? next : data) as T;
  }
  if (typeof data !== 'object' || data === null) return data;
  if (isJobLike(data) && data.id === jobId) {
    return data.saved_status === saved ? data : { ...data, saved_status: saved };
  }
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const updated = withSavedStatus(value, jobId, saved);
    if (updated !== value) changed = true;
    next[key] = updated;
  }
  return (changed ? next : data) as T;
}

/**
 * A copy of `data` where every job with this id shows as applied (`applied_status`, and `applied`
 * on a job detail): §4 'Applying sets applied true locally'. The same object when nothing changed.
 */
export function withAppliedStatus<T>(data: T, jobId: number): T {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      const updated = withAppliedStatus(item, jobId);
      if (updated !== item) changed = true;
      return updated;
    });
    return (changed ? next : data) as T;
  }
  if (typeof data !== 'object' || data === null) return data;
  if (isJobLike(data) && data.id === jobId) {
    const job = data as JobLike & { applied_status?: unknown; applied?: unknown };
    const detail = 'applied' in job;
    if (job.applied_status === true && (!detail || job.applied === true)) return data;
    return { ...job, applied_status: true, ...(detail ? { applied: true } : {}) } as T;
  }
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const updated = withAppliedStatus(value, jobId);
    if (updated !== value) changed = true;
    next[key] = updated;
  }
  return (changed ? next : data) as T;
}

/** The roots whose cached answers hold job cards. */
const JOB_HOLDING_ROOTS = [QUERY_ROOTS.jobs, QUERY_ROOTS.job, QUERY_ROOTS.dashboard];

/** Shows a job as saved (or not) on every cached card of it at once (persisted with the cache). */
export function setSavedEverywhere(queryClient: QueryClient, jobId: number, saved: boolean): void {
  for (const root of JOB_HOLDING_ROOTS) {
    queryClient.setQueriesData({ queryKey: [root] }, (data: unknown) =>
      data === undefined ? data : withSavedStatus(data, jobId, saved),
    );
  }
}

/** Shows a job as applied on every cached card of it at once (the server's answer follows on reload). */
export function setAppliedEverywhere(queryClient: QueryClient, jobId: number): void {
  for (const root of JOB_HOLDING_ROOTS) {
    queryClient.setQueriesData({ queryKey: [root] }, (data: unknown) =>
      data === undefined ? data : withAppliedStatus(data, jobId),
    );
  }
}

/** Asks the server again for everything that shows jobs (the job, the lists, the dashboard). */
export async function reloadJobs(queryClient: QueryClient): Promise<void> {
  await Promise.all(JOB_HOLDING_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
}
