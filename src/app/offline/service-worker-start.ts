/**
 * When a first visit's service worker may start. Its install precaches every asset of the build,
 * which on a slow network takes the whole line for many seconds: a candidate logging in for the
 * first time would wait behind it for the login, the dashboard's chunks and its calls. So on a
 * first visit (no worker controls the page yet) main.tsx registers it only once nothing holds it:
 * the login form holds it from its first touch until it is left, and a login from its tap until
 * the dashboard has drawn its content (or the login failed, or went elsewhere). A hold ends by
 * itself after HOLD_MAX_MS, so the worker always starts. A later visit (a worker controls the
 * page) registers at once: that only checks for an update.
 */

/** The longest a hold keeps the worker waiting. */
export const HOLD_MAX_MS = 60_000;

export type ServiceWorkerHold = 'login-form' | 'first-login';

const holds = new Map<ServiceWorkerHold, ReturnType<typeof setTimeout>>();
let waiting: Array<() => void> = [];

/** Keeps a first visit's service worker from starting until `release(reason)` (or HOLD_MAX_MS). */
export function holdServiceWorkerStart(reason: ServiceWorkerHold): void {
  clearTimeout(holds.get(reason));
  holds.set(
    reason,
    setTimeout(() => releaseServiceWorkerStart(reason), HOLD_MAX_MS),
  );
}

/** Ends a hold; when none is left, the waiting start runs. */
export function releaseServiceWorkerStart(reason: ServiceWorkerHold): void {
  const timer = holds.get(reason);
  if (timer === undefined) return;
  clearTimeout(timer);
  holds.delete(reason);
  if (holds.size > 0) return;
  const run = waiting;
  waiting = [];
  for (const start of run) start();
}

/** Runs `start` now when nothing holds the worker, else once the last hold ends. */
export function whenServiceWorkerMayStart(start: () => void): void {
  if (holds.size === 0) start();
  else waiting.push(start);
}
