import { createFileRoute } from '@tanstack/react-router';
import { ApplicantsScreen } from '../../../../../features/recruiter/applicants/applicants-screen';
import {
  type ApplicantsSearchInput,
  parseApplicantsSearch,
} from '../../../../../features/recruiter/applicants/applicants-search';
import { parsePositiveId } from '../../../../../route-guards';

/**
 * /recruiter/jobs/{jobId}/applicants: the filters, order and page in the URL. What loads with
 * every first visit stays minimal (the route's validateSearch keeps the URL's values as given);
 * the screen's split code checks them (parseApplicantsSearch: bad values drop to their defaults)
 * and the id (not a positive whole number: the not-found state).
 */
export const Route = createFileRoute('/_recruiter/recruiter/jobs/$jobId/applicants')({
  validateSearch: (search: Record<string, unknown>) => search as ApplicantsSearchInput,
  component: ApplicantsRoute,
});

function ApplicantsRoute() {
  const { jobId } = Route.useParams();
  const search = parseApplicantsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <ApplicantsScreen
      key={jobId}
      jobId={parsePositiveId(jobId)}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
