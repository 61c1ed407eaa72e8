import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { CANDIDATE_ROLE_ID, RECRUITER_ROLE_ID } from '../limits';
import {
  emailField,
  passwordField,
  successMessage,
  userDetailsSchema,
  verificationTokenField,
} from './fields';

export const loginPayloadSchema = v.object({
  email: emailField,
  password: passwordField,
  /**
   * 3 (the default): the candidate login; 2: the recruiter login (issue 23). An account of the
   * other role gets exactly the wrong-password refusal.
   */
  role_id: v.optional(
    v.union([v.literal(CANDIDATE_ROLE_ID), v.literal(RECRUITER_ROLE_ID)], 'role_id must be 2 or 3'),
    CANDIDATE_ROLE_ID,
  ),
  /**
   * Optional second factor: verify_otp's verification_token for a `login` code sent to this
   * e-mail. With it, a login passes the account-wide ceiling of failed logins (the 429
   * `login_code_required`); the password is still checked, and the token serves one sign-in.
   */
  login_token: verificationTokenField,
});
export type LoginPayload = v.InferInput<typeof loginPayloadSchema>;

export const loginResultSchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty()),
  /** Set (to the same session token) while onboarding is unfinished; null once it is finished. */
  tempToken: v.nullable(v.string()),
  userDetails: userDetailsSchema,
  onboarding_status: v.boolean(),
  /**
   * A candidate's login with onboarding finished: the dashboard's answer (GET
   * /candidates/dashboard's `result`, contract/dashboard.ts), so that the dashboard is drawn
   * without asking again. Not read here: the dashboard's read takes it (app/api/early-calls.ts)
   * and checks it as its own answer, so the login's code carries none of the jobs' schemas.
   */
  dashboard: v.optional(v.unknown()),
});
export type LoginResult = v.InferOutput<typeof loginResultSchema>;

export const login = endpoint({
  method: 'POST',
  path: '/auth/login',
  request: loginPayloadSchema,
  answer: v.object({ success: v.literal(true), message: successMessage, result: loginResultSchema }),
  errors: ['invalid_credentials', 'account_deactivated', 'account_deleted', 'login_code_required'],
});
