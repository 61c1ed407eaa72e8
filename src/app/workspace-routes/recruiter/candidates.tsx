import { FindCandidatesScreen } from '@app/features/recruiter/find-candidates/find-candidates-screen';
import { parseFindCandidatesSearch } from '@app/features/recruiter/find-candidates/find-candidates-search';
import { createFileRoute } from '@tanstack/react-router';

/** /recruiter/candidates: Find candidates (issue 37 §3), the filters in the URL's search. */
export const Route = createFileRoute('/recruiter/candidates')({
  validateSearch: parseFindCandidatesSearch,
  component: CandidatesRoute,
});

function CandidatesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <FindCandidatesScreen search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
