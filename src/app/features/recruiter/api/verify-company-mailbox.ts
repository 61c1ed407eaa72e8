import { call } from '@app/api/call';
import { verifyCompanyMailbox } from '@contract/recruiter/company-profile';

/** POST /recruiters/company/mailbox/verify: the code the e-mail carried; the verified mailbox. */
export async function verifyMailboxCode(code: string) {
  return (await call(verifyCompanyMailbox, { code })).result.mailbox;
}
