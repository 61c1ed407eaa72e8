/**
 * Where a signed-out visitor was going (a shared job link, say), kept through login in the `/`
 * URL's `redirect` parameter. Only a path on this site is taken back, never another origin
 * ('//host', '/\host', 'https:...'); a path of the other set meets the guards as any link does.
 */
export { RETURN_PARAM } from '../contract/public-jobs';

/** The path to return to after login, or null when `raw` is not a path on this site. */
export function safeReturnPath(raw: unknown): string | null {
  return typeof raw === 'string' && raw.length <= 500 && /^\/(?![/\\])[^\\]*$/.test(raw) ? raw : null;
}
