import { call } from '@app/api/call';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { readQueryOptions } from '@app/api/read-query';
import { refetchUnlessJustFetched } from '@app/api/refetch-on-mount';
import {
  answerConnectRequest,
  candidateConnectRequests,
  candidateDiscoverability,
  saveDiscoverability,
} from '@contract/connect-requests';
import { atPath } from '@contract/recruiter/paths';

/**
 * Let recruiters find me and the requests to connect (issue 37 §3). Persisted under the
 * preferences' root: the settings screen opens offline as last seen, with its age, and asks
 * again on each visit (a request may have come since).
 */
export const discoverabilityQueryOptions = () =>
  readQueryOptions(candidateDiscoverability, [QUERY_ROOTS.preferences, 'discoverability'] as const, {
    refetchOnMount: refetchUnlessJustFetched,
  });

export const connectRequestsQueryOptions = () =>
  readQueryOptions(candidateConnectRequests, [QUERY_ROOTS.preferences, 'connect-requests'] as const, {
    refetchOnMount: refetchUnlessJustFetched,
  });

/** POST /candidates/discoverability: needs the network (not queued); answers the setting. */
export async function setFindable(findable: boolean) {
  return (await call(saveDiscoverability, { findable })).result;
}

/** POST /candidates/connect_requests/:request_id/answer: needs the network (not queued). */
export async function answerRequest(requestId: number, accept: boolean) {
  return (await call(atPath(answerConnectRequest, { request_id: requestId }), { accept })).result.request;
}
