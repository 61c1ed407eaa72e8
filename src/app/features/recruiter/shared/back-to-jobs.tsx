import { AnchorLink } from '@app/ui/links';

const BACK_TO_JOBS = 'Back to jobs';

/** A workspace screen's way back to the company's jobs (/recruiter), above its heading. */
export function BackToJobs() {
  return (
    // a target of 24 px high, no wider than its words (issue 35 N8)
    <AnchorLink
      to="/recruiter"
      size="sm"
      style={{ display: 'inline-flex', alignItems: 'center', alignSelf: 'flex-start', minHeight: 24 }}
    >
      {BACK_TO_JOBS}
    </AnchorLink>
  );
}
