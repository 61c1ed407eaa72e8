import { call } from '@app/api/call';
import { renameSavedSearch as renameEndpoint } from '@contract/saved-searches';

/** POST /candidates/rename_saved_search: needs the network (the screen says so offline). */
export async function renameSavedSearch(id: number, name: string) {
  return (await call(renameEndpoint, { id, name })).result;
}
