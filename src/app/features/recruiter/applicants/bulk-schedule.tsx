import { Modal } from '@app/ui/modal';
import { BULK_STATUS_MAX } from '@contract/recruiter/applicants';
import type { BulkScheduleResult } from '@contract/recruiter/interviews';
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { sendScheduleInterviews } from '../api/schedule-interviews';
import { InterviewForm } from './interview-form';

export const SCHEDULE_INTERVIEW = 'Schedule interview';
/** "All N matching" has no ids to send: the bulk scheduling takes the page's selection. */
export const SCHEDULE_NEEDS_IDS = `To schedule interviews, select up to ${BULK_STATUS_MAX} applicants on the page.`;

/**
 * A bulk scheduling's result in words: 'Scheduled 3 interviews. Skipped 2: 1 had withdrawn, 1 was
 * rejected.' (those with an interview coming: '1 already has an interview coming').
 */
export function bulkScheduleText({ scheduled, skipped }: BulkScheduleResult): string {
  const done =
    scheduled === 0
      ? 'No interview was scheduled.'
      : `Scheduled ${scheduled === 1 ? '1 interview' : `${scheduled} interviews`}.`;
  const one = (count: number, single: string, many: string) => `${count} ${count === 1 ? single : many}`;
  const why = [
    skipped.withdrawn > 0 ? `${skipped.withdrawn} had withdrawn` : '',
    skipped.rejected > 0 ? one(skipped.rejected, 'was rejected', 'were rejected') : '',
    skipped.already_scheduled > 0
      ? one(skipped.already_scheduled, 'already has an interview coming', 'already have an interview coming')
      : '',
  ].filter(Boolean);
  const total = skipped.withdrawn + skipped.rejected + skipped.already_scheduled;
  return total > 0 ? `${done} Skipped ${total}: ${why.join(', ')}.` : done;
}

/**
 * The bulk bar's "Schedule interview": the applicant page's interview form (interview-form.tsx) in
 * a dialog, for the applicants selected on the page, sent in one call; `onDone` gets the result.
 */
export function BulkSchedule({
  applicationIds,
  disabled,
  onDone,
}: {
  applicationIds: readonly number[];
  disabled: boolean;
  onDone: (result: BulkScheduleResult) => void;
}) {
  const [open, setOpen] = useState(false);
  const count = applicationIds.length;
  return (
    <>
      <Button size="sm" variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
        {SCHEDULE_INTERVIEW}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title={`Schedule interview for ${count === 1 ? '1 applicant' : `${count} applicants`}`}
      >
        {open ? (
          <>
            <Text size="sm" mb="sm">
              Each gets the same interview. Those who withdrew, were rejected or already have an interview
              coming are skipped.
            </Text>
            <InterviewForm
              onSubmit={async (details) => {
                const result = await sendScheduleInterviews(applicationIds, details);
                setOpen(false);
                onDone(result);
              }}
            />
          </>
        ) : null}
      </Modal>
    </>
  );
}
