import { call } from '@app/api/call';
import { createRecruiterJob as endpoint, type JobDraft } from '@contract/recruiter/jobs';

/** POST /recruiters/jobs: a new job of the company, saved as a draft. */
export function createRecruiterJob(draft: JobDraft) {
  return call(endpoint, draft);
}
