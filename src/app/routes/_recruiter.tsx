import { createFileRoute } from '@tanstack/react-router';
import { requireRecruiter } from '../route-guards';

/** The recruiter set (issue 23): `/recruiter/...` for a recruiter's session only. */
export const Route = createFileRoute('/_recruiter')({
  beforeLoad: requireRecruiter,
});
