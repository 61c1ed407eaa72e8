import { idleLazy } from '@app/ui/idle-lazy';
import { Button } from '@mantine/core';
import { Suspense, useState } from 'react';
import { canWithdraw } from './job-format';

export const WITHDRAW_LABEL = 'Withdraw application';

/** The confirm dialog: fetched at the first tap, not with the screen (withdraw-dialog.tsx). */
const withdrawDialog = idleLazy(
  () => import('./withdraw-dialog'),
  (module) => module.WithdrawDialog,
);
const WithdrawDialog = withdrawDialog.Component;

/**
 * Withdraw application (issue 36), on an applied card and the job detail while the application is
 * open (before joining, not rejected): a confirm dialog, then the call. It needs the network:
 * offline the dialog says so and stays open.
 */
export function WithdrawApplication({ jobId, status }: { jobId: number; status: string | null | undefined }) {
  const [opened, setOpened] = useState(false);
  // mounted from the first tap on, so that closing it animates and gives the focus back
  const [used, setUsed] = useState(false);
  if (!canWithdraw(status) && !opened) return null;
  return (
    <>
      <Button
        variant="outline"
        color="red.9"
        size="compact-sm"
        onClick={() => {
          setUsed(true);
          setOpened(true);
        }}
        style={{ alignSelf: 'flex-start' }}
      >
        {WITHDRAW_LABEL}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <WithdrawDialog jobId={jobId} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
