import { ApplicantsScreen } from '@app/features/recruiter/applicants/applicants-screen';
import { parseApplicantsSearch } from '@app/features/recruiter/applicants/applicants-search';
import { idParam, idText } from '@app/features/recruiter/shared/workspace-params';
import { createFileRoute } from '@tanstack/react-router';

/**
 * /recruiter/jobs/{jobId}/applicants: the job's applicants, their filters, order and page in the
 * URL (parsed by validateSearch: a bad value drops to its default).
 */
export const Route = createFileRoute('/recruiter/jobs/$jobId/applicants')({
  params: {
    parse: ({ jobId }) => ({ jobId: idParam(jobId) }),
    stringify: ({ jobId }) => ({ jobId: idText(jobId) }),
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
