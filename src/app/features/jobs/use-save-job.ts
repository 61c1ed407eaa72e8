import { isSessionEnded } from '@app/api/client';
import { refreshOutbox } from '@app/offline/outbox';
import { notify } from '@app/ui/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sendSaveJob } from './api/save-job';
import { setSavedEverywhere } from './job-cache';
import { SAVE_JOB_FAILED } from './job-texts';

export interface SaveToggleResult {
  saved: boolean;
  queued: boolean;
}

/**
 * Saves or unsaves a job: the change shows at once on every cached card of it (optimistic), the
 * request carries the desired state and goes through the service worker's queue; a refusal or a
 * failure puts the old state back and says 'Failed to save job. Please try again.' (not when the
 * session ended: the client's session-ended path has said 'Invalid session').
 * Resolves with what happened, or null when it failed.
 */
export function useSaveJob() {
  const queryClient = useQueryClient();
  return useCallback(
    async (jobId: number, saved: boolean, jobTitle = ''): Promise<SaveToggleResult | null> => {
      setSavedEverywhere(queryClient, jobId, saved);
      try {
        const outcome = await sendSaveJob(jobId, saved, { jobTitle });
        setSavedEverywhere(queryClient, jobId, outcome.saved);
        // kept by the service worker: its outbox record shows it as waiting until it is sent
        if (outcome.queued) refreshOutbox();
        return outcome;
      } catch (error) {
        console.error('Saving the job failed', error);
        setSavedEverywhere(queryClient, jobId, !saved);
        // an ended session has said so already ('Invalid session', then the login)
        if (!isSessionEnded(error)) notify.error(SAVE_JOB_FAILED);
        return null;
      }
    },
    [queryClient],
  );
}
