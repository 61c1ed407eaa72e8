import { useSyncExternalStore } from 'react';

/**
 * Whether the server answered the last request the page sent. A phone can say it is online (on a
 * Wi-Fi without internet, a captive portal, a mobile signal that carries nothing) while no request
 * gets through: the screens showing saved data then say so as they do offline
 * (ui/data-age-note.tsx). The client (client.ts) notes each answer and each request that got none;
 * an answer the service worker made up for a queued write is not the server's.
 */

let unreachable = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === unreachable) return;
  unreachable = next;
  for (const listener of listeners) listener();
}

/** A request got an answer from the server. */
export const noteServerAnswered = (): void => set(false);
/** A request got no answer (the network failed; not an abort by the page). */
export const noteNoAnswer = (): void => set(true);

export const isServerUnreachable = (): boolean => unreachable;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while the last request got no answer. */
export function useServerUnreachable(): boolean {
  return useSyncExternalStore(subscribe, isServerUnreachable, () => false);
}

function subscribeToOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const browserOnline = (): boolean => navigator.onLine;

/**
 * Whether the browser says it is online (`navigator.onLine`, kept by its online and offline
 * events). Read as the screen is drawn: Mantine's useNetwork starts at `online: true` and sets the
 * browser's answer in an effect, drawing every screen that shows it a second time on opening.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToOnline, browserOnline, () => true);
}
