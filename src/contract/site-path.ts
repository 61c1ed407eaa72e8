/**
 * One rule for 'a path of this site' (issue 35, H16), used by the app's return path after login
 * (app/return-path.ts) and by the worker's notification tap (sw/push-notification.ts): a path that
 * starts with one '/', holds no control character (the URL parser drops tabs and line breaks, so
 * '/\t/evil.com' would become '//evil.com') and no backslash (browsers read '/\evil.com' as
 * '//evil.com'), neither as it is nor once percent-decoded ('/%5Cevil.com', '/%2F/evil.com': a
 * router that decodes the path must not meet them either), and that the URL parser resolves on
 * this very origin.
 */

/**
 * Whether `raw` is a path of this site (with its search and hash) and nothing else: as it is and
 * once, twice, three times decoded, one leading '/' and no control character or backslash. Such a
 * path-absolute reference always resolves on this origin (RFC 3986 5.2.2). Written small: it is in
 * every first visit's bundle. A '%' still left after three decodings throws, and is refused.
 */
export function isSitePath(raw: unknown): raw is string {
  if (typeof raw !== 'string') return false;
  try {
    for (let text = raw, i = 0; i < 4; i++, text = decodeURIComponent(text))
      if (!/^\/(?!\/)[^\p{Cc}\\]*$/u.test(text)) return false;
    return true;
  } catch {
    return false;
  }
}
