import * as v from 'valibot';
import { successMessage } from '../auth/fields';
import { endpoint } from '../endpoint';

/**
 * The operator's companies (issue 37): each hiring company with its standing. A company is a
 * Verified employer once an operator confirmed it, until suspended; only then are its jobs
 * published and may it message candidates.
 */
export const COMPANY_STANDINGS = ['unverified', 'verified', 'suspended'] as const;
export const TRUST_ACTIONS = ['verify', 'suspend', 'restore'] as const;

const company = v.object({
  id: v.number(),
  name: v.string(),
  city: v.string(),
  standing: v.picklist(COMPANY_STANDINGS),
  verified_at: v.nullable(v.string()),
  suspended_at: v.nullable(v.string()),
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
