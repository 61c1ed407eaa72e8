import { renameSavedSearch as renameEndpoint } from '../../../../contract/saved-searches';
import { call } from '../../../api/call';

/** POST /candidates/rename_saved_search: needs the network (the screen says so offline). */
export async function renameSavedSearch(id: number, name: string) {
  return (await call(renameEndpoint, { id, name })).result;
}
