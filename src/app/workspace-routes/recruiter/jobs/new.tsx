import { NewJobScreen } from '@app/features/recruiter/job-editor/job-editor-screen';
import { createFileRoute } from '@tanstack/react-router';

/** /recruiter/jobs/new: the job editor for a new job. */
export const Route = createFileRoute('/recruiter/jobs/new')({
  component: NewJobScreen,
});
