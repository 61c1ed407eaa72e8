import { atPath } from '@contract/recruiter/paths';
import { type ReportInput, reportCompany, reportJob, reportMessage } from '@contract/reports';
import { queuedCall } from './queued-call';

/** What is reported (issue 37 §2): a job, a recruiter's message or a company, by id. */
export interface ReportTarget {
  kind: 'job' | 'message' | 'company';
  id: number;
}

/** What a report came to: sent, sent before (nothing changed), or kept by the write queue. */
export type ReportSent = 'sent' | 'already_reported' | 'queued';

/**
 * POST …/report with an Idempotency-Key, through the service worker's write queue (`queuedCall`):
 * offline the worker keeps it and its replay is applied once (the server's idempotency and the
 * report's unique index). It carries no outbox label, as sign-out carries none: a new outbox kind
 * would cost the signed-in first screens' chunks (the outbox's contract) bytes their size budgets
 * do not have; the dialog says the report waits on the phone.
 */
export async function sendReport(target: ReportTarget, report: ReportInput): Promise<ReportSent> {
  const endpoint =
    target.kind === 'job'
      ? atPath(reportJob, { job_id: target.id })
      : target.kind === 'message'
        ? atPath(reportMessage, { message_id: target.id })
        : atPath(reportCompany, { company_id: target.id });
  const outcome = await queuedCall(endpoint, report);
  if (outcome.queued) return 'queued';
  return outcome.answer.result.already_reported ? 'already_reported' : 'sent';
}
