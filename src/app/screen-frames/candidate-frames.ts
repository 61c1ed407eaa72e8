import {
  JOB_DETAILS_BREADCRUMBS,
  jobSearchHeading,
  LOADING_DASHBOARD,
  LOADING_JOB_DETAILS,
  SAVED_JOBS_HEADING,
} from '@app/features/jobs/job-texts';
import type { ScreenFrame, ScreensOf } from '@app/ui/pending-frames';

/**
 * The candidate's screens' frames (issue 35 C1): each screen's loading words, and its heading and
 * breadcrumbs where they are not its page title alone, as its own loading state draws them. In
 * the signed-in layout's code, armed after its paint (ui/pending-frames.tsx), so loaded with every
 * signed-in first visit and kept short: the jobs' texts come from job-texts.ts, which every
 * signed-in screen has loaded already, the others are written here (importing their features'
 * text modules would load those, and what they import): screen-frames.test.ts holds each equal to
 * its screen's.
 */

const LOADING_JOBS = 'Loading jobs';
const LOADING_PROFILE = 'Loading profile...';
const ASSESSMENT = 'Assessment';

export const CANDIDATE_FRAMES: Record<ScreensOf<'/_signed-in'>, ScreenFrame> = {
  dashboard: LOADING_DASHBOARD,
  'jobpostings/': { heading: jobSearchHeading, loading: LOADING_JOBS, what: 'the jobs for this search' },
  'jobpostings/$jobId': {
    breadcrumbs: JOB_DETAILS_BREADCRUMBS,
    loading: LOADING_JOB_DETAILS,
    what: 'this job',
  },
  'applied-jobs': LOADING_JOBS,
  'saved-jobs': { heading: SAVED_JOBS_HEADING, loading: LOADING_JOBS },
  'assessment/$id': {
    breadcrumbs: [{ label: 'Job Search', to: '/jobpostings' }, { label: ASSESSMENT }],
    separator: '>',
    loading: 'Loading assessment...',
    what: 'this assessment',
  },
  chat: 'Loading your conversations...',
  'view-profile': { loading: LOADING_PROFILE, what: 'your profile' },
  'edit-profile': {
    breadcrumbs: [{ label: 'Profile', to: '/view-profile' }, { label: 'Edit Profile' }],
    loading: LOADING_PROFILE,
    what: 'your profile',
  },
  settings: 'Loading your account settings...',
  outbox: 'Loading the outbox...',
};
