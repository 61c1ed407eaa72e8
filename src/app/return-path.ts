/**
 * Where a signed-out visitor was going (a shared job link, say), kept through login in the `/`
 * URL's `redirect` parameter. Only paths of the signed-in set on this site are taken back, never
 * another origin ('//host', '\\host', 'https:...'), so the parameter cannot send anyone away.
 */
export const RETURN_PARAM = 'redirect';

const SIGNED_IN_PATHS =
  /^\/(?:jobpostings(?:\/\d+)?|saved-jobs|applied-jobs|assessment\/\d+|view-profile|edit-profile|settings|chat)(?:[?#]|$)/;

/** The path to return to after login, or null when `raw` is not a safe signed-in path. */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 500) return null;
  if (raw.includes('\\') || raw.startsWith('//')) return null;
  return SIGNED_IN_PATHS.test(raw) ? raw : null;
}
