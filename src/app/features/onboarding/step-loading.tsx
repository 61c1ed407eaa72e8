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
 * While a step should wait for what was saved: online, until the progress has been answered (or
 * has failed) since the step opened at `openedAt`, because the persisted copy may be older than
 * the last save (a reload, another tab) and is restored asynchronously; offline (paused) the
 * persisted copy, or nothing, is used as it is.
 */
export function isReadingSaved(
  progress: { fetchStatus: string; dataUpdatedAt: number; errorUpdatedAt: number },
  openedAt: number,
): boolean {
  if (progress.fetchStatus === 'paused') return false;
  return progress.dataUpdatedAt < openedAt && progress.errorUpdatedAt < openedAt;
}

/** isReadingSaved from when the calling step opened (its first render). */
export function useReadingSaved(progress: {
  fetchStatus: string;
  dataUpdatedAt: number;
  errorUpdatedAt: number;
}): boolean {
  const [openedAt] = useState(() => Date.now());
  return isReadingSaved(progress, openedAt);
}
