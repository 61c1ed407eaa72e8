import { Box, Button, Modal } from '@mantine/core';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  defaultSavedSearchName,
  pickSavedSearch,
  SAVED_SEARCHES_FULL,
  type SavedSearchQuery,
} from '../../../contract/saved-searches';
import { ApiError } from '../../api/client';
import { refreshOutbox, useOutbox } from '../../offline/outbox';
import { notify } from '../../ui/notify';
import { savedSearchesQueryKey, savedSearchesQueryOptions } from './api/get-saved-searches';
import { sendSaveSearch } from './api/save-search';
import { canSaveAnother, savedSearchItems } from './saved-search-items';
import { SavedSearchNameForm } from './saved-search-name-form';
import { SAVE_SEARCH_FAILED, SAVE_THIS_SEARCH, SEARCH_SAVED, SEARCH_SAVED_LATER } from './saved-search-texts';

/** V2: the phone's shorter label beside Filters, still saying what it saves (and the button's name there). */
export const SAVE_SEARCH_SHORT = 'Save search';

/**
 * 'Save this search' on /jobpostings: a small dialog with the name made from the words and
 * filters, editable. The save goes through the service worker's write queue, so offline it is
 * kept and saved when the network returns (the dashboard lists it as waiting meanwhile).
 */
export function SaveSearchButton({ search }: { search: Partial<Record<string, unknown>> }) {
  const [opened, setOpened] = useState(false);
  const stored = pickSavedSearch(search);
  return (
    <>
      <Button
        variant="light"
        onClick={() => setOpened(true)}
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
  const full = list.data !== undefined && !canSaveAnother(savedSearchItems(list.data, records));

  const save = async (name: string): Promise<string | null> => {
    try {
      const outcome = await sendSaveSearch(name, search);
      if (outcome.queued) {
        refreshOutbox();
        notify.info(SEARCH_SAVED_LATER);
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
