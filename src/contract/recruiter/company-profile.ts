import * as v from 'valibot';
import { emailField, successMessage } from '../auth/fields';
import { cinField, gstinField, websiteDomainField } from '../company/company-checks';
import { endpoint } from '../endpoint';
import { OTP_LENGTH } from '../limits';
import { versionField } from '../version-conflict';

/**
 * The company profile (issue 37 §1), kept by the company's recruiters in the workspace's Company
 * screen: every saved change is logged (who, when, field, old and new value) for the operator,
 * who confirms the company after the checks. A save carries the version it was read with (409
 * version_conflict when a colleague saved meanwhile, contract/version-conflict.ts).
 */

export const LEGAL_NAME_REQUIRED = 'Please enter the legal name, as registered';
export const DISPLAY_NAME_REQUIRED = 'Please enter the name candidates see';
export const ADDRESS_REQUIRED = 'Please enter the registered address';
export const CITY_REQUIRED = 'Please enter the city';
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
export const COMPANY_SAVED = 'Company profile saved';
export const COMPANY_NAME_TAKEN = 'Another company already uses this name on RCM Careers';

const text = (required: string, label: string, max: number) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(max, tooLong(label, max)));

/** The profile's fields as a recruiter edits them. */
export const companyProfileFields = {
  legal_name: text(LEGAL_NAME_REQUIRED, 'Legal name', 200),
  display_name: text(DISPLAY_NAME_REQUIRED, 'Display name', 100),
  gstin: gstinField,
  cin: cinField,
  website_domain: websiteDomainField,
  address: text(ADDRESS_REQUIRED, 'Registered address', 500),
  city: text(CITY_REQUIRED, 'City', 100),
};
export const companyProfileSchema = v.object(companyProfileFields);
export type CompanyProfileValues = v.InferInput<typeof companyProfileSchema>;

/** The profile fields' names, in the log's words (the operator's change log shows them). */
export const COMPANY_FIELD_LABELS: Record<keyof typeof companyProfileFields, string> = {
  legal_name: 'Legal name',
  display_name: 'Display name',
  gstin: 'GSTIN',
  cin: 'CIN',
  website_domain: 'Website domain',
  address: 'Registered address',
  city: 'City',
};

/** A mailbox on the company's domain: verified once its code was entered. */
export const companyMailboxSchema = v.object({
  email: v.string(),
  verified_at: v.nullable(v.string()),
});

export const companyProfileAnswer = v.object({
  legal_name: v.nullable(v.string()),
  display_name: v.string(),
  gstin: v.nullable(v.string()),
  cin: v.nullable(v.string()),
  website_domain: v.nullable(v.string()),
  address: v.nullable(v.string()),
  city: v.string(),
  version: v.number(),
  /** the newest mailbox asked for or verified, or null */
  mailbox: v.nullable(companyMailboxSchema),
});
export type CompanyProfile = v.InferOutput<typeof companyProfileAnswer>;

const profileResult = v.object({
  success: v.literal(true),
  message: successMessage,
  result: v.object({ company: companyProfileAnswer }),
});

/** GET /recruiters/company: the signed-in recruiter's company profile. */
export const recruiterCompany = endpoint({
  method: 'GET',
  path: '/recruiters/company',
  request: null,
  answer: profileResult,
  errors: ['recruiters_only'],
  session: true,
});

/** PUT /recruiters/company: the whole profile and the version it was read with. */
export const saveRecruiterCompany = endpoint({
  method: 'PUT',
  path: '/recruiters/company',
  request: v.object({ ...companyProfileFields, version: versionField }),
  answer: profileResult,
  errors: ['recruiters_only', 'version_conflict', 'conflict'],
  session: true,
});

export const MAILBOX_DOMAIN_MISSING = "Save your company website's domain first: the mailbox must be on it";
export const MAILBOX_FREE_MAIL =
  'Free e-mail addresses (such as gmail.com, yahoo.com or outlook.com) do not count: use a mailbox on your company website’s domain';
export const mailboxNotOnDomain = (domain: string) =>
  `This address is not on your company's domain: use an address ending in @${domain}`;
export const MAILBOX_CODE_SENT = 'We sent a code to this mailbox';
export const MAILBOX_CODE_REQUIRED = 'Please enter the code';
export const MAILBOX_CODE_INVALID = 'This code is not valid. Check the e-mail or ask for a new code.';
export const MAILBOX_VERIFIED = 'Mailbox verified';

/** POST /recruiters/company/mailbox: a code sent to this address on the company's domain. */
export const requestCompanyMailbox = endpoint({
  method: 'POST',
  path: '/recruiters/company/mailbox',
  request: v.object({ email: emailField }),
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ mailbox: companyMailboxSchema }),
  }),
  errors: ['recruiters_only', 'validation_failed', 'rate_limited'],
  session: true,
});

/** POST /recruiters/company/mailbox/verify: the code that e-mail carried. */
export const verifyCompanyMailbox = endpoint({
  method: 'POST',
  path: '/recruiters/company/mailbox/verify',
  request: v.object({
    code: v.pipe(
      v.string(MAILBOX_CODE_REQUIRED),
      v.trim(),
      v.nonEmpty(MAILBOX_CODE_REQUIRED),
      v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MAILBOX_CODE_INVALID),
    ),
  }),
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ mailbox: companyMailboxSchema }),
  }),
  errors: ['recruiters_only', 'otp_invalid'],
  session: true,
});
