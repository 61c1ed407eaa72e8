import { QUERY_ROOTS } from '@app/api/query-keys';
import { readQueryOptions } from '@app/api/read-query';
import { refetchUnlessJustFetched } from '@app/api/refetch-on-mount';
import { recruiterApplicant } from '@contract/recruiter/applicants';
import { atPath } from '@contract/recruiter/paths';

/** GET /recruiters/applications/:application_id: one applicant (the server records the view). */
export const applicantQueryKey = (applicationId: number) =>
  [QUERY_ROOTS.recruiter, 'applicant', applicationId] as const;

/** Asked again each time the page opens: a contact the candidate withdrew goes at once (issue 37 §3). */
export const applicantQueryOptions = (applicationId: number) =>
  readQueryOptions(
    atPath(recruiterApplicant, { application_id: applicationId }),
    applicantQueryKey(applicationId),
    { refetchOnMount: refetchUnlessJustFetched },
  );
