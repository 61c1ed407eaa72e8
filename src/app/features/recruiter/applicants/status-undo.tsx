import { ApiError } from '@app/api/client';
import { notify } from '@app/ui/notify';
import type { Applicant } from '@contract/recruiter/applicants';
import { Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { undoApplicantStatus } from '../api/undo-applicant-status';
import { TOLD_LATER, UNDO, UNDO_TOO_LATE, UNDONE } from './applicant-texts';
import { statusChangeFailure } from './bulk-status-bar';
import type { Outcome } from './status-outcome';

/** How long the toast with Undo stays (the Undo beside the outcome stays the whole window). */
const UNDO_TOAST_MS = 10_000;

/** Whether the applicant's last change can still be undone (its window not over on this clock). */
function undoOpen(applicant: Applicant, now: number): boolean {
  return applicant.undo_until !== null && Date.parse(applicant.undo_until) > now;
}

/**
 * A status change's Undo (issue 36 R3): while the change has not reached the candidate
 * (`undo_until`), an Undo button beside the outcome, and in the change's toast; it goes when the
 * window ends. Undone, the applicant is as before and the candidate never hears of it.
 */
export function useStatusUndo(
  applicant: Applicant,
  onUndone: (next: Applicant) => void,
  setOutcome: (outcome: Outcome) => void,
) {
  const [now, setNow] = useState(() => Date.now());
  const open = undoOpen(applicant, now);
  useEffect(() => {
    if (!applicant.undo_until) return;
    const left = Date.parse(applicant.undo_until) - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left + 50);
    return () => clearTimeout(timer);
  }, [applicant.undo_until]);
  const undo = useMutation({
    mutationFn: () => undoApplicantStatus(applicant.application_id, applicant.version),
    onSuccess: (next) => {
      onUndone(next);
      setOutcome({ ok: true, text: UNDONE });
      notify.success(UNDONE);
    },
    onError: (error) => {
      const text =
        error instanceof ApiError && error.code === 'undo_expired'
          ? UNDO_TOO_LATE
          : statusChangeFailure(error);
      setOutcome({ ok: false, text });
      notify.error(text);
    },
  });
  const button = (
    <Button size="compact-sm" variant="outline" loading={undo.isPending} onClick={() => undo.mutate()}>
      {UNDO}
    </Button>
  );
  return {
    /** The Undo button, while the window lasts. */
    undoButton: open ? button : null,
    /** The success toast of a change: its words, and Undo beside them while the window lasts. */
    toast: (done: string, next: Applicant) => {
      if (!undoOpen(next, Date.now())) {
        notify.success(done);
        return;
      }
      notify.success(
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Text size="sm">
            {done} {TOLD_LATER}
          </Text>
          <Button size="compact-sm" variant="outline" onClick={() => undo.mutate()}>
            {UNDO}
          </Button>
        </Group>,
        { autoClose: UNDO_TOAST_MS },
      );
    },
  };
}
