import type { Applicant } from '@contract/recruiter/applicants';
import { testProfile } from './profile-test-kit';

/** An applicant as GET /recruiters/applications/31 answers it, before the candidate shared the contact. */
export function testApplicant(fields: Partial<Applicant> = {}): Applicant {
  const profile = testProfile();
  profile.user_details = { ...profile.user_details, email: '', phone_no: '' };
  return {
    application_id: 31,
    job: { id: 5, job_title: 'AR Caller' },
    status: 'new',
    version: 0,
    undo_until: null,
    applied_at: new Date(2026, 10, 20, 10).toISOString(),
    reason: null,
    note: '',
    note_version: 1,
    timeline: [{ event: 'applied', at: new Date(2026, 10, 20, 10).toISOString() }],
    profile,
    contact: null,
    contact_state: 'not_shared',
    resume: null,
    assessment: { state: 'not_required', answers: [], score: null, pass_mark: null },
    ...fields,
  };
}
