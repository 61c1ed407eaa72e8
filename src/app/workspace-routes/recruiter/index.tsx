import { createFileRoute } from '@tanstack/react-router';
import { JobsScreen } from '../../features/recruiter/jobs/jobs-screen';

/** /recruiter: the company's jobs, the workspace's home. */
export const Route = createFileRoute('/recruiter/')({
  component: JobsScreen,
});
