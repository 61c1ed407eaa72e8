import { SUCCESS_READ_MS } from '@contract/limits';
import { Button, Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Modal } from './modal';

/** The button of a success dialog that ends by itself, to end it at once. */
export const CONTINUE = 'Continue';

export interface SuccessModalProps {
  opened: boolean;
  /** The modal's heading, read out by screen readers. */
  title: string;
  /** The sentence under the tick. */
  message?: ReactNode;
  /**
   * When set, `onDone` runs this long after the modal opens (the specs' 2 s tick), but never before
   * SUCCESS_READ_MS, so that it is read out; a Continue button (with the focus) ends it at once,
   * and once the candidate taps it or presses a key in it, it waits for that button.
   */
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
  // once an opening: Continue and the timer may both come before the owner closes it
  const doneRef = useRef(false);
  const finish = () => {
    if (doneRef.current) return;
    doneRef.current = true;
    onDone();
  };
  const finishRef = useRef(finish);
  finishRef.current = finish;

  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setHeld(false);
    doneRef.current = false;
  }, [opened]);
  useEffect(() => {
    if (!opened || autoCloseMs === undefined || held) return;
    const timer = window.setTimeout(() => finishRef.current(), Math.max(autoCloseMs, SUCCESS_READ_MS));
    return () => window.clearTimeout(timer);
  }, [opened, autoCloseMs, held]);
  const hold = autoCloseMs === undefined ? undefined : () => setHeld(true);

  const label = actionLabel ?? (autoCloseMs === undefined ? undefined : CONTINUE);
  const dismissable = label !== undefined;
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (dismissable) finish();
      }}
      withCloseButton={false}
      closeOnClickOutside={dismissable}
      closeOnEscape={dismissable}
      centered
      size="sm"
      title={<VisuallyHidden>{title}</VisuallyHidden>}
      styles={{ header: { minHeight: 0, padding: 0 } }}
    >
      <Stack
        align="center"
        gap="sm"
        py="md"
        role="status"
        aria-live="polite"
        onPointerDown={hold}
        onKeyDown={hold}
      >
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
            <Button onClick={finish} data-autofocus>
              {label}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
