import { createRecruiterJob as endpoint, type JobDraft } from '../../../../contract/recruiter/jobs';
import { call } from '../../../api/call';

/** POST /recruiters/jobs: a new job of the company, saved as a draft. */
export function createRecruiterJob(draft: JobDraft) {
  return call(endpoint, draft);
}
