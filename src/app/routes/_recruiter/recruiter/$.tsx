import { createFileRoute } from '@tanstack/react-router';
import type { ApplicantsSearchInput } from '../../../features/recruiter/applicants/applicants-search';
import { WorkspacePathScreen } from '../../../features/recruiter/applicants/workspace-paths';

/**
 * The workspace's deeper screens, /recruiter/jobs/{jobId}/applicants and
 * /recruiter/applications/{applicationId}, in one route: every file route adds ~65 B gzip to each
 * candidate's first visit (the route tree loads with it), so the workspace's split code reads the
 * rest of the path (workspace-paths.tsx) and the URL's search (parseApplicantsSearch), with no
 * validateSearch here for the same reason.
 */
export const Route = createFileRoute('/_recruiter/recruiter/$')({
  component: WorkspacePathRoute,
});

function WorkspacePathRoute() {
  const { _splat } = Route.useParams();
  // no validateSearch (it would load with every first visit): the raw search, parsed by the screen
  const search: ApplicantsSearchInput = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WorkspacePathScreen
      path={_splat ?? ''}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
