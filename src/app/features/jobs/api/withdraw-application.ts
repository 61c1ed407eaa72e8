import { call } from '@app/api/call';
import { withdrawApplication as endpoint } from '@contract/application-withdrawal';

/**
 * POST /candidates/withdraw_application (issue 36): the caller's application to the job withdrawn;
 * answers its status and timeline. Needs the network (it is not queued): offline it throws
 * NetworkError and the dialog says so.
 */
export async function withdrawApplication(jobId: number) {
  return (await call(endpoint, { job_id: jobId })).result;
}
