import { RETURN_PATH_MAX } from '../contract/public-jobs';
import { isSitePath } from '../contract/site-path';

/**
 * Where a signed-out visitor was going (a shared job link, say), kept through login in the `/`
 * URL's `redirect` parameter. Only a path on this site is taken back (contract/site-path.ts:
 * never another origin, '//host', '/\host', '/\t/host', '/%5Chost', 'https:...'); a path of the
 * other set meets the guards as any link does.
 */
export { RETURN_PARAM } from '../contract/public-jobs';

/** The path to return to after login, or null when `raw` is not a path on this site. */
export function safeReturnPath(raw: unknown): string | null {
  return isSitePath(raw) && raw.length <= RETURN_PATH_MAX ? raw : null;
}
