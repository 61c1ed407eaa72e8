import { ApiError } from '@app/api/client';
import { refreshOutbox, useOutbox } from '@app/offline/outbox';
import { Modal } from '@app/ui/modal';
import { notify } from '@app/ui/notify';
import {
  defaultSavedSearchName,
  pickSavedSearch,
  SAVED_SEARCHES_FULL,
  type SavedSearch,
  type SavedSearchQuery,
} from '@contract/saved-searches';
import { Box, Button } from '@mantine/core';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { savedSearchesQueryKey, savedSearchesQueryOptions } from './api/get-saved-searches';
import { sendSaveSearch } from './api/save-search';
import { useOpenSavedSearch } from './saved-search-actions';
import { canSaveAnother, findSameSearch, type SameSearch, savedSearchItems } from './saved-search-items';
import { SavedSearchNameForm } from './saved-search-name-form';
import {
  SAVE_SEARCH_FAILED,
  SAVE_THIS_SEARCH,
  SEARCH_ALREADY_WAITING,
  SEARCH_SAVED,
  SEARCH_SAVED_LATER,
  searchAlreadySaved,
} from './saved-search-texts';

/**
 * A search kept already (SS1) is not saved twice: the candidate is told so, and the kept one is
 * opened (its new jobs marked, its count started again); a save of it still waiting offline is
 * only named.
 */
function useTellSameSearch() {
  const open = useOpenSavedSearch();
  return useCallback(
    (same: SameSearch) => {
      if (same.kind === 'waiting') {
        notify.info(SEARCH_ALREADY_WAITING);
        return;
      }
      notify.info(searchAlreadySaved(same.search.name));
      void open(same.search);
    },
    [open],
  );
}

/** V2: the phone's shorter label beside Filters, still saying what it saves (and the button's name there). */
export const SAVE_SEARCH_SHORT = 'Save search';

/**
 * 'Save this search' on /jobpostings: a small dialog with the name made from the words and
 * filters, editable. The save goes through the service worker's write queue, so offline it is
 * kept and saved when the network returns (the dashboard lists it as waiting meanwhile). A search
 * kept already (in the list this phone saw, or waiting in the queue) opens instead of the dialog.
 */
export function SaveSearchButton({ search }: { search: Partial<Record<string, unknown>> }) {
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  const { records } = useOutbox();
  const tellSame = useTellSameSearch();
  const stored = pickSavedSearch(search);
  const start = () => {
    const kept = queryClient.getQueryData<SavedSearch[]>(savedSearchesQueryKey());
    const same = findSameSearch(stored, kept, records);
    if (same) tellSame(same);
    else setOpened(true);
  };
  return (
    <>
      <Button
        variant="light"
        onClick={start}
        leftSection={<IconBookmarkPlus size={18} aria-hidden />}
        style={{ flexShrink: 0 }}
      >
        <Box component="span" hiddenFrom="sm">
          {SAVE_SEARCH_SHORT}
        </Box>
        <Box component="span" visibleFrom="sm">
          {SAVE_THIS_SEARCH}
        </Box>
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={SAVE_THIS_SEARCH}
        centered
        size="sm"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {opened ? <SaveSearchForm search={stored} onDone={() => setOpened(false)} /> : null}
      </Modal>
    </>
  );
}

function SaveSearchForm({ search, onDone }: { search: SavedSearchQuery; onDone: () => void }) {
  const queryClient = useQueryClient();
  const list = useQuery(savedSearchesQueryOptions());
  const { records } = useOutbox();
  const tellSame = useTellSameSearch();
  const full = list.data !== undefined && !canSaveAnother(savedSearchItems(list.data, records));

  const save = async (name: string): Promise<string | null> => {
    // the list may have come in since the button was pressed
    const same = findSameSearch(search, list.data, records);
    if (same) {
      onDone();
      tellSame(same);
      return null;
    }
    try {
      const outcome = await sendSaveSearch(name, search);
      if (outcome.queued) {
        refreshOutbox();
        notify.info(SEARCH_SAVED_LATER);
      } else if (outcome.alreadySaved) {
        // kept from another phone, or before this phone's list was asked again
        onDone();
        tellSame({ kind: 'saved', search: outcome.saved });
        return null;
      } else {
        notify.success(SEARCH_SAVED);
        void queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey() });
      }
      onDone();
      return null;
    } catch (error) {
      return error instanceof ApiError && error.serverMessage ? error.serverMessage : SAVE_SEARCH_FAILED;
    }
  };

  return (
    <SavedSearchNameForm
      label={SAVE_THIS_SEARCH}
      initialName={defaultSavedSearchName(search)}
      onSubmit={save}
      onCancel={onDone}
      blocked={full ? SAVED_SEARCHES_FULL : null}
    />
  );
}
