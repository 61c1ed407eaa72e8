import { call } from '@app/api/call';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { readQueryOptions } from '@app/api/read-query';
import { operatorReports, type ReviewOutcome, reviewReports } from '@contract/operator/reports';
import type { ReportKind } from '@contract/reports';

/** GET /operator/reports: the reported things, the flagged messages and companies (issue 37 §2). */
export const operatorReportsQueryKey = () => [QUERY_ROOTS.recruiter, 'operator', 'reports'] as const;

export const operatorReportsQueryOptions = () => readQueryOptions(operatorReports, operatorReportsQueryKey());

/** POST /operator/reports/review: dismiss or uphold a thing's open reports. */
export async function sendReview(kind: ReportKind, id: number, outcome: ReviewOutcome) {
  return (await call(reviewReports, { kind, id, outcome })).result;
}
