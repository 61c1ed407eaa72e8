import { NetworkError } from '@app/api/client';
import { FormAlert } from '@app/ui/form-alert';
import { Modal } from '@app/ui/modal';
import { notify } from '@app/ui/notify';
import {
  REPORT_DETAILS_MAX,
  REPORT_DETAILS_TOO_LONG,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@contract/chat';
import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { sendReport } from './api/chat-api';
import {
  FEE_REPORT_DETAILS,
  NEEDS_NETWORK,
  REPORT_DETAILS_LABEL,
  REPORT_FAILED,
  REPORT_REASON_LABEL,
  REPORT_REASON_REQUIRED,
  REPORT_SENT,
  REPORT_TITLE,
  replyCounter,
} from './chat-texts';

/**
 * Report a recruiter's message as a scam or spam, with optional details (issue 24). `asksForMoney`:
 * opened from a fee warning (issue 37 §2), with Scam chosen and FEE_REPORT_DETAILS written.
 */
export function ReportDialog({
  messageId,
  asksForMoney = false,
  onClose,
}: {
  messageId: number | null;
  asksForMoney?: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={messageId !== null}
      onClose={onClose}
      title={REPORT_TITLE}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {messageId !== null ? (
        <ReportForm messageId={messageId} asksForMoney={asksForMoney} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function ReportForm({
  messageId,
  asksForMoney,
  onDone,
}: {
  messageId: number;
  asksForMoney: boolean;
  onDone: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | ''>(asksForMoney ? 'scam' : '');
  const [details, setDetails] = useState(asksForMoney ? FEE_REPORT_DETAILS : '');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
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
      await sendReport(messageId, { reason, details: details.trim() });
      notify.success(REPORT_SENT);
      onDone();
    } catch (error) {
      setProblem(error instanceof NetworkError ? NEEDS_NETWORK : REPORT_FAILED);
    } finally {
      setSending(false);
    }
  };

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
          <Group gap="lg" mt={4}>
            {REPORT_REASONS.map((value) => (
              <Radio key={value} value={value} label={REPORT_REASON_LABELS[value]} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={REPORT_DETAILS_LABEL}
          value={details}
          onChange={(event) => setDetails(event.currentTarget.value)}
          rows={3}
          resize="vertical"
          error={tooLong ? REPORT_DETAILS_TOO_LONG : undefined}
          description={replyCounter(details.trim().length, REPORT_DETAILS_MAX)}
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
          RCM Careers reads every report. The company is not told who reported.
        </Text>
      </Stack>
    </form>
  );
}
