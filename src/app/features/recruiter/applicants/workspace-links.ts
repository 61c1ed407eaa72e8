/** The link to a job's applicants (typed for the router: the `$` route with its path). */
export const applicantsLink = (jobId: number) =>
  ({ to: '/recruiter/$', params: { _splat: `jobs/${jobId}/applicants` } }) as const;

/** The link to an applicant page. */
export const applicantLink = (applicationId: number) =>
  ({ to: '/recruiter/$', params: { _splat: `applications/${applicationId}` } }) as const;

/** The job editor for a new job (/recruiter/jobs/new). */
export const newJobLink = () => ({ to: '/recruiter/$', params: { _splat: 'jobs/new' } }) as const;

/** The job editor for a job of the company (/recruiter/jobs/{jobId}/edit). */
export const editJobLink = (jobId: number) =>
  ({ to: '/recruiter/$', params: { _splat: `jobs/${jobId}/edit` } }) as const;

/** The applicant page with its conversation open (the inbox's rows). */
export const applicantConversationLink = (applicationId: number) =>
  ({ ...applicantLink(applicationId), hash: 'conversation' }) as const;

/** The company's conversations (/recruiter/inbox). */
export const inboxLink = () => ({ to: '/recruiter/$', params: { _splat: 'inbox' } }) as const;
