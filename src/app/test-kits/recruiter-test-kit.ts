import { saveRecruiterLogin } from '../session';

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
