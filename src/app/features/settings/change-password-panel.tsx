import { focusFirstInvalid } from '@app/ui/focus-first-invalid';
import { FormAlert } from '@app/ui/form-alert';
import { SuccessModal } from '@app/ui/success-modal';
import { PASSWORD_UPDATED } from '@contract/account';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { changePassword } from './api/change-password';
import {
  CHANGE_PASSWORD_FAILED,
  CHANGE_PASSWORD_NEEDS_NETWORK,
  NOT_QUEUED,
  settingsFailureText,
} from './settings-failure';
import { type ChangePasswordValues, changePasswordSchema, trimLeading } from './settings-schemas';
import {
  CONFIRM_PASSWORD_LABEL,
  NEW_PASSWORD_LABEL,
  OK,
  OLD_PASSWORD_LABEL,
  UPDATE_PASSWORD,
  UPDATING_PASSWORD,
} from './settings-texts';

/** A failed check: the first field in error comes into view with the focus. */
const onInvalid = () => void focusFirstInvalid();

const EMPTY: ChangePasswordValues = { old_password: '', password: '', confirm_password: '' };

/**
 * Change Password (§5): old, new and confirm; leading whitespace trimmed as typed; a field's error
 * clears as it is edited; 'New Password Updated Successfully' (this session stays, the others
 * end). A failure shows extendedMessage, else message, else §8's text, and keeps what was typed.
 */
export function ChangePasswordPanel() {
  const form = useForm<ChangePasswordValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(changePasswordSchema, { sync: true }),
    clearInputErrorOnChange: true,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [updated, setUpdated] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: changePassword, networkMode: NOT_QUEUED });

  const passwordProps = (name: keyof ChangePasswordValues) => ({
    ...form.getInputProps(name),
    // Mantine's PasswordInput sets no aria-invalid of its own
    'aria-invalid': form.errors[name] ? true : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(name, trimLeading(event.currentTarget.value)),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await mutation.mutateAsync(v.parse(changePasswordSchema, values));
      form.setValues(EMPTY);
      form.resetDirty(EMPTY);
      setUpdated(answer.extendedMessage ?? '');
    } catch (error) {
      setFailure(settingsFailureText(error, CHANGE_PASSWORD_NEEDS_NETWORK, CHANGE_PASSWORD_FAILED));
    }
  }, onInvalid);

  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Change Password">
        <Stack gap="sm">
          <PasswordInput
            label={OLD_PASSWORD_LABEL}
            withAsterisk
            autoComplete="current-password"
            {...passwordProps('old_password')}
          />
          <PasswordInput
            label={NEW_PASSWORD_LABEL}
            withAsterisk
            autoComplete="new-password"
            {...passwordProps('password')}
          />
          <PasswordInput
            label={CONFIRM_PASSWORD_LABEL}
            withAsterisk
            autoComplete="new-password"
            {...passwordProps('confirm_password')}
          />
          <FormAlert message={failure} />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {mutation.isPending ? UPDATING_PASSWORD : UPDATE_PASSWORD}
            </Button>
          </Group>
        </Stack>
      </form>
      <SuccessModal
        opened={updated !== null}
        title={PASSWORD_UPDATED}
        message={updated || undefined}
        actionLabel={OK}
        onDone={() => setUpdated(null)}
      />
    </>
  );
}
