import { RECENTLY, TODAY } from './job-view-texts';

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
 * The age as a phrase of its own: 'Posted 1 day ago', 'Posted today', 'Posted recently'. Where a
 * card shows another date (Applied Jobs' 'Applied on ...'), a bare '1 day ago' reads as that
 * date's age (issue 35 C12).
 */
export function postedPhrase(createdAt: string | null | undefined, now: Date = new Date()): string {
  const label = postedLabel(createdAt, now);
  return `Posted ${label === TODAY || label === RECENTLY ? label.toLowerCase() : label}`;
}
