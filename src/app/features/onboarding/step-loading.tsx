import { Center, Loader } from '@mantine/core';
import { useState } from 'react';

/** While a step reads what was saved before (a moment, online only). */
export function StepLoading() {
  return (
    <Center py="xl" role="status" aria-label="Loading">
      <Loader size="sm" />
    </Center>
  );
}

/**
 * While a step should wait for what was saved: while the persisted cache is being restored (the
 * query is pending and idle then), and online until the progress is read once after the step
 * opened (the persisted copy may be older than the last save, e.g. after a reload); offline
 * (paused) the persisted copy, if any, is used as it is.
 */
export function isReadingSaved(progress: {
  status: string;
  fetchStatus: string;
  isFetchedAfterMount: boolean;
}): boolean {
  if (progress.status === 'pending' && progress.fetchStatus === 'idle') return true;
  return progress.fetchStatus === 'fetching' && !progress.isFetchedAfterMount;
}

/**
 * isReadingSaved, measured from when the step opened: until the progress query has an answer (data
 * or error) newer than the step itself, unless paused offline. Restoring the persisted cache can
 * count as a fetch for TanStack's isFetchedAfterMount, and the restored copy may predate the last
 * save (a reload right after saving), so the answer's own time decides here.
 */
export function useReadingSaved(progress: {
  status: string;
  fetchStatus: string;
  dataUpdatedAt: number;
  errorUpdatedAt: number;
}): boolean {
  const [openedAt] = useState(() => Date.now());
  if (progress.fetchStatus === 'paused') return false;
  return Math.max(progress.dataUpdatedAt, progress.errorUpdatedAt) < openedAt;
}
