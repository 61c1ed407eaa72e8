import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface HeaderDialogButtonProps {
  /** The button's name, its text from Mantine's sm breakpoint (the icon alone below it). */
  label: string;
  icon: ReactNode;
  /** The dialog it opens. */
  dialog: (opened: boolean, onClose: () => void) => ReactNode;
}

/** A workspace header's button that opens a dialog (Invite a colleague, Colleagues). */
export function HeaderDialogButton({ label, icon, dialog }: HeaderDialogButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="sm" variant="subtle" aria-label={label} leftSection={icon} onClick={open}>
        <Text span size="sm" fw={600} visibleFrom="sm">
          {label}
        </Text>
      </Button>
      {dialog(opened, close)}
    </>
  );
}
