import * as v from 'valibot';
import { successMessage } from '../auth/fields';
import { endpoint } from '../endpoint';
import { companyProfileAnswer } from '../recruiter/company-profile';

/**
 * The operator's companies (issue 37): each hiring company with its standing. A company is a
 * Verified employer once an operator confirmed it, until suspended; only then are its jobs
 * published and may it message candidates.
 */
export const COMPANY_STANDINGS = ['unverified', 'verified', 'suspended'] as const;
export const TRUST_ACTIONS = ['verify', 'suspend', 'restore'] as const;
export type CompanyStanding = (typeof COMPANY_STANDINGS)[number];
export type TrustAction = (typeof TRUST_ACTIONS)[number];

const company = v.object({
  id: v.number(),
  name: v.string(),
  city: v.string(),
  standing: v.picklist(COMPANY_STANDINGS),
  verified_at: v.nullable(v.string()),
  suspended_at: v.nullable(v.string()),
  /** the evidence in short: the GSTIN's and the CIN's checks (null: none given), the verified mailbox */
  gstin_ok: v.nullable(v.boolean()),
  cin_ok: v.nullable(v.boolean()),
  verified_mailbox: v.nullable(v.string()),
  /**
   * the profile's fields a recruiter changed after the company was verified (none for one not
   * verified): the operator reviews them and verifies again, which empties the list
   */
  changed_since_verified: v.array(v.string()),
});
export type OperatorCompany = v.InferOutput<typeof company>;

/** GET /operator/companies: every company, by id. */
export const operatorCompanies = endpoint({
  method: 'GET',
  path: '/operator/companies',
  request: null,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ companies: v.array(company) }),
  }),
  errors: ['operators_only'],
  session: true,
});

export const TRUST_ACTION_REQUIRED = 'Please choose verify, suspend or restore';

/** POST /operator/companies/:company_id/standing: the operator's decision; the company after it. */
export const operatorCompanyStanding = endpoint({
  method: 'POST',
  path: '/operator/companies/:company_id/standing',
  request: v.object({ action: v.picklist(TRUST_ACTIONS, TRUST_ACTION_REQUIRED) }),
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: v.object({ company }),
  }),
  errors: ['operators_only'],
  session: true,
});

/** A saved change of the company profile: who, when, the field, old and new value. */
const profileChange = v.object({
  field: v.string(),
  old_value: v.nullable(v.string()),
  new_value: v.nullable(v.string()),
  changed_at: v.string(),
  /** the recruiter's name and e-mail, or null once their account is gone */
  changed_by: v.nullable(v.string()),
});

/** One check of the evidence: passed, or the rule's message of what failed; null when not given. */
const check = v.object({ passed: v.boolean(), message: v.nullable(v.string()) });

export const companyEvidenceSchema = v.object({
  company,
  profile: companyProfileAnswer,
  checks: v.object({
    gstin: v.nullable(check),
    cin: v.nullable(check),
    /** the verified mailbox is on the website domain as saved now */
    mailbox: v.nullable(check),
  }),
  /** the newest verified mailbox and when, or null */
  verified_mailbox: v.nullable(v.object({ email: v.string(), verified_at: v.string() })),
  changes: v.array(profileChange),
});
export type CompanyEvidence = v.InferOutput<typeof companyEvidenceSchema>;

/** GET /operator/companies/:company_id: the company's evidence for the operator's decision. */
export const operatorCompanyEvidence = endpoint({
  method: 'GET',
  path: '/operator/companies/:company_id',
  request: null,
  answer: v.object({
    success: v.literal(true),
    message: successMessage,
    result: companyEvidenceSchema,
  }),
  errors: ['operators_only'],
  session: true,
});
