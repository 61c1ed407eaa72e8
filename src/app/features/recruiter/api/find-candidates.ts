import { call } from '@app/api/call';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { type FindCandidatesQuery, findCandidates } from '@contract/recruiter/find-candidates';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { verifiedOnly } from './verified-only';

/** Every page of Find candidates: what a request to connect makes stale. */
export const findCandidatesRootKey = () => [QUERY_ROOTS.recruiter, 'find-candidates'] as const;

/**
 * GET /recruiters/candidates: a page of the findable candidates the filters keep (no name or
 * contact), the recruiter's requests of the last 24 hours and the company's open jobs. Persisted
 * with the workspace's reads: offline it shows what this device saved, with its age.
 */
export const findCandidatesQueryOptions = (filters: FindCandidatesQuery) =>
  queryOptions({
    queryKey: [...findCandidatesRootKey(), filters] as const,
    queryFn: async ({ signal }) =>
      (await verifiedOnly((rule) => call(findCandidates, filters, { signal, ...rule }))).result,
    placeholderData: keepPreviousData,
  });
