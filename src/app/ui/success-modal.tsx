import { Button, Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Modal } from './modal';

export interface SuccessModalProps {
  opened: boolean;
  /** The modal's heading, read out by screen readers. */
  title: string;
  /** The sentence under the tick. */
  message?: ReactNode;
  /** When set, `onDone` runs this many milliseconds after the modal opens (the specs' 2 s tick). */
  autoCloseMs?: number;
  /** Called when the modal finishes: after `autoCloseMs`, or on the action button. */
  onDone: () => void;
  /** A button that ends the modal at once (e.g. 'OK'); without it the modal only closes by itself. */
  actionLabel?: string;
  children?: ReactNode;
}

/** The tick modal the specs use after a verified code, a saved form and a sign-out. */
export function SuccessModal({
  opened,
  title,
  message,
  autoCloseMs,
  onDone,
  actionLabel,
  children,
}: SuccessModalProps) {
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    if (!opened || autoCloseMs === undefined) return;
    const timer = window.setTimeout(() => onDoneRef.current(), autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [opened, autoCloseMs]);

  const dismissable = actionLabel !== undefined;
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (dismissable) onDone();
      }}
      withCloseButton={false}
      closeOnClickOutside={dismissable}
      closeOnEscape={dismissable}
      centered
      size="sm"
      title={<VisuallyHidden>{title}</VisuallyHidden>}
      styles={{ header: { minHeight: 0, padding: 0 } }}
    >
      <Stack align="center" gap="sm" py="md" role="status" aria-live="polite">
        <ThemeIcon size={64} radius="xl" color="teal.8" aria-hidden="true">
          <IconCheck size={40} stroke={3} />
        </ThemeIcon>
        <Text fw={700} size="lg" ta="center" aria-hidden="true">
          {title}
        </Text>
        {message ? (
          <Text ta="center" c="dimmed">
            {message}
          </Text>
        ) : null}
        {children}
        {dismissable ? (
          <Group justify="center" mt="sm">
            <Button onClick={onDone} data-autofocus>
              {actionLabel}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
