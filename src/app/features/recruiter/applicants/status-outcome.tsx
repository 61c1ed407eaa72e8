import { Loader, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

export interface Outcome {
  ok: boolean;
  text: string;
}

/**
 * A status change's outcome written beside its buttons, which takes the focus when it is set: the
 * button pressed is often gone by then (Shortlist once shortlisted, a bulk bar's once the selection
 * clears), and the focus must not drop to the page (issue 35 N1). Each outcome is a new object, so
 * a second change focuses it again.
 */
export function StatusOutcome({ outcome, mt }: { outcome: Outcome | null; mt?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  return (
    <Text
      ref={ref}
      tabIndex={-1}
      size="sm"
      mt={mt}
      c={outcome.ok ? 'teal.9' : 'red.9'}
      role={outcome.ok ? 'status' : 'alert'}
    >
      {outcome.text}
    </Text>
  );
}

/**
 * A button's busy state that keeps the focus: Mantine's `loading` disables the button, which drops
 * the focus to the page; this one only looks disabled, says so, and shows the loader.
 */
export function busyButtonProps(busy: boolean) {
  return busy
    ? {
        'data-disabled': true,
        'aria-disabled': true,
        rightSection: <Loader size="xs" color="currentColor" />,
      }
    : {};
}
