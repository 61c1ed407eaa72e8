import { apiBlob } from '@app/api/client';
import type { ApplicantsQuery } from '@contract/recruiter/applicants';
import { APPLICANTS_CSV_PATH } from '@contract/recruiter/applicants-csv';
import { fillPath } from '@contract/recruiter/paths';

/** GET the job's applicants the filter keeps, as the CSV's Blob (the bearer token is needed: no plain link). */
export function getApplicantsCsv(jobId: number, query: ApplicantsQuery): Promise<Blob> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '' && name !== 'page') search.set(name, String(value));
  const path = fillPath(APPLICANTS_CSV_PATH, { job_id: jobId });
  return apiBlob(search.size > 0 ? `${path}?${search}` : path);
}
