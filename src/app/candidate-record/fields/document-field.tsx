import type { FileCheckRule } from '@app/ui/file-check';
import { UploadModal } from '@app/ui/upload-modal';
import { ActionIcon, Button, Group, Input, Paper, Text } from '@mantine/core';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * A step's document: an Upload Document button opening the shared dialog, then the file's name
 * with a remove button (a file chosen now, or the one saved before); its error below.
 */
export function DocumentField({
  label,
  buttonLabel = 'Upload Document',
  modalTitle = 'Upload Document',
  rule,
  fileName,
  error,
  required = false,
  onFile,
  onRemove,
}: {
  label: string;
  buttonLabel?: string;
  modalTitle?: string;
  rule: FileCheckRule;
  /** the chosen or saved file's name, or null */
  fileName: string | null;
  error?: string | null;
  required?: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
}) {
  const [opened, setOpened] = useState(false);
  // keyboard focus follows the control that replaces the one used (a file added or removed)
  const [focusAfter, setFocusAfter] = useState<'remove' | 'upload' | null>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const uploadRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusAfter === null) return;
    (focusAfter === 'remove' ? removeRef : uploadRef).current?.focus();
    setFocusAfter(null);
  }, [focusAfter]);
  const errorId = useId();
  const labelId = useId();
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      id={labelId}
      required={required}
      error={error || undefined}
      errorProps={{ id: errorId }}
    >
      {fileName ? (
        <Paper withBorder p="xs" radius="md" mt={4}>
          <Group gap="xs" wrap="nowrap">
            <IconFile size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {fileName}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              ref={removeRef}
              onClick={() => {
                onRemove();
                setFocusAfter('upload');
              }}
              aria-label={`Remove ${fileName}`}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
            >
              <IconX size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Paper>
      ) : (
        <div>
          <Button
            ref={uploadRef}
            mt={4}
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden="true" />}
            onClick={() => setOpened(true)}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
          >
            {buttonLabel}
          </Button>
        </div>
      )}
      <UploadModal
        opened={opened}
        title={modalTitle}
        rule={rule}
        onClose={() => setOpened(false)}
        onSave={(file) => {
          setOpened(false);
          onFile(file);
          setFocusAfter('remove');
        }}
      />
    </Input.Wrapper>
  );
}
