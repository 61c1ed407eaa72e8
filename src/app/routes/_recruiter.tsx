import { createFileRoute } from '@tanstack/react-router';
import { RecruiterLayout } from '../features/recruiter/workspace/recruiter-layout';
import { requireRecruiter } from '../route-guards';

/**
 * The recruiter set (issue 23): `/recruiter/...` for a recruiter's session only. Its screens are
 * split into chunks of their own (autoCodeSplitting), fetched when a recruiter opens them.
 */
export const Route = createFileRoute('/_recruiter')({
  beforeLoad: requireRecruiter,
  component: RecruiterLayout,
});
