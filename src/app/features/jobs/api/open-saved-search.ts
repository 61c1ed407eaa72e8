import { openSavedSearch as openEndpoint } from '../../../../contract/saved-searches';
import { call } from '../../../api/call';

/** POST /candidates/open_saved_search: from now on only newer jobs are new; answers the search. */
export async function openSavedSearch(id: number) {
  return (await call(openEndpoint, { id })).result;
}
