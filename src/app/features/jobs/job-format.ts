import { APPLICATION_STATUSES, type JobCard } from '../../../contract/jobs';
import { dayLabel } from '../../ui/application-timeline';
import { AWAITING, NOT_SPECIFIED, RECENTLY, TODAY } from './job-texts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long ago a job was posted (§2, §9): 'Today', '1 day ago', 'N days ago', or 'Recently' when
 * there is no (valid) date. Days are counted by calendar day on this device, so a job posted any
 * time yesterday is '1 day ago' (part of a day counts as a day: the spec rounds up); a date in
 * the future (a clock ahead of ours) is 'Today'.
 */
export function postedLabel(createdAt: string | null | undefined, now: Date = new Date()): string {
  if (!createdAt) return RECENTLY;
  const posted = new Date(createdAt);
  if (Number.isNaN(posted.getTime())) return RECENTLY;
  const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(posted)) / DAY_MS);
  if (days <= 0) return TODAY;
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/**
 * When the candidate applied, on an applied card (V5): 'Applied on 20 Nov 2026' (the day on this
 * device), or null without a (valid) date, e.g. from a server older than the field.
 */
export function appliedOnLabel(appliedAt: string | null | undefined): string | null {
  const day = dayLabel(appliedAt);
  return day ? `Applied on ${day}` : null;
}

/** §4: new is shown as Awaiting; shortlisted; rejected; anything else Not specified. */
export function applicationStatusLabel(status: string | null | undefined): string {
  if (status === 'new') return AWAITING;
  if (status && (APPLICATION_STATUSES as readonly string[]).includes(status)) return status;
  return NOT_SPECIFIED;
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

/** §2 job detail: the comma-separated certifications as a list (blank entries dropped). */
export function splitList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
