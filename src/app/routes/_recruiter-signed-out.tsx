import { createFileRoute } from '@tanstack/react-router';
import { requireRecruiterSignedOut } from '../route-guards';

/** The recruiter's signed-out pages (issue 23): /recruiter/login and /recruiter/join. */
export const Route = createFileRoute('/_recruiter-signed-out')({
  beforeLoad: requireRecruiterSignedOut,
  staticData: { headerAction: 'none' },
});
