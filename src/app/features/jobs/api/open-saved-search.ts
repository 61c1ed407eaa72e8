import { call } from '@app/api/call';
import { openSavedSearch as openEndpoint } from '@contract/saved-searches';

/**
 * POST /candidates/open_saved_search: from now on only newer jobs are new; answers the search and
 * when it was opened before (the jobs posted since are marked New).
 */
export async function openSavedSearch(id: number) {
  const answer = await call(openEndpoint, { id });
  return { saved: answer.result, newSince: answer.new_since };
}
