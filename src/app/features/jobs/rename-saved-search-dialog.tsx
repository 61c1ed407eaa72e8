import { ApiError, NetworkError } from '@app/api/client';
import { Modal } from '@app/ui/modal';
import type { SavedSearch } from '@contract/saved-searches';
import { useQueryClient } from '@tanstack/react-query';
import { savedSearchesQueryKey } from './api/get-saved-searches';
import { renameSavedSearch } from './api/rename-saved-search';
import { SavedSearchNameForm } from './saved-search-name-form';
import { RENAME_FAILED, RENAME_NEEDS_NETWORK, RENAME_TITLE } from './saved-search-texts';

/** Renames a saved search: needs the network (offline it says so and keeps the name typed). */
export function RenameSavedSearchDialog({
  search,
  onClose,
}: {
  search: SavedSearch | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const rename = async (id: number, name: string): Promise<string | null> => {
    try {
      const renamed = await renameSavedSearch(id, name);
      queryClient.setQueryData<SavedSearch[]>(savedSearchesQueryKey(), (list) =>
        list?.map((item) => (item.id === renamed.id ? renamed : item)),
      );
      onClose();
      return null;
    } catch (error) {
      if (error instanceof NetworkError) return RENAME_NEEDS_NETWORK;
      return error instanceof ApiError && error.serverMessage ? error.serverMessage : RENAME_FAILED;
    }
  };
  return (
    <Modal
      opened={search !== null}
      onClose={onClose}
      title={RENAME_TITLE}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {search ? (
        <SavedSearchNameForm
          label={RENAME_TITLE}
          initialName={search.name}
          onSubmit={(name) => rename(search.id, name)}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
