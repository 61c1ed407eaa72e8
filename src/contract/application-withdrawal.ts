import * as v from 'valibot';
import { timelineEntrySchema } from './application-timeline';
import { endpoint } from './endpoint';
import { idNumber } from './ids';
import { APPLICATION_STATUSES } from './jobs';

/**
 * A candidate withdraws an application (issue 36 §2): its status becomes withdrawn, the timeline
 * gains 'withdrawn' with its date, and the company sees Withdrawn (and can no longer move it: 409
 * application_withdrawn). Idempotent by its state: withdrawing a withdrawn application answers the
 * same. Online only: the app says it needs the network (the confirm dialog keeps its place).
 */

export const NOT_APPLIED_TO_JOB = 'You have not applied for this job';
export const WITHDRAW_CONFIRM_TITLE = 'Withdraw your application?';
export const WITHDRAW_CONFIRM_TEXT =
  'The company sees that you withdrew, and your application leaves their list of stages. This cannot be undone.';
export const WITHDRAW_DONE = 'Your application was withdrawn.';
export const WITHDRAW_NEEDS_NETWORK =
  'You are offline. Withdrawing an application needs the network: try again when you are back online.';

/** POST /candidates/withdraw_application: the caller's application to `job_id` withdrawn. */
export const withdrawApplication = endpoint({
  method: 'POST',
  path: '/candidates/withdraw_application',
  request: v.object({ job_id: idNumber('job_id') }),
  answer: v.object({
    success: v.literal(true),
    message: v.string(),
    result: v.object({
      job_id: v.number(),
      status: v.picklist(APPLICATION_STATUSES),
      timeline: v.array(timelineEntrySchema),
    }),
  }),
  errors: ['not_applied'],
  session: true,
});
