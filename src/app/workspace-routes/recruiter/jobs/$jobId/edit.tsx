import { createFileRoute } from '@tanstack/react-router';
import { EditJobScreen } from '../../../../features/recruiter/job-editor/job-editor-screen';
import { idParam, idText } from '../../../../features/recruiter/shared/workspace-params';

/** /recruiter/jobs/{jobId}/edit: the job editor for a job of the company. */
export const Route = createFileRoute('/recruiter/jobs/$jobId/edit')({
  params: {
    parse: ({ jobId }) => ({ jobId: idParam(jobId) }),
    stringify: ({ jobId }) => ({ jobId: idText(jobId) }),
  },
  component: EditJobRoute,
});

function EditJobRoute() {
  const { jobId } = Route.useParams();
  return <EditJobScreen key={jobId} jobId={jobId} />;
}
