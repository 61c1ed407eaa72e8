import type { PushPayload } from '../src/contract/push';
import { isSitePath } from '../src/contract/site-path';

/**
 * Web Push in the service worker (issue 25), its decisions kept pure (tested without a worker):
 * what a push shows, and what a tap on the notification does. sw/push.ts wires them to the
 * `push` and `notificationclick` events.
 */

export const PUSH_DEFAULT_TITLE = 'RCM Careers';
export const PUSH_ICON = '/icons/icon-192.png';

export interface NotificationToShow {
  title: string;
  options: { body: string; icon: string; tag?: string; data: { url: string } };
}

/**
 * An app path of this site ('/chat?c=12'), else '/' (never another origin: '//x', 'https://x',
 * '/\\x', '/\tx', '/%5Cx'; src/contract/site-path.ts).
 */
export function appPath(url: unknown): string {
  return isSitePath(url) ? url : '/';
}

/**
 * The notification of a push's text (the server's JSON PushPayload): its title, body, the icon and
 * the path to open; a text that is not that JSON is shown as the body of a plain notification.
 */
export function notificationOfPush(text: string | null): NotificationToShow {
  let payload: Partial<PushPayload> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') payload = parsed as Partial<PushPayload>;
    else payload = { body: String(parsed) };
  } catch {
    payload = { body: text ?? '' };
  }
  const title =
    typeof payload.title === 'string' && payload.title.trim() ? payload.title : PUSH_DEFAULT_TITLE;
  const body = typeof payload.body === 'string' ? payload.body : '';
  const tag = typeof payload.tag === 'string' && payload.tag ? payload.tag : undefined;
  return {
    title,
    options: { body, icon: PUSH_ICON, ...(tag ? { tag } : {}), data: { url: appPath(payload.url) } },
  };
}

/** A window of the app the worker sees (a WindowClient's url and focus). */
export interface AppWindow {
  url: string;
  focused: boolean;
}

export type ClickDecision =
  /** a window shows that screen already: bring it forward */
  | { kind: 'focus'; index: number }
  /** a window of the app is open: bring it forward and take it to the screen */
  | { kind: 'navigate'; index: number; url: string }
  /** no window of the app: open one at the screen */
  | { kind: 'open'; url: string };

/**
 * What a tap on a notification does: the app's window already at `path` is focused; else the
 * focused (or first) window of the app goes there; else a new window opens there.
 */
export function decideNotificationClick(path: string, windows: AppWindow[], origin: string): ClickDecision {
  const target = new URL(appPath(path), origin).href;
  const withoutHash = (url: string) => url.split('#')[0];
  const ours = windows
    .map((window, index) => ({ ...window, index }))
    .filter((window) => {
      try {
        return new URL(window.url).origin === origin;
      } catch {
        return false;
      }
    });
  const there = ours.find((window) => withoutHash(window.url) === target);
  if (there) return { kind: 'focus', index: there.index };
  const other = ours.find((window) => window.focused) ?? ours[0];
  if (other) return { kind: 'navigate', index: other.index, url: target };
  return { kind: 'open', url: target };
}
