import { createLazyFileRoute } from '@tanstack/react-router';
import { ApplicantsScreen } from '../../../../../features/recruiter/applicants/applicants-screen';

export const Route = createLazyFileRoute('/_recruiter/recruiter/jobs/$jobId/applicants')({
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
