/**
 * One rule for 'a path of this site' (issue 35, H16), used by the app's return path after login
 * (app/return-path.ts) and by the worker's notification tap (sw/push-notification.ts): a path that
 * starts with one '/', holds no control character (the URL parser drops tabs and line breaks, so
 * '/\t/evil.com' would become '//evil.com') and no backslash (browsers read '/\evil.com' as
 * '//evil.com'), neither as it is nor once percent-decoded ('/%5Cevil.com', '/%2F/evil.com': a
 * router that decodes the path must not meet them either), and that the URL parser resolves on
 * this very origin.
 */

const BASE = 'https://site-path.invalid';
// controls (C0, DEL, C1: Unicode's Cc) and backslashes
const UNSAFE = /[\p{Cc}\\]/u;

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

const plainPath = (text: string) => text.startsWith('/') && !text.startsWith('//') && !UNSAFE.test(text);

/** Whether `raw` is a path of this site (with its search and hash) and nothing else. */
export function isSitePath(raw: unknown): raw is string {
  if (typeof raw !== 'string' || !plainPath(raw)) return false;
  // every decoding a reader might apply (twice-encoded too) stays a plain path
  let text = raw;
  for (let i = 0; i < 3; i++) {
    const next = decoded(text);
    if (next === null) return false;
    if (!plainPath(next)) return false;
    if (next === text) break;
    text = next;
  }
  try {
    return new URL(raw, BASE).origin === BASE;
  } catch {
    return false;
  }
}
