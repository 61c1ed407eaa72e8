import { queuedCall } from '@app/api/queued-call';
import { getUserId } from '@app/session';
import {
  createSavedSearch,
  type SavedSearch,
  type SavedSearchQuery,
  savedSearchKey,
} from '@contract/saved-searches';

/**
 * What a save came to: kept by the service worker for later, or the saved search the server holds
 * (`alreadySaved`: the candidate kept the same search before, and this is that one).
 */
export type SaveSearchOutcome =
  | { queued: true }
  | { queued: false; saved: SavedSearch; alreadySaved: boolean };

/**
 * POST /candidates/save_search through the service worker's write queue (`queuedCall`, an
 * Idempotency-Key): offline the worker keeps it, lists it in the outbox under the search's name,
 * and the replay saves it once.
 */
export async function sendSaveSearch(name: string, search: SavedSearchQuery): Promise<SaveSearchOutcome> {
  const userId = getUserId();
  const outcome = await queuedCall(
    createSavedSearch,
    { name, search },
    {
      outbox:
        userId === null
          ? undefined
          : {
              kind: 'save_search',
              job_id: 0,
              title: name,
              user_id: String(userId),
              search_key: savedSearchKey(search),
            },
    },
  );
  return outcome.queued
    ? { queued: true }
    : { queued: false, saved: outcome.answer.result, alreadySaved: outcome.answer.already_saved };
}
