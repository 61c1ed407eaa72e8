import { createFileRoute } from '@tanstack/react-router';
import { JobsScreen } from '../../../features/recruiter/jobs/jobs-screen';

export const Route = createFileRoute('/_recruiter/recruiter/')({
  component: JobsScreen,
});
