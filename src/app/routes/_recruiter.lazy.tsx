import { createLazyFileRoute } from '@tanstack/react-router';
import { RecruiterLayout } from '../features/recruiter/workspace/recruiter-layout';

/** The workspace's code loads only when a recruiter's page opens (never with a candidate's visit). */
export const Route = createLazyFileRoute('/_recruiter')({
  component: RecruiterLayout,
});
