import { refreshOutbox, sameOutboxRecords, useOutboxListener, useOutboxSelection } from '@app/offline/outbox';
import { ConfirmModal } from '@app/ui/confirm-modal';
import { DataAgeNote } from '@app/ui/data-age-note';
import { idleLazy } from '@app/ui/idle-lazy';
import { notify } from '@app/ui/notify';
import type { SavedSearch } from '@contract/saved-searches';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { sendDeleteSavedSearch } from './api/delete-saved-search';
import { savedSearchesQueryKey, savedSearchesQueryOptions } from './api/get-saved-searches';
import { deleteSavedSearchFromCache, useOpenSavedSearch } from './saved-search-actions';
import {
  newCountLabel,
  SAVED_SEARCHES_SHOWN_FIRST,
  type SavedSearchItem,
  savedSearchItems,
  savedSearchWritesSettled,
  waitingSavedSearchWrites,
} from './saved-search-items';
import {
  DELETE,
  DELETE_FAILED,
  DELETE_TITLE,
  NO_SAVED_SEARCHES,
  RENAME,
  SAVED_SEARCHES_FAILED,
  SAVED_SEARCHES_HEADING,
  SAVED_SEARCHES_LOADING,
  SAVED_SEARCHES_OFFLINE,
  SEARCH_DELETED_LATER,
  SHOW_FEWER,
  showAllSavedSearches,
  WAITING_TO_DELETE,
  WAITING_TO_SAVE,
} from './saved-search-texts';
import { useSavedSearchesRefresh } from './saved-searches-refresh';

const seen = new Map<string, string>();

/**
 * The dashboard's 'Saved searches': the first SAVED_SEARCHES_SHOWN_FIRST, 'Show all (n)' for the
 * rest (SS3), each with how many jobs matching it were posted since it was last opened ('3 new');
 * opening one runs it on /jobpostings, its new jobs marked, and resets its count. The list is
 * asked again each time it is shown and opens offline from what this phone saved; saves and
 * deletes made offline are listed as waiting until the service worker sends them.
 */
/** The rename dialog (its form code) is not part of the dashboard's first render. */
const renameDialog = idleLazy(
  () => import('./rename-saved-search-dialog'),
  (module) => module.RenameSavedSearchDialog,
);
const RenameSavedSearchDialog = renameDialog.Component;

export function SavedSearchesCard() {
  const queryClient = useQueryClient();
  const query = useQuery(savedSearchesQueryOptions());
  useSavedSearchesRefresh();
  renameDialog.usePreload();
  // the saved searches' writes that wait (shown in the list); a read that changes none of them
  // draws nothing again
  const records = useOutboxSelection((outbox) => waitingSavedSearchWrites(outbox.records), sameOutboxRecords);
  const open = useOpenSavedSearch();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [showAll, setShowAll] = useState(false);

  // a save or delete the worker sent (or gave up on) since: the list is asked again
  useOutboxListener((outbox) => {
    if (savedSearchWritesSettled(seen, outbox.records)) {
      void queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey() });
    }
  });

  const remove = async (search: SavedSearch) => {
    setDeleting(null);
    const restore = deleteSavedSearchFromCache(queryClient, search.id);
    try {
      const outcome = await sendDeleteSavedSearch(search.id, search.name);
      if (outcome.queued) {
        restore();
        refreshOutbox();
        notify.info(SEARCH_DELETED_LATER);
      }
    } catch (error) {
      console.error('Deleting the saved search failed', error);
      restore();
      notify.error(DELETE_FAILED);
    }
  };

  const items = query.data ? savedSearchItems(query.data, records) : null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="saved-searches-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="saved-searches-heading">
          {SAVED_SEARCHES_HEADING}
        </Title>
        {items ? (
          <DataAgeNote
            updatedAt={query.dataUpdatedAt}
            failureReason={query.failureReason}
            what="the new-job counts"
          />
        ) : null}
        {!items && query.isPending && query.fetchStatus === 'fetching' ? (
          <Skeleton height={48} aria-label={SAVED_SEARCHES_LOADING} />
        ) : null}
        {!items && query.fetchStatus === 'paused' ? <Text size="sm">{SAVED_SEARCHES_OFFLINE}</Text> : null}
        {!items && query.error && query.fetchStatus !== 'paused' ? (
          <Alert color="red" variant="light" role="alert">
            {SAVED_SEARCHES_FAILED}
          </Alert>
        ) : null}
        {items && items.length === 0 ? <Text size="sm">{NO_SAVED_SEARCHES}</Text> : null}
        {items && items.length > 0 ? (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} id="saved-searches-list">
            {(showAll ? items : items.slice(0, SAVED_SEARCHES_SHOWN_FIRST)).map((item) => (
              <SavedSearchRow
                key={item.kind === 'saved' ? item.search.id : item.key}
                item={item}
                onOpen={(search) => void open(search)}
                onRename={setRenaming}
                onDelete={setDeleting}
              />
            ))}
          </Stack>
        ) : null}
        {items && items.length > SAVED_SEARCHES_SHOWN_FIRST ? (
          <Button
            variant="subtle"
            onClick={() => setShowAll((shown) => !shown)}
            aria-expanded={showAll}
            aria-controls="saved-searches-list"
            style={{ alignSelf: 'flex-start' }}
          >
            {showAll ? SHOW_FEWER : showAllSavedSearches(items.length)}
          </Button>
        ) : null}
      </Stack>
      {renaming ? (
        <Suspense fallback={null}>
          <RenameSavedSearchDialog search={renaming} onClose={() => setRenaming(null)} />
        </Suspense>
      ) : null}
      <ConfirmModal
        opened={deleting !== null}
        title={DELETE_TITLE}
        message={deleting ? `‘${deleting.name}’ will no longer be listed.` : ''}
        confirmLabel={DELETE}
        danger
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}

interface SavedSearchRowProps {
  item: SavedSearchItem;
  onOpen: (search: SavedSearch) => void;
  onRename: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
}

function SavedSearchRow({ item, onOpen, onRename, onDelete }: SavedSearchRowProps) {
  if (item.kind === 'waiting') {
    return (
      <Group component="li" justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Text>
        <Badge variant="outline" color="dark.6" style={{ flexShrink: 0 }}>
          {WAITING_TO_SAVE}
        </Badge>
      </Group>
    );
  }
  const { search, deleting } = item;
  const count = newCountLabel(search.new_count);
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      data-testid={`saved-search-${search.id}`}
    >
      <UnstyledButton
        onClick={() => onOpen(search)}
        disabled={deleting}
        style={{ minWidth: 0, flex: 1, minHeight: 44 }}
      >
        <Text size="sm" fw={600} c="brand.8" td="underline" style={{ overflowWrap: 'anywhere' }}>
          {search.name}
        </Text>
        <Text size="xs" c={search.new_count > 0 ? 'teal.9' : 'dark.6'} fw={search.new_count > 0 ? 700 : 400}>
          {count}
        </Text>
      </UnstyledButton>
      {deleting ? (
        <Badge variant="outline" color="dark.6" style={{ flexShrink: 0 }}>
          {WAITING_TO_DELETE}
        </Badge>
      ) : (
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <ActionIcon
            variant="subtle"
            size={44}
            aria-label={`${RENAME} ${search.name}`}
            onClick={() => onRename(search)}
          >
            <IconPencil size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red.8"
            size={44}
            aria-label={`${DELETE} ${search.name}`}
            onClick={() => onDelete(search)}
          >
            <IconTrash size={20} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}
