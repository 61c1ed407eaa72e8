import type { ScreenFrame, ScreensOf } from '@app/ui/pending-frames';

/**
 * The recruiter workspace's screens' frames (issue 35 C1), by their ids as mounted under
 * `_recruiter` (workspace-routes-mount.ts): each screen's heading and loading words as its own
 * loading state draws them. In the recruiter layout's code, armed after its paint
 * (ui/pending-frames.tsx); written here rather than imported from the recruiter features' text
 * modules, which would load them (and what they import) with the layout: screen-frames.test.ts
 * holds each equal to its screen's.
 */

const jobs: ScreenFrame = { heading: 'Jobs', loading: 'Loading your jobs...' };

export const RECRUITER_FRAMES: Record<ScreensOf<'/_recruiter'>, ScreenFrame> = {
  'recruiter/': jobs,
  // a path opened before the workspace's routes were mounted, which ends on the jobs
  'recruiter/$': jobs,
  'recruiter/company': {
    heading: 'Company',
    loading: 'Loading your company...',
    what: 'your company profile',
  },
  // issue 37: the operator's companies (a recruiter sees there that it is for operators)
  'operator/': { heading: 'Companies', loading: 'Loading the companies...', what: 'the companies' },
  'operator/reports': { heading: 'Reports', loading: 'Loading the reports...', what: 'the reports' },
  'recruiter/inbox': { heading: 'Inbox', loading: 'Loading the conversations...' },
  'recruiter/interviews': {
    heading: 'Interviews',
    loading: 'Loading the interviews...',
    what: 'the interviews',
  },
  'recruiter/candidates': {
    heading: 'Find candidates',
    loading: 'Loading the candidates...',
    what: 'the candidates',
  },
  'recruiter/jobs/new': { heading: 'Post a job', loading: 'Loading the job editor...' },
  'recruiter/jobs/$jobId/edit': { heading: 'Edit job', loading: 'Loading the job...', what: 'this job' },
  'recruiter/jobs/$jobId/applicants': {
    heading: 'Applicants',
    loading: 'Loading applicants...',
    what: 'the applicants',
  },
  'recruiter/applications/$applicationId': {
    heading: 'Applicant',
    loading: 'Loading applicant...',
    what: 'this applicant',
  },
};
