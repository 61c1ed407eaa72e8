/** The saved searches' texts (issue 19 §2; ours, beyond the spec). */
export const SAVE_THIS_SEARCH = 'Save this search';
export const SAVED_SEARCHES_HEADING = 'Saved searches';
export const SAVED_SEARCH_NAME_LABEL = 'Name';
export const SAVE = 'Save';
export const CANCEL = 'Cancel';
export const SEARCH_SAVED = 'Search saved. The dashboard shows its new jobs.';
export const SEARCH_SAVED_LATER =
  'You are offline: the search is kept on this phone and saved when you are back online.';
/** SS1: the search about to be saved is kept already: it is opened instead. */
export const searchAlreadySaved = (name: string) => `This search is already saved as ‘${name}’: here it is.`;
export const SEARCH_ALREADY_WAITING =
  'This search is already kept on this phone and saved when you are back online.';
export const SAVE_SEARCH_FAILED = 'The search could not be saved. Please try again.';
export const NO_SAVED_SEARCHES = 'No saved searches yet. Search jobs, then choose ‘Save this search’.';
export const SAVED_SEARCHES_LOADING = 'Loading your saved searches';
export const SAVED_SEARCHES_FAILED = 'Your saved searches could not be loaded. Please try again.';
export const SAVED_SEARCHES_OFFLINE = 'Your saved searches open here once you have been online.';
export const WAITING_TO_SAVE = 'Waiting to save';
export const WAITING_TO_DELETE = 'Waiting to delete';
export const RENAME = 'Rename';
export const DELETE = 'Delete';
export const RENAME_TITLE = 'Rename saved search';
export const RENAME_NEEDS_NETWORK =
  'You are offline. Renaming needs the network: your new name is kept here, so press Save again when you are back online.';
export const RENAME_FAILED = 'The search could not be renamed. Please try again.';
export const DELETE_TITLE = 'Delete saved search?';
export const DELETE_FAILED = 'The saved search could not be deleted. Please try again.';
export const SEARCH_DELETED_LATER = 'You are offline: the search is deleted when you are back online.';
/** SS3: the dashboard lists the first 3; this shows them all. */
export const showAllSavedSearches = (count: number) => `Show all (${count})`;
export const SHOW_FEWER = 'Show fewer';
