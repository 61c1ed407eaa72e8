import {
  COMPANY_SAVED,
  MAILBOX_CODE_SENT,
  MAILBOX_VERIFIED,
  recruiterCompany,
  requestCompanyMailbox,
  saveRecruiterCompany,
  verifyCompanyMailbox,
} from '@contract/recruiter/company-profile';
import type { AppDeps } from '@server/deps';
import { recruiterRoute } from '@server/middleware/require-recruiter';
import type { SessionEnv } from '@server/middleware/require-session';
import { requestMailboxCode, verifyMailboxCode } from '@server/services/company/company-mailbox';
import { companyProfile, saveCompanyProfile } from '@server/services/company/company-profile';
import { Hono } from 'hono';

/** The company profile and its domain mailbox (issue 37 §1), kept by the company's recruiters. */
export function recruiterCompanyRoutes(deps: AppDeps): Hono<SessionEnv> {
  const router = new Hono<SessionEnv>();

  recruiterRoute(router, deps, recruiterCompany, async (_c, _input, { companyId }) => ({
    success: true,
    result: { company: await companyProfile(deps.db, companyId) },
  }));

  recruiterRoute(router, deps, saveRecruiterCompany, async (_c, input, scope) => ({
    success: true,
    message: COMPANY_SAVED,
    result: { company: await saveCompanyProfile(deps, scope, input) },
  }));

  recruiterRoute(router, deps, requestCompanyMailbox, async (_c, input, scope) => ({
    success: true,
    message: MAILBOX_CODE_SENT,
    result: { mailbox: await requestMailboxCode(deps, scope, input.email) },
  }));

  recruiterRoute(router, deps, verifyCompanyMailbox, async (_c, input, { companyId }) => ({
    success: true,
    message: MAILBOX_VERIFIED,
    result: { mailbox: await verifyMailboxCode(deps, companyId, input.code) },
  }));

  return router;
}
