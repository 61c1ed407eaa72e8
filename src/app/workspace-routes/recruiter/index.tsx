import { JobsScreen } from '@app/features/recruiter/jobs/jobs-screen';
import { createFileRoute } from '@tanstack/react-router';

/** /recruiter: the company's jobs, the workspace's home. */
export const Route = createFileRoute('/recruiter/')({
  component: JobsScreen,
});
