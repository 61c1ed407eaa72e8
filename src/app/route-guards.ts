import { redirect } from '@tanstack/react-router';
import { RETURN_PARAM, RETURN_PATH_MAX } from '../contract/public-jobs';
import type { RouterContext } from './router-context';

/**
 * Section 2 of both specs: the signed-in set applies when both isCandidateLogin and token are
 * in localStorage, else the signed-out set; a path of the other set, or an unknown path, goes to
 * `/` (signed out) or `/dashboard` (signed in). Guards run in beforeLoad, so on every navigation.
 *
 * The recruiter set (issue 23, `/recruiter/...`) applies when the stored role is 'recruiter' and a
 * token is present: a recruiter at any candidate path (or an unknown one) goes to /recruiter; a
 * signed-in candidate at a recruiter path goes to /dashboard, a signed-out visitor to
 * /recruiter/login (the recruiter login and join pages are in the signed-out set).
 */

interface GuardArgs {
  context: RouterContext;
  /** where the navigation goes (its href: path and search) */
  location?: { href: string };
}

export const SIGNED_OUT_HOME = '/';
export const SIGNED_IN_HOME = '/dashboard';
/** The recruiter set's home (the company's jobs) and its login. */
export const RECRUITER_HOME = '/recruiter';
export const RECRUITER_LOGIN = '/recruiter/login';

type HomePath = typeof SIGNED_OUT_HOME | typeof SIGNED_IN_HOME | typeof RECRUITER_HOME;

/** Where the set in force starts: a recruiter's jobs, a candidate's dashboard, or the login. */
export function homePath(session: RouterContext['session']): HomePath {
  if (session.isRecruiterSignedIn()) return RECRUITER_HOME;
  return session.isSignedIn() ? SIGNED_IN_HOME : SIGNED_OUT_HOME;
}

/**
 * beforeLoad of the `_signed-out` layout (the recruiter login and join among its pages) and of
 * the `_onboarding` layout (its steps are in the signed-out set; a visitor without a token is let
 * through: the layout says 'User not authenticated. Please log in.' and sends them to /): a
 * signed-in candidate goes to /dashboard, a recruiter to /recruiter.
 */
export function requireSignedOut({ context }: GuardArgs): void {
  const home = homePath(context.session);
  if (home !== SIGNED_OUT_HOME) throw redirect({ to: home, replace: true });
}

/**
 * The guard of a set that needs a session: its own session passes, another set's goes to that
 * set's home, and a signed-out visitor goes to `login`, keeping where they were going.
 */
function requireHome(home: HomePath, login: (href: string | undefined) => string) {
  return ({ context, location }: GuardArgs): void => {
    const at = homePath(context.session);
    if (at === home) return;
    if (at === SIGNED_OUT_HOME) throw redirect({ href: login(location?.href), replace: true });
    throw redirect({ to: at, replace: true });
  };
}

/**
 * A login page for a signed-out visitor of a page of the set starting at `home` (`href`, path
 * and search): where they were going is kept in `?redirect=` (beyond `home`), so that the login
 * takes them back there; the guards and the session-ended path (router.tsx) both go here.
 * `href` is the router's own location; the login checks the kept path by the whole rule
 * (safeReturnPath, loaded with the login's submit), so only its length and its start (one '/',
 * no backslash) are checked here, where every first visit's bundle carries the check.
 */
function keeping(login: string, home: string) {
  return (href: string | undefined): string =>
    href && href.length <= RETURN_PATH_MAX && href !== home && /^\/(?![/\\])[^\\]*$/.test(href)
      ? `${login}?${RETURN_PARAM}=${encodeURIComponent(href)}`
      : login;
}

/** The login (`/`) keeping a signed-in page (a shared job link survives the login). */
export const loginKeeping = keeping(SIGNED_OUT_HOME, SIGNED_IN_HOME);
/** /recruiter/login keeping a recruiter page. */
export const recruiterLoginKeeping = keeping(RECRUITER_LOGIN, RECRUITER_HOME);

/** beforeLoad of the `_signed-in` layout: a signed-out visitor goes to `/` (?redirect= kept). */
export const requireSignedIn = requireHome(SIGNED_IN_HOME, loginKeeping);

/** beforeLoad of the `_recruiter` layout: a signed-out visitor goes to /recruiter/login (?redirect= kept). */
export const requireRecruiter = requireHome(RECRUITER_HOME, recruiterLoginKeeping);

/** beforeLoad of the catch-all route: an unknown path never renders, it redirects. */
export function redirectUnknownPath({ context }: GuardArgs): never {
  throw redirect({ to: homePath(context.session), replace: true });
}

/** A path parameter that must be a positive integer (jobId, assessment id); null otherwise. */
export function parsePositiveId(raw: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
