import * as v from 'valibot';

/**
 * An application's timeline (issue 23), shown to the candidate on the applied job and to the
 * company on the applicant page: applied, viewed by a recruiter (the first view), each stage the
 * application reached (shortlisted, interview, offered, joined, rejected, back to awaiting; the
 * candidate's withdrawal), each with its date (ISO date-time), oldest first. The reason of
 * a rejection is the company's only: it is never part of a timeline.
 */
export const TIMELINE_EVENTS = [
  'applied',
  'viewed',
  'shortlisted',
  'interview',
  'offered',
  'joined',
  'rejected',
  'awaiting',
  'withdrawn',
] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];
export const TIMELINE_LABELS: Readonly<Record<TimelineEvent, string>> = {
  applied: 'Applied',
  viewed: 'Viewed by a recruiter',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offered: 'Offered',
  joined: 'Joined',
  rejected: 'Rejected',
  awaiting: 'Awaiting',
  withdrawn: 'Withdrawn',
};

export const timelineEntrySchema = v.object({
  event: v.picklist(TIMELINE_EVENTS),
  at: v.string(),
});
export type TimelineEntry = v.InferOutput<typeof timelineEntrySchema>;
