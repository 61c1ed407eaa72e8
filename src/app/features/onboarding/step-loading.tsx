import { Center, Loader } from '@mantine/core';

/** While a step reads what was saved before (a moment, online only). */
export function StepLoading() {
  return (
    <Center py="xl" role="status" aria-label="Loading">
      <Loader size="sm" />
    </Center>
  );
}

/**
 * While a step should wait for what was saved: online, until the progress is read once after the
 * step opened (the persisted copy may be older than the last save, e.g. after a reload); offline
 * (paused) the persisted copy is used as it is.
 */
export function isReadingSaved(progress: { fetchStatus: string; isFetchedAfterMount: boolean }): boolean {
  return progress.fetchStatus === 'fetching' && !progress.isFetchedAfterMount;
}
