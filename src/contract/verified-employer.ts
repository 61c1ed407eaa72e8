/**
 * The Verified employer badge (issue 37) and what it means: its own module, so the job cards of
 * the candidate's first screens carry these two texts and nothing else of the company's standing.
 */
export const VERIFIED_EMPLOYER = 'Verified employer';
export const VERIFIED_EMPLOYER_MEANING = "RCM Careers checked this company's registration and e-mail domain";
