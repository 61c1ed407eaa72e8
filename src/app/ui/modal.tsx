import {
  type DrawerProps,
  Drawer as MantineDrawer,
  Modal as MantineModal,
  type ModalProps,
} from '@mantine/core';
import { useLayoutEffect, useState } from 'react';
import { useBackCloses } from './back-closes';

/**
 * A dialog is mounted the first time it opens, not with the screen: a closed Mantine Modal or
 * Drawer still mounts its portal (a node in <body>) and its transition, and each of them drew the
 * screen again after its first render (a cheap phone's first visit spent its time on dialogs
 * nobody had opened). It mounts closed and opens in the next render, before the paint: Mantine
 * records the element to give focus back to, and plays its enter transition, only when `opened`
 * changes. Once mounted it stays (its exit transition plays). A dialog open from the start
 * mounts open.
 */
export function useMountedOnceOpened(
  opened: boolean,
  keepMounted = false,
): { mount: boolean; opened: boolean } {
  const [mounted, setMounted] = useState(opened || keepMounted);
  useLayoutEffect(() => {
    if (opened && !mounted) setMounted(true);
  }, [opened, mounted]);
  return { mount: mounted || opened, opened: opened && mounted };
}

/**
 * Mantine's Modal and Drawer, closed by the phone's Back while open (ui/back-closes.ts, issue 22
 * B5) and mounted from their first opening (`useMountedOnceOpened`): every dialog and drawer of
 * the app is one of these, never Mantine's directly.
 */
export function Modal(props: ModalProps) {
  useBackCloses(props.opened, props.onClose);
  const shown = useMountedOnceOpened(props.opened, props.keepMounted);
  return shown.mount ? <MantineModal {...props} opened={shown.opened} /> : null;
}

export function Drawer(props: DrawerProps) {
  useBackCloses(props.opened, props.onClose);
  const shown = useMountedOnceOpened(props.opened, props.keepMounted);
  return shown.mount ? <MantineDrawer {...props} opened={shown.opened} /> : null;
}
