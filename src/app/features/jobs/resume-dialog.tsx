/**
 * The apply flow's resume picker (apply-flow.tsx): its own chunk, loaded with the first Apply or
 * once the screen is idle.
 */

import { acceptOf, fileProblem, kindNames, sizeText } from '@app/ui/file-check';
import { Modal } from '@app/ui/modal';
import { documentRule } from '@contract/files';
import { NEVER_CHARGE_SHORT, NEVER_CHARGE_TITLE } from '@contract/never-charge';
import { ActionIcon, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { ApplyJob } from './apply-flow';
import { APPLYING, RESUME_DIALOG_TITLE, SENDING_APPLICATION } from './apply-texts';
import { APPLY } from './job-texts';

/** The resume the apply call takes (§2: pdf, doc, docx; up to 5MB, checked again by content). */
const RESUME_RULE = documentRule();

export interface ResumeDialogProps {
  /** The job applied for. */
  job: ApplyJob;
  onClose: () => void;
  /** Sends the application: resolves with the failure to show in the dialog, or null. */
  onSend: (resume: File) => Promise<string | null>;
}

/** The resume picker: Browse File or drag and drop one file, then Apply (progress while sending). */
export function ResumeDialog({ job, onClose, onSend }: ResumeDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const openPicker = useRef<() => void>(null);

  function take(chosen: File | undefined) {
    if (!chosen) return;
    const refused = fileProblem(chosen, RESUME_RULE);
    setProblem(refused);
    if (!refused) setFile(chosen);
  }

  async function apply() {
    if (!file || sending) return;
    setSending(true);
    setProblem(null);
    const failure = await onSend(file);
    setSending(false);
    setProblem(failure);
  }

  return (
    <Modal
      opened
      onClose={() => {
        if (!sending) onClose();
      }}
      title={RESUME_DIALOG_TITLE}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text size="sm">
          {job.job_title} · {job.company_name}
        </Text>
        <Text size="xs" c="teal.9">
          <b>{NEVER_CHARGE_TITLE}.</b> {NEVER_CHARGE_SHORT}
        </Text>
        <Dropzone
          openRef={openPicker}
          onDropAny={(accepted: File[], rejected: FileRejection[]) => take(accepted[0] ?? rejected[0]?.file)}
          onDrop={() => {}}
          multiple={false}
          activateOnClick={false}
          activateOnKeyboard={false}
          disabled={sending}
          inputProps={{ accept: acceptOf(RESUME_RULE), 'aria-label': RESUME_DIALOG_TITLE }}
          p="lg"
        >
          <Stack align="center" gap="xs" style={{ pointerEvents: 'none' }}>
            <IconUpload size={32} aria-hidden="true" />
            <Button
              variant="light"
              onClick={() => openPicker.current?.()}
              disabled={sending}
              style={{ pointerEvents: 'all' }}
              data-autofocus
            >
              Browse File
            </Button>
            <Text size="sm" ta="center">
              or drag and drop a file here
            </Text>
            <Text size="xs" c="dark.6" ta="center">
              {`${kindNames(RESUME_RULE)}, maximum ${sizeText(RESUME_RULE.maxBytes)}`}
            </Text>
          </Stack>
        </Dropzone>

        {file ? (
          <Paper withBorder p="sm" radius="md" aria-label="Chosen resume">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconFile size={24} aria-hidden="true" style={{ flexShrink: 0 }} />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Text>
                <Text size="xs" c="dark.6">
                  {sizeText(file.size)}
                </Text>
                {sending ? (
                  <Progress value={100} striped animated size="sm" aria-label={SENDING_APPLICATION} />
                ) : null}
              </Stack>
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={sending}
                onClick={() => {
                  setFile(null);
                  setProblem(null);
                }}
                aria-label={`Remove ${file.name}`}
              >
                <IconX size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          </Paper>
        ) : null}

        {problem ? (
          <Text size="sm" c="red.9" role="alert">
            {problem}
          </Text>
        ) : null}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button onClick={apply} disabled={!file} loading={sending} loaderProps={{ type: 'dots' }}>
            {sending ? APPLYING : APPLY}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
