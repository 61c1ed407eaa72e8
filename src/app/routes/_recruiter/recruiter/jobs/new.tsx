import { createFileRoute } from '@tanstack/react-router';
import { NewJobScreen } from '../../../../features/recruiter/job-editor/job-editor-screen';

/** /recruiter/jobs/new: post a job (issue 23). */
export const Route = createFileRoute('/_recruiter/recruiter/jobs/new')({
  component: NewJobScreen,
});
