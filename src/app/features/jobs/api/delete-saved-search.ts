import { queuedCall } from '@app/api/queued-call';
import { getUserId } from '@app/session';
import { deleteSavedSearch } from '@contract/saved-searches';

/**
 * POST /candidates/delete_saved_search through the service worker's write queue: offline the
 * worker keeps it (outbox label with the search's id, so the list shows it as waiting) and
 * answers `queued`.
 */
export async function sendDeleteSavedSearch(id: number, name: string): Promise<{ queued: boolean }> {
  const userId = getUserId();
  const outcome = await queuedCall(
    deleteSavedSearch,
    { id },
    {
      outbox:
        userId === null
          ? undefined
          : { kind: 'delete_saved_search', job_id: 0, search_id: id, title: name, user_id: String(userId) },
    },
  );
  return { queued: outcome.queued };
}
