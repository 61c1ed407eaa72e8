import { NetworkError } from '@app/api/client';
import { FormAlert } from '@app/ui/form-alert';
import { Modal } from '@app/ui/modal';
import { notify } from '@app/ui/notify';
import {
  REPORT_DETAILS_MAX,
  REPORT_DETAILS_TOO_LONG,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type Report,
  type ReportReason,
} from '@contract/reports';
import { Button, Checkbox, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { LostMoneyHelp } from './lost-money-help';
import {
  LOST_MONEY_LABEL,
  REPORT_ALREADY,
  REPORT_DETAILS_LABEL,
  REPORT_FAILED,
  REPORT_PRIVACY,
  REPORT_QUEUED,
  REPORT_REASON_LABEL,
  REPORT_REASON_REQUIRED,
  REPORT_SENT,
} from './report-texts';

/** What a report came to (api/send-report.ts): sent, sent before, or kept by the write queue. */
export type ReportOutcome = 'sent' | 'already_reported' | 'queued';

const OUTCOME_TEXT: Record<ReportOutcome, string> = {
  sent: REPORT_SENT,
  already_reported: REPORT_ALREADY,
  queued: REPORT_QUEUED,
};

/** Offline without the write queue (no service worker): the report needs the network. */
export const REPORT_NEEDS_NETWORK = 'This needs the network. Please try again when you are online.';

export interface ReportDialogProps {
  opened: boolean;
  /** 'Report this job', 'Report this message', 'Report this company' */
  title: string;
  /** What the lost-money confirmation offers to copy: the message's text, or the job's title, company and link. */
  copyText: string;
  /** Chosen when it opens (a fee warning's Report: asks_for_money). */
  initialReason?: ReportReason;
  initialDetails?: string;
  send: (report: Report) => Promise<ReportOutcome>;
  onClose: () => void;
}

/**
 * Report a job, a message or a company (issue 37 §2): why (asks for money, fake company,
 * misleading job, abusive, other), optional details, and "I have lost money". Sent, it closes with
 * a toast; when money was lost it shows instead what to do now (LostMoneyHelp) until Done.
 */
export function ReportDialog({ opened, title, onClose, ...form }: ReportDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? <ReportForm {...form} onDone={onClose} /> : null}
    </Modal>
  );
}

function ReportForm({
  copyText,
  initialReason,
  initialDetails = '',
  send,
  onDone,
}: Omit<ReportDialogProps, 'opened' | 'title' | 'onClose'> & { onDone: () => void }) {
  const [reason, setReason] = useState<ReportReason | ''>(initialReason ?? '');
  const [details, setDetails] = useState(initialDetails);
  const [lostMoney, setLostMoney] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ReportOutcome | null>(null);
  const tooLong = details.trim().length > REPORT_DETAILS_MAX;

  const submit = async () => {
    setProblem(null);
    if (!reason) {
      setReasonError(REPORT_REASON_REQUIRED);
      return;
    }
    if (tooLong) return;
    setSending(true);
    try {
      const sent = await send({ reason, details: details.trim(), lost_money: lostMoney });
      if (lostMoney) setOutcome(sent);
      else {
        notify.success(OUTCOME_TEXT[sent]);
        onDone();
      }
    } catch (error) {
      setProblem(error instanceof NetworkError ? REPORT_NEEDS_NETWORK : REPORT_FAILED);
    } finally {
      setSending(false);
    }
  };

  if (outcome)
    return (
      <Stack gap="md">
        <Text role="status">{OUTCOME_TEXT[outcome]}</Text>
        <LostMoneyHelp copyText={copyText} />
        <Group justify="flex-end">
          <Button onClick={onDone}>Done</Button>
        </Group>
      </Stack>
    );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Radio.Group
          label={REPORT_REASON_LABEL}
          value={reason}
          onChange={(value) => {
            setReason(value as ReportReason);
            setReasonError(null);
          }}
          error={reasonError}
          required
        >
          <Stack gap={8} mt={4}>
            {REPORT_REASONS.map((value) => (
              <Radio key={value} value={value} label={REPORT_REASON_LABELS[value]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={REPORT_DETAILS_LABEL}
          value={details}
          onChange={(event) => setDetails(event.currentTarget.value)}
          rows={3}
          resize="vertical"
          error={tooLong ? REPORT_DETAILS_TOO_LONG : undefined}
          description={`${details.trim().length} / ${REPORT_DETAILS_MAX}`}
        />
        <Checkbox
          label={LOST_MONEY_LABEL}
          checked={lostMoney}
          onChange={(event) => setLostMoney(event.currentTarget.checked)}
        />
        <FormAlert message={problem} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" color="red.9" loading={sending}>
            Report
          </Button>
        </Group>
        <Text size="xs" c="dark.6">
          {REPORT_PRIVACY}
        </Text>
      </Stack>
    </form>
  );
}
