import { EditJobScreen } from '@app/features/recruiter/job-editor/job-editor-screen';
import { idParam, idText } from '@app/features/recruiter/shared/workspace-params';
import { createFileRoute } from '@tanstack/react-router';

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
