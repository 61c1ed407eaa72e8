import { redirect } from '@tanstack/react-router';
import { RETURN_PARAM, safeReturnPath } from './return-path';
import type { RouterContext } from './router-context';

/**
 * Section 2 of both specs: the signed-in set applies when both isCandidateLogin and token are
 * in localStorage, else the signed-out set; a path of the other set, or an unknown path, goes to
 * `/` (signed out) or `/dashboard` (signed in). Guards run in beforeLoad, so on every navigation.
 *
 * The recruiter set (issue 23, `/recruiter/...`) applies when the stored role is 'recruiter' and
 * a token is present: a recruiter at any candidate path (or an unknown one) goes to /recruiter;
 * a candidate at a recruiter path goes to /dashboard, a signed-out visitor to /recruiter/login.
 */

interface GuardArgs {
  context: RouterContext;
  /** where the navigation goes (its href: path and search) */
  location?: { href: string };
}

export const SIGNED_OUT_HOME = '/';
export const SIGNED_IN_HOME = '/dashboard';
/** The recruiter set (issue 23): its home, the company's jobs, and its login. */
export const RECRUITER_HOME = '/recruiter';
export const RECRUITER_LOGIN = '/recruiter/login';

type HomePath = typeof SIGNED_OUT_HOME | typeof SIGNED_IN_HOME | typeof RECRUITER_HOME;

/** Where the set in force starts: a recruiter's jobs, a candidate's dashboard, or the login. */
export function homePath(
  session: Pick<RouterContext['session'], 'isSignedIn' | 'isRecruiterSignedIn'>,
): HomePath {
  if (session.isRecruiterSignedIn()) return RECRUITER_HOME;
  return session.isSignedIn() ? SIGNED_IN_HOME : SIGNED_OUT_HOME;
}

/** A recruiter is never in a candidate set: any candidate path takes them to their jobs. */
function keepRecruitersOut(context: RouterContext): void {
  if (context.session.isRecruiterSignedIn()) throw redirect({ to: RECRUITER_HOME, replace: true });
}

/** beforeLoad of the `_signed-out` layout. */
export function requireSignedOut({ context }: GuardArgs): void {
  keepRecruitersOut(context);
  if (context.session.isSignedIn()) throw redirect({ to: SIGNED_IN_HOME, replace: true });
}

/**
 * beforeLoad of the `_signed-in` layout. A signed-out visitor goes to `/`, keeping where they were
 * going (beyond the dashboard) in `?redirect=`, so a shared job link survives the login.
 */
export function requireSignedIn({ context, location }: GuardArgs): void {
  keepRecruitersOut(context);
  if (context.session.isSignedIn()) return;
  throw redirect({ href: loginKeeping(location?.href), replace: true });
}

/**
 * The login (`/`) for a signed-out visitor of a signed-in page (`href`, path and search): where
 * they were going is kept in `?redirect=` (beyond the dashboard), so that the login takes them
 * back there; the guard above and the session-ended path (router.tsx) both go here.
 */
export function loginKeeping(href: string | undefined): string {
  const wanted = safeReturnPath(href);
  return wanted && wanted !== SIGNED_IN_HOME
    ? `${SIGNED_OUT_HOME}?${RETURN_PARAM}=${encodeURIComponent(wanted)}`
    : SIGNED_OUT_HOME;
}

/**
 * beforeLoad of the `_onboarding` layout: the onboarding steps are in the signed-out set, so a
 * signed-in candidate goes to /dashboard. A visitor without a token is let through: the layout
 * says 'User not authenticated. Please log in.' and sends them to /.
 */
export function requireOnboardingSession({ context }: GuardArgs): void {
  keepRecruitersOut(context);
  if (context.session.isSignedIn()) throw redirect({ to: SIGNED_IN_HOME, replace: true });
}

/** beforeLoad of the catch-all route: an unknown path never renders, it redirects. */
export function redirectUnknownPath({ context }: GuardArgs): never {
  throw redirect({ to: homePath(context.session), replace: true });
}

/**
 * beforeLoad of the `_recruiter` layout (issue 23): a recruiter passes; a signed-in candidate
 * goes to /dashboard; a signed-out visitor goes to /recruiter/login, keeping where they were
 * going (beyond /recruiter itself) in `?redirect=`.
 */
export function requireRecruiter({ context, location }: GuardArgs): void {
  if (context.session.isRecruiterSignedIn()) return;
  if (context.session.isSignedIn()) throw redirect({ to: SIGNED_IN_HOME, replace: true });
  throw redirect({ href: recruiterLoginKeeping(location?.href), replace: true });
}

/**
 * beforeLoad of the `_recruiter-signed-out` layout (/recruiter/login, /recruiter/join): a
 * recruiter goes to /recruiter, a signed-in candidate to /dashboard.
 */
export function requireRecruiterSignedOut({ context }: GuardArgs): void {
  keepRecruitersOut(context);
  if (context.session.isSignedIn()) throw redirect({ to: SIGNED_IN_HOME, replace: true });
}

/** /recruiter/login for a signed-out visitor of a recruiter page, keeping it in `?redirect=`. */
export function recruiterLoginKeeping(href: string | undefined): string {
  const wanted = safeReturnPath(href);
  return wanted && wanted !== RECRUITER_HOME && wanted.startsWith(`${RECRUITER_HOME}/`)
    ? `${RECRUITER_LOGIN}?${RETURN_PARAM}=${encodeURIComponent(wanted)}`
    : RECRUITER_LOGIN;
}

/** A path parameter that must be a positive integer (jobId, assessment id); null otherwise. */
export function parsePositiveId(raw: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
