import { ASSESSMENT_BREADCRUMBS, LOADING_ASSESSMENT } from '@app/features/assessment/assessment-texts';
import { CHAT_HEADING, CONVERSATIONS_LOADING } from '@app/features/chat/chat-texts';
import {
  APPLIED_JOBS_HEADING,
  DASHBOARD_HEADING,
  LOADING_DASHBOARD,
  LOADING_JOB_DETAILS,
  SAVED_JOBS_HEADING,
} from '@app/features/jobs/job-texts';
import {
  COMPANIES_HEADING,
  COMPANIES_WHAT,
  LOADING_COMPANIES,
  LOADING_REPORTS,
  REPORTS_HEADING,
  REPORTS_WHAT,
} from '@app/features/operator/operator-texts';
import { LOADING_OUTBOX, OUTBOX_HEADING } from '@app/features/outbox/outbox-texts';
import {
  EDIT_PROFILE_BREADCRUMBS,
  EDIT_PROFILE_HEADING,
  LOADING_PROFILE,
  MY_PROFILE_HEADING,
} from '@app/features/profile/profile-texts';
import { APPLICANT_HEADING, LOADING_APPLICANT } from '@app/features/recruiter/applicants/applicant-texts';
import { APPLICANTS_HEADING, LOADING_APPLICANTS } from '@app/features/recruiter/applicants/applicants-texts';
import { INBOX_HEADING, LOADING_INBOX } from '@app/features/recruiter/chat/chat-texts';
import {
  COMPANY_HEADING,
  COMPANY_WHAT,
  LOADING_COMPANY,
} from '@app/features/recruiter/company/company-texts';
import {
  CANDIDATES_WHAT,
  FIND_HEADING,
  LOADING_CANDIDATES,
} from '@app/features/recruiter/find-candidates/find-candidates-texts';
import {
  INTERVIEWS_HEADING,
  INTERVIEWS_WHAT,
  LOADING_INTERVIEWS,
} from '@app/features/recruiter/interviews/interviews-texts';
import {
  EDIT_JOB_HEADING,
  LOADING_JOB,
  POST_JOB_HEADING,
} from '@app/features/recruiter/job-editor/job-editor-texts';
import { JOBS_HEADING, LOADING_JOBS } from '@app/features/recruiter/jobs/jobs-texts';
import { SETTINGS_HEADING } from '@app/features/settings/settings-texts';
import { createAppRouter } from '@app/router';
import { armPendingFrames, framePropsOf, SCREEN_PENDING_MS, type ScreenFrame } from '@app/ui/pending-frames';
import { mountWorkspaceRoutes } from '@app/workspace-routes-mount';
import { type AnyRoute, createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { CANDIDATE_FRAMES } from './candidate-frames';
import { RECRUITER_FRAMES } from './recruiter-frames';

/** Issue 35 C1: every signed-in screen (both roles) has its frame, and only they wait for one. */

function appRouter() {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/'] }) });
  mountWorkspaceRoutes(router);
  return router;
}

/** The frames of both layouts by route id. */
const allFrames = new Map<string, ScreenFrame>([
  ...Object.entries<ScreenFrame>(CANDIDATE_FRAMES).map(
    ([screen, frame]) => [`/_signed-in/${screen}`, frame] as const,
  ),
  ...Object.entries<ScreenFrame>(RECRUITER_FRAMES).map(
    ([screen, frame]) => [`/_recruiter/${screen}`, frame] as const,
  ),
]);

/** What a route's frame draws for an address's search; null: it has none. */
function frameOf(routeId: string, search: Record<string, unknown> = {}) {
  const frame = allFrames.get(routeId);
  return frame === undefined ? null : framePropsOf(routeId, frame, search);
}

/** A layout's frames' route ids, sorted. */
const ids = (layout: string, frames: object) =>
  Object.keys(frames)
    .map((screen) => `${layout}/${screen}`)
    .sort();

const routesUnder = (routes: readonly AnyRoute[], layout: string) =>
  routes.filter((route) => route.id.startsWith(`${layout}/`)).map((route) => route.id);

describe('screen frames', () => {
  it('has a frame for every screen of the signed-in layouts, the recruiter workspace mounted', () => {
    const routes = Object.values(appRouter().routesById) as AnyRoute[];
    const candidate = routesUnder(routes, '/_signed-in');
    const recruiter = routesUnder(routes, '/_recruiter');
    expect(candidate.length).toBeGreaterThanOrEqual(11);
    expect(recruiter).toContain('/_recruiter/recruiter/jobs/$jobId/applicants');
    expect(candidate.sort()).toEqual(ids('/_signed-in', CANDIDATE_FRAMES));
    expect(recruiter.sort()).toEqual(ids('/_recruiter', RECRUITER_FRAMES));
  });

  it("draws each screen with its own heading and loading words (the screens' texts)", () => {
    const expected: Record<string, object> = {
      '/_signed-in/dashboard': {
        heading: DASHBOARD_HEADING,
        loading: LOADING_DASHBOARD,
        what: 'the dashboard',
      },
      '/_signed-in/applied-jobs': { heading: APPLIED_JOBS_HEADING, loading: 'Loading jobs', what: 'jobs' },
      '/_signed-in/saved-jobs': { heading: SAVED_JOBS_HEADING, loading: 'Loading jobs' },
      '/_signed-in/jobpostings/$jobId': {
        heading: 'Job details',
        loading: LOADING_JOB_DETAILS,
        what: 'this job',
      },
      '/_signed-in/assessment/$id': {
        heading: ASSESSMENT_BREADCRUMBS[1].label,
        breadcrumbs: ASSESSMENT_BREADCRUMBS,
        loading: LOADING_ASSESSMENT,
      },
      '/_signed-in/chat': {
        heading: CHAT_HEADING,
        loading: CONVERSATIONS_LOADING,
        what: 'your conversations',
      },
      '/_signed-in/view-profile': { heading: MY_PROFILE_HEADING, loading: LOADING_PROFILE },
      '/_signed-in/edit-profile': {
        heading: EDIT_PROFILE_HEADING,
        breadcrumbs: EDIT_PROFILE_BREADCRUMBS,
        loading: LOADING_PROFILE,
      },
      '/_signed-in/settings': { heading: SETTINGS_HEADING, what: 'your account settings' },
      '/_signed-in/outbox': { heading: OUTBOX_HEADING, loading: LOADING_OUTBOX, what: 'the outbox' },
      '/_recruiter/recruiter/': { heading: JOBS_HEADING, loading: LOADING_JOBS, what: 'your jobs' },
      '/_recruiter/recruiter/$': { heading: JOBS_HEADING, loading: LOADING_JOBS },
      '/_recruiter/recruiter/inbox': { heading: INBOX_HEADING, loading: LOADING_INBOX },
      '/_recruiter/operator/': {
        heading: COMPANIES_HEADING,
        loading: LOADING_COMPANIES,
        what: COMPANIES_WHAT,
      },
      '/_recruiter/operator/reports': {
        heading: REPORTS_HEADING,
        loading: LOADING_REPORTS,
        what: REPORTS_WHAT,
      },
      '/_recruiter/recruiter/company': {
        heading: COMPANY_HEADING,
        loading: LOADING_COMPANY,
        what: COMPANY_WHAT,
      },
      '/_recruiter/recruiter/interviews': {
        heading: INTERVIEWS_HEADING,
        loading: LOADING_INTERVIEWS,
        what: INTERVIEWS_WHAT,
      },
      '/_recruiter/recruiter/candidates': {
        heading: FIND_HEADING,
        loading: LOADING_CANDIDATES,
        what: CANDIDATES_WHAT,
      },
      '/_recruiter/recruiter/jobs/new': { heading: POST_JOB_HEADING },
      '/_recruiter/recruiter/jobs/$jobId/edit': { heading: EDIT_JOB_HEADING, loading: LOADING_JOB },
      '/_recruiter/recruiter/jobs/$jobId/applicants': {
        heading: APPLICANTS_HEADING,
        loading: LOADING_APPLICANTS,
      },
      '/_recruiter/recruiter/applications/$applicationId': {
        heading: APPLICANT_HEADING,
        loading: LOADING_APPLICANT,
      },
    };
    for (const [routeId, frame] of Object.entries(expected))
      expect(frameOf(routeId), routeId).toMatchObject(frame);
    // the job search's heading names the search, as the screen's does; an opened conversation
    expect(frameOf('/_signed-in/jobpostings/', { q: 'hcc' })?.heading).toBe('Jobs for "hcc"');
  });

  it('arms only the screens with a frame: no signed-out, onboarding or layout route waits for one', () => {
    const router = appRouter();
    armPendingFrames(router, '/_signed-in', CANDIDATE_FRAMES);
    armPendingFrames(router, '/_recruiter', RECRUITER_FRAMES);
    const routes = Object.values(router.routesById) as AnyRoute[];
    const armed = routes.filter((route) => route.options.pendingMs === SCREEN_PENDING_MS);
    expect(armed.map((route) => route.id).sort()).toEqual(
      [...ids('/_signed-in', CANDIDATE_FRAMES), ...ids('/_recruiter', RECRUITER_FRAMES)].sort(),
    );
    for (const route of armed) {
      expect(route.options.pendingMinMs).toBe(0);
      expect(route.options.pendingComponent).toBeTypeOf('function');
    }
    for (const id of [
      '/_signed-out/login',
      '/_signed-out/register',
      '/_onboarding/onboarding',
      '/_signed-in',
    ]) {
      const route = router.routesById[id as keyof typeof router.routesById];
      expect(route?.options.pendingMs, id).toBeUndefined();
      expect(route?.options.pendingComponent, id).toBeUndefined();
    }
    // and the router waits for no frame of its own
    expect(router.options.defaultPendingMs).toBe(Number.POSITIVE_INFINITY);
  });
});
