import { type RegisteredRouter, type RouteIds, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

export const APP_NAME = 'RCM Careers';

/**
 * The route ids the router registers (router.tsx's `Register`): the app tree's and the recruiter
 * workspace's. Read from the registration, not by importing the generated trees, which import
 * every screen (a circle through each screen that names its title here).
 */
type RegisteredRouteId = RouteIds<RegisteredRouter['routeTree']>;

/** The workspace's routes are typed by their own tree's id ('/recruiter/inbox', the operator's '/operator/'). */
type WorkspaceOwnId = Extract<RegisteredRouteId, `/recruiter${string}` | `/operator${string}`>;

/** The recruiter workspace's screens as mounted under `_recruiter` (workspace-routes-mount.ts). */
type WorkspaceRouteId = `/_recruiter${WorkspaceOwnId}`;

export type ScreenRouteId =
  | Exclude<
      RegisteredRouteId,
      '__root__' | '/$' | '/_onboarding' | '/_signed-in' | '/_signed-out' | '/_recruiter' | WorkspaceOwnId
    >
  | WorkspaceRouteId;

/** The recruiter workspace's screens (issue 23). */
type RecruiterRouteId = Extract<ScreenRouteId, `/_recruiter/${string}` | `/_signed-out/recruiter/${string}`>;

/**
 * Each screen's page title, the one place they are named: 'Saved Jobs | RCM Careers'. A screen
 * whose title carries its data (a job's title) names it with useScreenTitle; its entry here is the
 * title shown until the data is there. The recruiter's screens name theirs with useScreenTitle
 * (their code loads only for recruiters, this map with every first visit).
 */
export const SCREEN_TITLES: Record<Exclude<ScreenRouteId, RecruiterRouteId>, string> &
  Partial<Record<RecruiterRouteId, string>> = {
  '/_signed-out/': 'Find revenue cycle management jobs',
  '/_signed-out/login': 'Login',
  '/_signed-out/register': 'Sign up',
  '/_signed-out/verify-otp': 'Verify code',
  '/_signed-out/forgotpassword': 'Forgot password',
  '/_signed-out/resetpassword': 'Reset password',
  '/_signed-out/create-password': 'Create password',
  '/_signed-out/acc-created': 'Account created',
  '/_onboarding/onboarding': 'Experience level',
  '/_onboarding/experience': 'Employment',
  '/_onboarding/managerial': 'Managerial role',
  '/_onboarding/lookingfor': 'Looking for',
  '/_onboarding/fresher-lookingfor': 'Looking for',
  '/_onboarding/certification-details': 'Certification details',
  '/_onboarding/education': 'Education',
  '/_onboarding/profile-overview': 'Profile overview',
  '/onboard-completed': 'Onboarding complete',
  '/_signed-in/dashboard': 'Dashboard',
  '/_signed-in/jobpostings/': 'Job Search',
  '/_signed-in/jobpostings/$jobId': 'Job details',
  '/_signed-in/assessment/$id': 'Assessment',
  '/_signed-in/saved-jobs': 'Saved Jobs',
  '/_signed-in/applied-jobs': 'Applied Jobs',
  '/_signed-in/view-profile': 'My Profile',
  '/_signed-in/edit-profile': 'Edit Profile',
  '/_signed-in/settings': 'Account Settings',
  '/_signed-in/outbox': 'Outbox',
  '/_signed-in/chat': 'Chat',
};

/** 'Saved Jobs' -> 'Saved Jobs | RCM Careers'. */
export function pageTitle(screen: string | undefined): string {
  return screen ? `${screen} | ${APP_NAME}` : APP_NAME;
}

/** The job detail's title: 'Job details: Insurance Verification Specialist'. */
export function jobDetailScreenTitle(jobTitle: string): string {
  return `${SCREEN_TITLES['/_signed-in/jobpostings/$jobId']}: ${jobTitle}`;
}

/** The route's screen title, for the leaf route matched. */
export function screenTitleOf(routeId: string): string | undefined {
  return (SCREEN_TITLES as Record<string, string>)[routeId];
}

let ownTitle: { routeId: string; title: string } | null = null;

/**
 * A screen names its own title from its data (the job detail: the job's title); while it is
 * mounted it wins over its route's entry in SCREEN_TITLES.
 */
export function useScreenTitle(routeId: ScreenRouteId, title: string | undefined): void {
  useEffect(() => {
    const own = { routeId, title: title ?? screenTitleOf(routeId) ?? '' };
    ownTitle = own;
    document.title = pageTitle(own.title);
    return () => {
      if (ownTitle === own) ownTitle = null;
    };
  }, [routeId, title]);
}

/** How long a new screen has to show its heading before the focus stays where it is. */
const HEADING_WAIT_MS = 10_000;

/**
 * Used once, by the root layout. The page's title follows the route (SCREEN_TITLES, or the
 * screen's own); after a route change (not the first screen) the focus goes to the new screen's
 * main heading, as soon as it shows, unless something on the new screen took the focus first.
 */
export function useRouteTitleAndFocus(): void {
  const routeId = useRouterState({ select: (state) => state.matches.at(-1)?.routeId ?? '' });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (ownTitle?.routeId === routeId) return;
    document.title = pageTitle(screenTitleOf(routeId));
  }, [routeId]);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    const before = document.activeElement;
    const until = performance.now() + HEADING_WAIT_MS;
    let focused: HTMLElement | null = null;
    let frame = 0;
    // Until the deadline: a loading screen's heading gives way to the loaded one's, which then
    // takes the focus; the candidate's own move (a tap, Tab) ends the watch.
    const look = () => {
      const active = document.activeElement;
      const idle = !active || active === document.body;
      // before the heading is focused: the control that led here, or nothing; after: the heading,
      // or nothing because the heading is no longer shown: gone (a loading screen's, replaced by
      // the loaded one's) or hidden (a frame's, which React keeps hidden beside the screen that
      // replaced it: the browser took the focus from it). Either has no client rects.
      const ours = focused
        ? active === focused || (idle && focused.getClientRects().length === 0)
        : active === before || idle;
      if (!ours) return;
      // the first one shown: a screen's frame (ui/pending-frames.tsx) stands beside the screen it
      // replaces, which React keeps hidden until the new one is drawn
      const heading = [...document.querySelectorAll<HTMLElement>('main h1, h1')].find(
        (candidate) => candidate.getClientRects().length > 0,
      );
      if (heading && heading !== active) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        focused = heading;
      }
      if (performance.now() < until) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
