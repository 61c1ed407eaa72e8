import { createFileRoute, redirect } from '@tanstack/react-router';
import { ApplicantsScreen } from '../../../../../features/recruiter/applicants/applicants-screen';
import { parseApplicantsSearch } from '../../../../../features/recruiter/applicants/applicants-search';
import { parsePositiveId } from '../../../../../route-guards';

/**
 * /recruiter/jobs/{jobId}/applicants: jobId a positive integer (else back to /recruiter); the
 * filters, order and page in the URL. The screen is split from the route (autoCodeSplitting).
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
  component: ApplicantsRoute,
});

function ApplicantsRoute() {
  const { jobId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ApplicantsScreen
      key={jobId}
      jobId={jobId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
