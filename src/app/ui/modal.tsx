import {
  type DrawerProps,
  Drawer as MantineDrawer,
  Modal as MantineModal,
  type ModalProps,
} from '@mantine/core';
import { useBackCloses } from './back-closes';

/**
 * Mantine's Modal and Drawer, closed by the phone's Back while open (ui/back-closes.ts, issue 22
 * B5): every dialog and drawer of the app is one of these, never Mantine's directly.
 */
export function Modal(props: ModalProps) {
  useBackCloses(props.opened, props.onClose);
  return <MantineModal {...props} />;
}

export function Drawer(props: DrawerProps) {
  useBackCloses(props.opened, props.onClose);
  return <MantineDrawer {...props} />;
}
