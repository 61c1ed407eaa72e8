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
import { Button, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { withdrawApplication } from './api/withdraw-application';
import { canWithdraw } from './job-format';

export const WITHDRAW_LABEL = 'Withdraw application';
const WITHDRAW_FAILED = 'The application could not be withdrawn. Please try again.';

/**
 * Withdraw application (issue 36), on an applied card and the job detail while the application is
 * open (before joining, not rejected): a confirm dialog, then the call; every cached card of the
 * job shows Withdrawn at once. It needs the network: offline the dialog says so and stays open.
 */
export function WithdrawApplication({ jobId, status }: { jobId: number; status: string | null | undefined }) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const withdraw = useMutation({
    mutationFn: () => withdrawApplication(jobId),
    onSuccess: (result) => {
      applyApplicationChange(queryClient, result);
      setOpened(false);
      notify.success(WITHDRAW_DONE);
    },
  });
  if (!canWithdraw(status) && !opened) return null;
  const failure = withdraw.error
    ? withdraw.error instanceof NetworkError
      ? WITHDRAW_NEEDS_NETWORK
      : WITHDRAW_FAILED
    : null;
  return (
    <>
      <Button
        variant="outline"
        color="red.9"
        size="compact-sm"
        onClick={() => {
          withdraw.reset();
          setOpened(true);
        }}
        style={{ alignSelf: 'flex-start' }}
      >
        {WITHDRAW_LABEL}
      </Button>
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
        onCancel={() => setOpened(false)}
      />
    </>
  );
}
