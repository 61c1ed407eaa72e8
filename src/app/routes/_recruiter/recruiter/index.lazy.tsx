import { createLazyFileRoute } from '@tanstack/react-router';
import { JobsScreen } from '../../../features/recruiter/jobs/jobs-screen';

export const Route = createLazyFileRoute('/_recruiter/recruiter/')({
  component: JobsScreen,
});
