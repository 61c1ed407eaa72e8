import { NetworkError } from '@app/api/client';
import { applyApplicationChange } from '@app/api/live-updates';
import { ConfirmModal } from '@app/ui/confirm-modal';
import { notify } from '@app/ui/notify';
import {
  WITHDRAW_CONFIRM_TEXT,
  WITHDRAW_CONFIRM_TITLE,
  WITHDRAW_DONE,
  WITHDRAW_NEEDS_NETWORK,
} from '@contract/application-withdrawal';
import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawApplication } from './api/withdraw-application';

const WITHDRAW_FAILED = 'The application could not be withdrawn. Please try again.';

/**
 * Withdraw application's confirm dialog and its call (issue 36): a module of its own, fetched at
 * the first tap on the button (the service worker precaches it), so the job screens' first visit
 * does not carry the dialog. Every cached card of the job shows Withdrawn at once; offline the
 * dialog says the network is needed and stays open.
 */
export function WithdrawDialog({
  jobId,
  opened,
  onClose,
}: {
  jobId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () => withdrawApplication(jobId),
    onSuccess: (result) => {
      applyApplicationChange(queryClient, result);
      onClose();
      notify.success(WITHDRAW_DONE);
    },
  });
  const failure = withdraw.error
    ? withdraw.error instanceof NetworkError
      ? WITHDRAW_NEEDS_NETWORK
      : WITHDRAW_FAILED
    : null;
  return (
    <ConfirmModal
      opened={opened}
      title={WITHDRAW_CONFIRM_TITLE}
      message={
        <>
          <Text>{WITHDRAW_CONFIRM_TEXT}</Text>
          {failure ? (
            <Text c="red.9" mt="sm" role="alert">
              {failure}
            </Text>
          ) : null}
        </>
      }
      confirmLabel="Withdraw"
      danger
      loading={withdraw.isPending}
      onConfirm={() => withdraw.mutate()}
      onCancel={() => {
        withdraw.reset();
        onClose();
      }}
    />
  );
}
