import { createFileRoute } from '@tanstack/react-router';
import { NewJobScreen } from '../../../features/recruiter/job-editor/job-editor-screen';

/** /recruiter/jobs/new: the job editor for a new job. */
export const Route = createFileRoute('/recruiter/jobs/new')({
  component: NewJobScreen,
});
