import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { JobCard } from '../../../contract/jobs';
import { jobCardAction } from './job-format';
import { APPLIED, APPLY, CONTINUE_ASSESSMENT } from './job-texts';

export interface JobActionButtonProps {
  job: Pick<JobCard, 'id' | 'status' | 'applied_status' | 'assessment_status' | 'assessment_submit'>;
  /** Opens the apply flow (resume picker) for this job. */
  onApply: () => void;
}

/** Apply / Applied (disabled) / Continue Assessment, by the §4 rules. */
export function JobActionButton({ job, onApply }: JobActionButtonProps) {
  const action = jobCardAction(job);
  if (action === 'continue-assessment') {
    return (
      <Button renderRoot={(props) => <Link {...props} to="/assessment/$id" params={{ id: job.id }} />}>
        {CONTINUE_ASSESSMENT}
      </Button>
    );
  }
  if (action === 'applied') return <Button disabled>{APPLIED}</Button>;
  return <Button onClick={onApply}>{APPLY}</Button>;
}
