import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Modal } from './modal';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Shows the confirm button busy and keeps the modal open. */
  loading?: boolean;
  /** A destructive action gets a red confirm button. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question with Cancel and a confirm action (sign-out, deactivate, delete, ...). */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  loading = false,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!loading) onCancel();
      }}
      title={title}
      centered
      size="sm"
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {typeof message === 'string' ? <Text>{message}</Text> : message}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={danger ? 'red.8' : undefined} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
