import type { Interview } from '@contract/interviews';
import type { InterviewRange } from '@contract/recruiter/interviews';

export const INTERVIEWS_HEADING = 'Interviews';
export const INTERVIEWS_INTRO = "Your company's interviews, by job, in India's time (IST).";
export const LOADING_INTERVIEWS = 'Loading the interviews...';
export const INTERVIEWS_FAILED = 'The interviews could not be loaded.';
export const INTERVIEWS_NOT_ON_DEVICE =
  'You are offline and the interviews are not saved on this device yet. They open when you are back online.';
export const INTERVIEWS_WHAT = 'the interviews';
export const RANGE_LABELS: Readonly<Record<InterviewRange, string>> = { today: 'Today', week: 'This week' };
export const NO_INTERVIEWS: Readonly<Record<InterviewRange, string>> = {
  today: 'No interviews today.',
  week: 'No interviews this week.',
};
export const WAITING_HEADING = 'Waiting for the candidate to pick a time';

/** Where the interview's times stand: one time, several to pick from, or the one picked. */
export function slotsStateText(interview: Interview): string | null {
  if (interview.state === 'reschedule_requested') return 'The candidate asked for another time';
  const offered = interview.slots.length;
  if (offered < 2) return null;
  return interview.chosen_start
    ? `Time picked (of ${offered} offered)`
    : `Waiting for a pick (${offered} times offered)`;
}

export interface JobInterviews {
  jobId: number;
  jobTitle: string;
  /** those with a time in the range, by time */
  timed: Interview[];
  /** those whose time the candidate still has to pick */
  waiting: Interview[];
}

/** The interviews grouped per job, the jobs in the order of their first interview (the timed ones first). */
export function interviewsByJob(timed: readonly Interview[], waiting: readonly Interview[]): JobInterviews[] {
  const jobs = new Map<number, JobInterviews>();
  const groupOf = (interview: Interview) => {
    let group = jobs.get(interview.job.id);
    if (!group) {
      group = { jobId: interview.job.id, jobTitle: interview.job.job_title, timed: [], waiting: [] };
      jobs.set(interview.job.id, group);
    }
    return group;
  };
  for (const interview of timed) groupOf(interview).timed.push(interview);
  for (const interview of waiting) groupOf(interview).waiting.push(interview);
  return [...jobs.values()];
}
