import { SIMULATED_UPLOAD_MS } from '@contract/limits';
import { ActionIcon, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { acceptOf, type FileCheckRule, fileProblem, kindNames, sizeText } from './file-check';
import { Modal } from './modal';

/** The dialog's states (signed-out-and-onboarding.md §4 Upload modal). */
export type UploadStatus = 'idle' | 'uploading' | 'completed';

export interface UploadModalProps {
  opened: boolean;
  /** 'Upload Document', 'Upload Resume' or 'Upload Image' */
  title: string;
  /** The kinds and size the dialog takes, and its messages for a wrong kind / too large file. */
  rule: FileCheckRule;
  /** Below the drag-and-drop hint; by default the rule's kinds and size. */
  hint?: ReactNode;
  /** The simulated upload's length (no call is made). */
  uploadMs?: number;
  /** Save: the completed file goes to the screen, then the dialog closes. */
  onSave: (file: File) => void;
  /** Cancel, Escape or the close button: nothing is kept. */
  onClose: () => void;
}

/**
 * The shared upload dialog: Browse File or drag and drop one file; a file the rule refuses is
 * answered in the dialog with the caller's message; a taken file is "uploaded" (simulated, about
 * 2 s, a progress bar) and then completed. Save is enabled only when completed and hands the
 * File to the screen; removing the file returns to idle; closing keeps nothing.
 */
export function UploadModal({
  opened,
  title,
  rule,
  hint,
  uploadMs = SIMULATED_UPLOAD_MS,
  onSave,
  onClose,
}: UploadModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const openPicker = useRef<() => void>(null);

  useEffect(() => {
    if (status !== 'uploading') return;
    const timer = window.setTimeout(() => setStatus('completed'), uploadMs);
    return () => window.clearTimeout(timer);
  }, [status, uploadMs]);

  function reset() {
    setFile(null);
    setStatus('idle');
    setProblem(null);
  }

  function take(chosen: File | undefined) {
    if (!chosen) return;
    const refused = fileProblem(chosen, rule);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    setFile(chosen);
    setStatus('uploading');
  }

  function close() {
    reset();
    onClose();
  }

  function save() {
    if (status !== 'completed' || !file) return;
    const saved = file;
    reset();
    onSave(saved);
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Dropzone
          openRef={openPicker}
          onDropAny={(accepted: File[], rejected: FileRejection[]) => take(accepted[0] ?? rejected[0]?.file)}
          onDrop={() => {}}
          multiple={false}
          activateOnClick={false}
          activateOnKeyboard={false}
          disabled={status !== 'idle'}
          inputProps={{ accept: acceptOf(rule), 'aria-label': title }}
          p="lg"
        >
          <Stack align="center" gap="xs" style={{ pointerEvents: 'none' }}>
            <IconUpload size={32} aria-hidden="true" />
            <Button
              variant="light"
              onClick={() => openPicker.current?.()}
              disabled={status !== 'idle'}
              style={{ pointerEvents: 'all' }}
              data-autofocus
            >
              Browse File
            </Button>
            <Text size="sm" ta="center">
              or drag and drop a file here
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              {hint ?? `${kindNames(rule)}, maximum ${sizeText(rule.maxBytes)}`}
            </Text>
          </Stack>
        </Dropzone>

        {problem && (
          <Text size="sm" c="red.9" role="alert">
            {problem}
          </Text>
        )}

        {file && (
          <Paper withBorder p="sm" radius="md" aria-label="Uploaded file">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconFile size={24} aria-hidden="true" style={{ flexShrink: 0 }} />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed" aria-live="polite">
                  {sizeText(file.size)} · {status === 'completed' ? 'Upload complete' : 'Uploading...'}
                </Text>
                {status === 'uploading' && <UploadProgress durationMs={uploadMs} />}
              </Stack>
              <ActionIcon variant="subtle" color="gray" onClick={reset} aria-label={`Remove ${file.name}`}>
                <IconX size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          </Paper>
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={save} disabled={status !== 'completed'}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A bar that fills over the simulated upload. */
function UploadProgress({ durationMs }: { durationMs: number }) {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      setValue(Math.min(100, Math.round(((Date.now() - started) / durationMs) * 100)));
    }, 100);
    return () => window.clearInterval(timer);
  }, [durationMs]);
  return <Progress value={value} size="sm" animated aria-label="Upload progress" />;
}
