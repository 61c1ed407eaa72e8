import { saveRecruiterLogin } from '../session';
import { jsonResponse } from './fetch-test-kit';

/** The demo recruiter's login details (role 2), as the login answers them. */
export const anitaDetails = {
  user_id: 90,
  first_name: 'Anita',
  last_name: 'Desai',
  email: 'anita.desai@example.com',
  phone_no: '9876500001',
  role_id: 2,
  profile_picture: null,
};

/** Stores a recruiter's session as the recruiter login does. */
export function signInAsRecruiter(): void {
  saveRecruiterLogin({ token: 'rec', tempToken: null, userDetails: anitaDetails, onboarding_status: true });
}

/** The workspace's own reads (`/recruiters/me`), answered for Anita of Medicode. */
export const anitaWorkspaceMe = {
  first_name: 'Anita',
  last_name: 'Desai',
  email: 'a@x.in',
  company: { id: 1, name: 'Medicode', standing: 'verified' },
};

/**
 * The answer of the workspace's frame to `path` (its `/api` taken off): Anita's `/recruiters/me`
 * and, unless the test answers it itself, an empty `/recruiters/jobs`; undefined for any other path.
 */
export function workspaceFrameAnswer(path: string, { jobs = true } = {}): Response | undefined {
  if (path === '/recruiters/me') return jsonResponse(200, { success: true, result: anitaWorkspaceMe });
  if (jobs && path === '/recruiters/jobs')
    return jsonResponse(200, { success: true, result: { jobs: [], total: 0 } });
  return undefined;
}
