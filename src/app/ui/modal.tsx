import {
  type DrawerProps,
  Drawer as MantineDrawer,
  Modal as MantineModal,
  type ModalProps,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useBackCloses } from './back-closes';

/**
 * A dialog is mounted the first time it opens, not with the screen: a closed Mantine Modal or
 * Drawer still mounts its portal (a node in <body>) and its transition, and each of them drew the
 * screen again after its first render (a cheap phone's first visit spent its time on dialogs
 * nobody had opened). Once mounted it stays (its exit transition plays).
 *
 * It mounts closed and opens two renders later (`stage` 0 → 1 → 2, a few milliseconds): the
 * portal mounts its content one render after itself, and only a transition already mounted
 * closed plays its enter transition, with the phone's reduced-motion setting read (Mantine reads
 * it in an effect); Mantine also records the element to give focus back to only when `opened`
 * changes. A dialog open from the start (or kept mounted) mounts as it is.
 */
export function useMountedOnceOpened(
  opened: boolean,
  keepMounted = false,
): { mount: boolean; opened: boolean } {
  const [stage, setStage] = useState(opened || keepMounted ? 2 : 0);
  useEffect(() => {
    if (opened && stage < 2) setStage(stage + 1);
  }, [opened, stage]);
  return { mount: stage > 0 || opened, opened: opened && stage === 2 };
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
