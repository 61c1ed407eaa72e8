import { AnchorLink } from '@app/ui/links';

const BACK_TO_JOBS = 'Back to jobs';

/** A workspace screen's way back to the company's jobs (/recruiter), above its heading. */
export function BackToJobs() {
  return (
    <AnchorLink to="/recruiter" size="sm">
      {BACK_TO_JOBS}
    </AnchorLink>
  );
}
