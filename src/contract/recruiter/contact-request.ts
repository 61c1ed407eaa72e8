import * as v from 'valibot';
import { successMessage } from '../auth/fields';
import { RECRUITER_CONTACT_STATES } from '../contact-sharing';
import { endpoint } from '../endpoint';

/**
 * POST /recruiters/applications/:application_id/contact_request (issue 37 §3, "Ask to share
 * contact"): the candidate is asked to share their phone and e-mail with the company (a
 * notification; the question in their settings). Already shared or asked: nothing new, the state
 * answered as it is.
 */
export const askContact = endpoint({
  method: 'POST',
  path: '/recruiters/applications/:application_id/contact_request',
  request: null,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ contact_state: v.picklist(RECRUITER_CONTACT_STATES) }),
  }),
  errors: ['recruiters_only', 'applicant_not_found'],
  session: true,
});
