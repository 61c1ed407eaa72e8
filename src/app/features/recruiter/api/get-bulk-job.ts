import { call } from '@app/api/call';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { BULK_POLL_MS, getBulkJob } from '@contract/recruiter/bulk';
import { atPath } from '@contract/recruiter/paths';
import { queryOptions } from '@tanstack/react-query';

/** GET /recruiters/bulk-jobs/:bulk_job_id: a bulk job's progress, asked again every BULK_POLL_MS until it ends. */
export const bulkJobQueryOptions = (bulkJobId: number) =>
  queryOptions({
    queryKey: [QUERY_ROOTS.recruiter, 'bulk-job', bulkJobId] as const,
    queryFn: async ({ signal }) =>
      (await call(atPath(getBulkJob, { bulk_job_id: bulkJobId }), undefined, { signal })).result.bulk_job,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'done' || state === 'failed' ? false : BULK_POLL_MS;
    },
  });
