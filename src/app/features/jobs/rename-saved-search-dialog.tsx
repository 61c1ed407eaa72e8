import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import {
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
  savedSearchNameSchema,
} from '../../../contract/saved-searches';
import { ApiError, NetworkError } from '../../api/client';
import { focusFirstInvalid } from '../../ui/focus-first-invalid';
import { FormAlert } from '../../ui/form-alert';
import { savedSearchesQueryKey } from './api/get-saved-searches';
import { renameSavedSearch } from './api/rename-saved-search';
import {
  CANCEL,
  RENAME_FAILED,
  RENAME_NEEDS_NETWORK,
  RENAME_TITLE,
  SAVE,
  SAVED_SEARCH_NAME_LABEL,
} from './saved-search-texts';

const nameFormSchema = v.object({ name: savedSearchNameSchema });

/** Renames a saved search: needs the network (offline it says so and keeps the name typed). */
export function RenameSavedSearchDialog({
  search,
  onClose,
}: {
  search: SavedSearch | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={search !== null}
      onClose={onClose}
      title={RENAME_TITLE}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {search ? <RenameForm search={search} onDone={onClose} /> : null}
    </Modal>
  );
}

function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: search.name },
    validate: schemaResolver(nameFormSchema, { sync: true }),
    clearInputErrorOnChange: true,
  });
  const submit = form.onSubmit(
    async ({ name }) => {
      setBusy(true);
      setFailure(null);
      try {
        const renamed = await renameSavedSearch(search.id, name.trim());
        queryClient.setQueryData<SavedSearch[]>(savedSearchesQueryKey(), (list) =>
          list?.map((item) => (item.id === renamed.id ? renamed : item)),
        );
        onDone();
      } catch (error) {
        if (error instanceof NetworkError) setFailure(RENAME_NEEDS_NETWORK);
        else
          setFailure(error instanceof ApiError && error.serverMessage ? error.serverMessage : RENAME_FAILED);
      } finally {
        setBusy(false);
      }
    },
    () => void focusFirstInvalid(),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={RENAME_TITLE}>
      <Stack gap="sm">
        <FormAlert message={failure} />
        <TextInput
          label={SAVED_SEARCH_NAME_LABEL}
          withAsterisk
          maxLength={SAVED_SEARCH_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={busy}>
            {CANCEL}
          </Button>
          <Button type="submit" loading={busy}>
            {SAVE}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
