import { call } from '@app/api/call';
import { requestCompanyMailbox } from '@contract/recruiter/company-profile';

/** POST /recruiters/company/mailbox: a code to this address on the company's domain. */
export async function requestMailboxCode(email: string) {
  return (await call(requestCompanyMailbox, { email })).result.mailbox;
}
