import { clearDeviceData } from '@app/offline/clear-device-data';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';

/**
 * After deactivation or deletion (§2 Account settings): closing the success modal clears the
 * session and local storage, the persisted cache, this candidate's outbox and the cached images
 * (the same clearing as sign-out), then goes to `/`. Runs once however often it is asked.
 */
export function useLeaveAccount(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leaving = useRef(false);
  return async () => {
    if (leaving.current) return;
    leaving.current = true;
    await queryClient.cancelQueries();
    await clearDeviceData(queryClient);
    await navigate({ to: '/', replace: true });
  };
}
