import { dayLabel } from '@app/ui/application-timeline';
import { APPLICATION_STATUSES, type JobCard } from '@contract/jobs';
import { AWAITING, NOT_SPECIFIED, STAGE_LABELS } from './job-texts';

/** When a job was posted: shared with the recruiter's preview (ui/job-view/). */
export { postedLabel, postedPhrase } from '@app/ui/job-view/posted-label';

/**
 * When the candidate applied, on an applied card (V5): 'Applied on 20 Nov 2026' (the day on this
 * device), or null without a (valid) date, e.g. from a server older than the field.
 */
export function appliedOnLabel(appliedAt: string | null | undefined): string | null {
  const day = dayLabel(appliedAt);
  return day ? `Applied on ${day}` : null;
}

/**
 * §4: new is shown as Awaiting; shortlisted; rejected; anything else Not specified. Issue 36's
 * stages are shown as Interview, Offered, Joined and Withdrawn.
 */
export function applicationStatusLabel(status: string | null | undefined): string {
  if (status === 'new') return AWAITING;
  if (status && (APPLICATION_STATUSES as readonly string[]).includes(status)) {
    return STAGE_LABELS[status] ?? status;
  }
  return NOT_SPECIFIED;
}

/** The stages a candidate may still withdraw from (issue 36): before joining, not rejected. */
export function canWithdraw(status: string | null | undefined): boolean {
  return status === 'new' || status === 'shortlisted' || status === 'interview' || status === 'offered';
}

/** §2: a similar job's description cut at `max` characters plus an ellipsis. */
export function cutDescription(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** What a job card's action is (§4). */
export type JobCardAction = 'apply' | 'applied' | 'continue-assessment';

/**
 * §4: a job with status draft shows Continue Assessment; an applied job whose assessment is
 * required and not yet submitted shows Continue Assessment; otherwise applied shows Applied
 * (disabled) and the rest Apply.
 */
export function jobCardAction(
  job: Pick<JobCard, 'status' | 'applied_status' | 'assessment_status' | 'assessment_submit'>,
): JobCardAction {
  if (job.status === 'draft') return 'continue-assessment';
  if (job.applied_status && job.assessment_status && !job.assessment_submit) return 'continue-assessment';
  return job.applied_status ? 'applied' : 'apply';
}

export { splitList } from '@contract/job-sections';
