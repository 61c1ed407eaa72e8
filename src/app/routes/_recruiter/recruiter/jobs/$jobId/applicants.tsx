import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseApplicantsSearch } from '../../../../../features/recruiter/applicants/applicants-search';
import { parsePositiveId } from '../../../../../route-guards';

/**
 * /recruiter/jobs/{jobId}/applicants: jobId a positive integer (else back to /recruiter); the
 * filters, order and page in the URL. The screen loads lazily (applicants.lazy.tsx).
 */
export const Route = createFileRoute('/_recruiter/recruiter/jobs/$jobId/applicants')({
  params: {
    parse: ({ jobId }) => {
      const id = parsePositiveId(jobId);
      if (id === null) throw redirect({ to: '/recruiter', replace: true });
      return { jobId: id };
    },
    stringify: ({ jobId }) => ({ jobId: String(jobId) }),
  },
  validateSearch: parseApplicantsSearch,
});
