import { ConfirmModal } from '@app/ui/confirm-modal';
import { FormAlert } from '@app/ui/form-alert';
import { SuccessModal } from '@app/ui/success-modal';
import { ACCOUNT_DELETED } from '@contract/account';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteAccount } from './api/delete-account';
import { DELETE_FAILED, DELETE_NEEDS_NETWORK, NOT_QUEUED, settingsFailureText } from './settings-failure';
import { DELETE_ACCOUNT, DELETE_CONFIRM, DELETE_QUESTION, DELETE_WARNING, OK } from './settings-texts';
import { useLeaveAccount } from './use-leave-account';

/**
 * Delete Account (§4): confirm, then 'Your account has been successfully deleted'; closing that
 * modal leaves the account on this phone (useLeaveAccount).
 */
export function DeletePanel() {
  const queryClient = useQueryClient();
  const leave = useLeaveAccount();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: deleteAccount, networkMode: NOT_QUEUED });

  const confirm = async () => {
    setFailure(null);
    try {
      const answer = await mutation.mutateAsync();
      await queryClient.cancelQueries();
      setConfirming(false);
      setDeleted(answer.extendedMessage ?? '');
    } catch (error) {
      setConfirming(false);
      setFailure(settingsFailureText(error, DELETE_NEEDS_NETWORK, DELETE_FAILED));
    }
  };

  return (
    <Stack gap="sm">
      <Text>{DELETE_WARNING}</Text>
      <FormAlert message={failure} />
      <Group justify="flex-end">
        <Button color="red.8" onClick={() => setConfirming(true)}>
          {DELETE_ACCOUNT}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={DELETE_ACCOUNT}
        message={DELETE_QUESTION}
        confirmLabel={DELETE_CONFIRM}
        danger
        loading={mutation.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
      <SuccessModal
        opened={deleted !== null}
        title={ACCOUNT_DELETED}
        message={deleted || undefined}
        actionLabel={OK}
        onDone={() => void leave()}
      />
    </Stack>
  );
}
