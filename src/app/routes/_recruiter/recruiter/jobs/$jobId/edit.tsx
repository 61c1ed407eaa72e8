import { createFileRoute, Navigate } from '@tanstack/react-router';
import { EditJobScreen } from '../../../../../features/recruiter/job-editor/job-editor-screen';
import { parsePositiveId } from '../../../../../route-guards';

/**
 * /recruiter/jobs/{jobId}/edit: a jobId that is not a positive integer goes back to /recruiter.
 * The id is read in the screen's chunk (no params.parse: that would load with every first visit).
 */
export const Route = createFileRoute('/_recruiter/recruiter/jobs/$jobId/edit')({
  component: EditJobRoute,
});

function EditJobRoute() {
  const jobId = parsePositiveId(Route.useParams().jobId);
  if (jobId === null) return <Navigate to="/recruiter" replace />;
  return <EditJobScreen key={jobId} jobId={jobId} />;
}
