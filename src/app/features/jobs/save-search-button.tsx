import { Box, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import {
  defaultSavedSearchName,
  pickSavedSearch,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCHES_FULL,
  savedSearchNameSchema,
} from '../../../contract/saved-searches';
import { ApiError } from '../../api/client';
import { refreshOutbox, useOutbox } from '../../offline/outbox';
import { focusFirstInvalid } from '../../ui/focus-first-invalid';
import { FormAlert } from '../../ui/form-alert';
import { notify } from '../../ui/notify';
import { savedSearchesQueryKey, savedSearchesQueryOptions } from './api/get-saved-searches';
import { type SaveSearchOutcome, sendSaveSearch } from './api/save-search';
import { canSaveAnother, savedSearchItems } from './saved-search-items';
import {
  CANCEL,
  SAVE,
  SAVE_SEARCH_FAILED,
  SAVE_THIS_SEARCH,
  SAVED_SEARCH_NAME_LABEL,
  SEARCH_SAVED,
  SEARCH_SAVED_LATER,
} from './saved-search-texts';

const nameFormSchema = v.object({ name: savedSearchNameSchema });

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
        aria-label={SAVE_THIS_SEARCH}
        leftSection={<IconBookmarkPlus size={18} aria-hidden />}
        style={{ flexShrink: 0 }}
      >
        <Box component="span" hiddenFrom="sm">
          Save
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
        {opened ? (
          <SaveSearchForm
            defaultName={defaultSavedSearchName(stored)}
            onSave={(name) => sendSaveSearch(name, stored)}
            onDone={() => setOpened(false)}
          />
        ) : null}
      </Modal>
    </>
  );
}

interface SaveSearchFormProps {
  defaultName: string;
  onSave: (name: string) => Promise<SaveSearchOutcome>;
  onDone: () => void;
}

function SaveSearchForm({ defaultName, onSave, onDone }: SaveSearchFormProps) {
  const queryClient = useQueryClient();
  const list = useQuery(savedSearchesQueryOptions());
  const { records } = useOutbox();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: defaultName },
    validate: schemaResolver(nameFormSchema, { sync: true }),
    clearInputErrorOnChange: true,
  });
  const full = list.data !== undefined && !canSaveAnother(savedSearchItems(list.data, records));

  const submit = form.onSubmit(
    async ({ name }) => {
      if (full) {
        setFailure(SAVED_SEARCHES_FULL);
        return;
      }
      setBusy(true);
      setFailure(null);
      try {
        const outcome = await onSave(name.trim());
        if (outcome.queued) {
          refreshOutbox();
          notify.info(SEARCH_SAVED_LATER);
        } else {
          notify.success(SEARCH_SAVED);
          void queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey() });
        }
        onDone();
      } catch (error) {
        setFailure(
          error instanceof ApiError && error.serverMessage ? error.serverMessage : SAVE_SEARCH_FAILED,
        );
      } finally {
        setBusy(false);
      }
    },
    () => void focusFirstInvalid(),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={SAVE_THIS_SEARCH}>
      <Stack gap="sm">
        <FormAlert message={failure ?? (full ? SAVED_SEARCHES_FULL : null)} />
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
          <Button type="submit" loading={busy} disabled={full}>
            {SAVE}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
