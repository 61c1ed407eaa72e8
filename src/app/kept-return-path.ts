import { safeReturnPath } from './return-path';

/**
 * Where a new candidate was going when they signed up or logged in (issue 26: a job's apply step,
 * from its public page's Apply), kept in this tab's sessionStorage through the onboarding a new
 * account must finish first, and taken once by its last step (/onboard-completed's Continue).
 * Sign-out clears it with the rest of the tab's storage (session.ts clearSession).
 */
const KEY = 'rcm.returnTo';

/** Keeps `raw` when it is a path on this site (safeReturnPath); anything else is ignored. */
export function keepReturnPath(raw: unknown): void {
  const path = safeReturnPath(raw);
  if (!path) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // no storage (privacy mode): the onboarding ends on the dashboard, as without a target
  }
}

/** The kept path, once: it is forgotten as it is read. Null when none (or not a path on this site). */
export function takeReturnPath(): string | null {
  try {
    const path = safeReturnPath(sessionStorage.getItem(KEY));
    sessionStorage.removeItem(KEY);
    return path;
  } catch {
    return null;
  }
}
