import { focusFirstInvalid } from '@app/ui/focus-first-invalid';
import { FormAlert } from '@app/ui/form-alert';
import { SAVED_SEARCH_NAME_MAX, savedSearchNameSchema } from '@contract/saved-searches';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import * as v from 'valibot';
import { CANCEL, SAVE, SAVED_SEARCH_NAME_LABEL } from './saved-search-texts';

const nameFormSchema = v.object({ name: savedSearchNameSchema });

export interface SavedSearchNameFormProps {
  /** The form's name (the dialog's title). */
  label: string;
  initialName: string;
  /** Sends the name (trimmed); answers a failure to show, or null when done. */
  onSubmit: (name: string) => Promise<string | null>;
  onCancel: () => void;
  /** A reason the name cannot be sent now (shown above it; Save is off). */
  blocked?: string | null;
}

/** The name of a saved search, 1 to 60 characters, with Cancel and Save (the save and rename dialogs). */
export function SavedSearchNameForm({
  label,
  initialName,
  onSubmit,
  onCancel,
  blocked = null,
}: SavedSearchNameFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: initialName },
    validate: schemaResolver(nameFormSchema, { sync: true }),
    clearInputErrorOnChange: true,
  });
  const submit = form.onSubmit(
    async ({ name }) => {
      setBusy(true);
      setFailure(null);
      try {
        setFailure(await onSubmit(name.trim()));
      } finally {
        setBusy(false);
      }
    },
    () => void focusFirstInvalid(),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm">
        <FormAlert message={failure ?? blocked} />
        <TextInput
          label={SAVED_SEARCH_NAME_LABEL}
          withAsterisk
          maxLength={SAVED_SEARCH_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {CANCEL}
          </Button>
          <Button type="submit" loading={busy} disabled={Boolean(blocked)}>
            {SAVE}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
