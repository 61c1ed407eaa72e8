import { SIGNED_IN_TOAST_MS, TOAST_MS } from '@contract/limits';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { isSignedIn } from '../session';

export interface NotifyOptions {
  /** 3000 ms in the signed-in area, 5000 ms elsewhere; defaults to the current session state. */
  signedIn?: boolean;
  /** Overrides the default duration (e.g. 1500 ms for login errors); `false` keeps the toast open. */
  autoClose?: number | false;
  /** A fixed id shows the toast once even if it is requested several times. */
  id?: string;
  title?: string;
}

type Kind = 'success' | 'error' | 'info';

const COLORS: Record<Kind, string> = { success: 'teal.9', error: 'red.9', info: 'brand' };

function show(kind: Kind, message: ReactNode, options: NotifyOptions = {}): string {
  const signedIn = options.signedIn ?? isSignedIn();
  return notifications.show({
    id: options.id,
    title: options.title,
    message,
    color: COLORS[kind],
    autoClose: options.autoClose ?? (signedIn ? SIGNED_IN_TOAST_MS : TOAST_MS),
    role: kind === 'error' ? 'alert' : 'status',
  });
}

/** Toasts through Mantine Notifications with the specs' default durations. */
export const notify = {
  /** A message may carry an action beside its words (a status change's Undo, issue 36). */
  success: (message: ReactNode, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  hide: (id: string) => notifications.hide(id),
};
