import {
  forgotPassword,
  type LoginResult,
  login,
  logout,
  type RegisterResult,
  referralVerify,
  register,
} from '@contract/auth';
import { CANDIDATE_ROLE_ID } from '@contract/limits';
import {
  BOTH_PASSWORDS,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
  REFERRAL_ACTIVATED,
  REFERRAL_INVALID,
  RESET_FAILED,
  VERIFY_EMAIL_FIRST,
  VERIFY_PHONE_FIRST,
} from '@contract/texts';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { referralCodes, users } from '../db/schema';
import { type AppDeps, eventBusOf } from '../deps';
import { type BearerEnv, INVALID_SESSION, requireBearer } from '../middleware/require-session';
import { route } from '../route';
import { dashboardResult } from '../services/candidate-dashboard';
import { checkLogin, LOGIN_MESSAGES, lockCredentials } from '../services/login';
import { consumeVerification, hasVerification } from '../services/one-time-codes';
import { hashPassword } from '../services/passwords';
import { clearEvents, clientAddress, RATE_KINDS } from '../services/rate-limit';
import { checkReferral, limitRegister, limitReset } from '../services/request-limits';
import { createSession, revokeAllSessions, revokeSession, type UserRow } from '../services/sessions';
import { toUserDetails } from '../services/user-details';
import { HttpError } from '../validate';

export const AUTH_MESSAGES = {
  loginOk: 'Login successful',
  badCredentials: LOGIN_MESSAGES.badCredentials,
  deactivated: 'This account is deactivated.',
  deleted: 'This account has been deleted.',
  removed: 'This recruiter account was removed by your company.',
  tooManyFromAddress: LOGIN_MESSAGES.tooManyFromAddress,
  referralOk: REFERRAL_ACTIVATED,
  referralBad: REFERRAL_INVALID,
  registerOk: 'Registration successful',
  verifyEmailFirst: VERIFY_EMAIL_FIRST,
  verifyPhoneFirst: VERIFY_PHONE_FIRST,
  emailExists: 'Email already exists',
  phoneExists: 'Phone number already exists',
  invalidReferral: 'Invalid referral code',
  passwordsDiffer: PASSWORDS_DIFFER,
  bothPasswords: BOTH_PASSWORDS,
  passwordTooShort: PASSWORD_TOO_SHORT,
  resetNeedsCode: 'Please verify the code sent to your email before resetting your password.',
  resetFailed: RESET_FAILED,
  resetOk: 'Password reset successfully',
  signedOut: 'Signed out',
} as const;

/** True when the referral code exists, is active and has not expired. */
export async function isReferralCodeValid(deps: AppDeps, code: string): Promise<boolean> {
  const now = deps.now();
  const [row] = await deps.db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(
      and(
        eq(referralCodes.code, code),
        eq(referralCodes.active, true),
        or(isNull(referralCodes.expiresAt), gt(referralCodes.expiresAt, now)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The unique constraint a database error violated, if it is a unique violation (23505). */
function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };
    if (e.code === '23505') {
      if (typeof e.constraint === 'string') return e.constraint;
      return typeof e.detail === 'string' ? e.detail : 'unknown';
    }
    current = e.cause;
  }
  return null;
}

/** The answer to a duplicate e-mail or phone (section 8: the client maps 'email'/'phone' + 'exist'). */
function duplicateError(constraint: string): HttpError {
  return /phone/i.test(constraint)
    ? new HttpError(409, AUTH_MESSAGES.phoneExists, 'phone_exists')
    : new HttpError(409, AUTH_MESSAGES.emailExists, 'email_exists');
}

/**
 * POST /auth/login, /auth/referral_verify, /auth/register, /auth/logout and
 * /user/forgot_password (signed-out-and-onboarding.md §7).
 */
export function authRoutes(deps: AppDeps): Hono {
  const router = new Hono();
  const { config } = deps;

  route(router, login, async (c, body) => {
    const checked = await checkLogin(deps, {
      email: body.email,
      password: body.password,
      ip: clientAddress(c, config.trustProxy),
      loginToken: body.login_token,
      roleId: body.role_id,
    });
    // The session is issued under the account's row lock, for the password as it is now: a
    // password change, reset or deactivation committed meanwhile refuses it, one still running
    // waits for it and then ends it (lockCredentials).
    const { user, token } = await deps.db.transaction(async (tx) => {
      const current = await lockCredentials(tx, checked.id, body.password, checked.passwordHash);
      if (!current) throw new HttpError(401, AUTH_MESSAGES.badCredentials, 'invalid_credentials');
      // Only someone who knows the password learns the account's state.
      if (current.status === 'deactivated') {
        throw new HttpError(401, AUTH_MESSAGES.deactivated, 'account_deactivated');
      }
      if (current.status === 'removed') throw new HttpError(401, AUTH_MESSAGES.removed, 'account_deleted');
      if (current.status !== 'active') throw new HttpError(401, AUTH_MESSAGES.deleted, 'account_deleted');
      return { user: current, token: await createSession({ ...deps, db: tx }, current.id) };
    });
    const result: LoginResult = {
      token,
      tempToken: user.onboardingCompleted ? null : token,
      userDetails: toUserDetails(user),
      onboarding_status: user.onboardingCompleted,
      // the dashboard the app opens next, answered now: one round trip fewer on a first login
      ...(user.roleId === CANDIDATE_ROLE_ID && user.onboardingCompleted
        ? { dashboard: await dashboardResult(deps, user) }
        : {}),
    };
    return { success: true, message: AUTH_MESSAGES.loginOk, result };
  });

  route(router, referralVerify, async (c, body) => {
    const ip = clientAddress(c, config.trustProxy);
    if (!(await checkReferral(deps, ip, () => isReferralCodeValid(deps, body.code)))) {
      throw new HttpError(400, AUTH_MESSAGES.referralBad, 'referral_invalid', { valid: false });
    }
    return { success: true, valid: true, message: AUTH_MESSAGES.referralOk };
  });

  route(router, register, async (c, body) => {
    const email = body.email.toLowerCase();
    const phone = body.phone_no;
    const ip = clientAddress(c, config.trustProxy);
    // The holder of both verification tokens goes first (request-limits.ts).
    const phoneProven = await hasVerification(
      deps,
      phone,
      'mobile_verification',
      body.phone_verification_token,
    );
    const emailProven = await hasVerification(
      deps,
      email,
      'email_verification',
      body.email_verification_token,
    );
    await limitRegister(deps, { email, phone, ip, proven: phoneProven && emailProven });

    const [sameEmail] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (sameEmail) throw new HttpError(409, AUTH_MESSAGES.emailExists, 'email_exists');
    const [samePhone] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phoneNo, phone))
      .limit(1);
    if (samePhone) throw new HttpError(409, AUTH_MESSAGES.phoneExists, 'phone_exists');

    const referral = body.referral_code;
    if (referral && !(await checkReferral(deps, ip, () => isReferralCodeValid(deps, referral)))) {
      throw new HttpError(400, AUTH_MESSAGES.invalidReferral, 'referral_invalid');
    }
    // Whatever email_verified / phone_verified say, the server's own record decides.
    if (!phoneProven) {
      throw new HttpError(400, AUTH_MESSAGES.verifyPhoneFirst, 'phone_not_verified');
    }
    if (!emailProven) {
      throw new HttpError(400, AUTH_MESSAGES.verifyEmailFirst, 'email_not_verified');
    }

    const passwordHash = await hashPassword(body.password);
    const now = deps.now();
    let created: { user: UserRow; token: string };
    try {
      created = await deps.db.transaction(async (tx) => {
        const db = tx;
        // The insert comes first: a parallel registration of the same contact waits on the unique
        // index and then fails with a unique violation (409), not with a missing verification.
        const [user] = await db
          .insert(users)
          .values({
            firstName: body.first_name,
            lastName: body.last_name,
            email,
            phoneNo: phone,
            roleId: body.role_id,
            passwordHash,
            emailVerified: true,
            phoneVerified: true,
            referralCode: referral || null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (
          !(await consumeVerification(db, now, phone, 'mobile_verification', body.phone_verification_token))
        ) {
          throw new HttpError(400, AUTH_MESSAGES.verifyPhoneFirst, 'phone_not_verified');
        }
        if (
          !(await consumeVerification(db, now, email, 'email_verification', body.email_verification_token))
        ) {
          throw new HttpError(400, AUTH_MESSAGES.verifyEmailFirst, 'email_not_verified');
        }
        const token = await createSession({ ...deps, db }, user.id);
        return { user, token };
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint) throw duplicateError(constraint);
      throw error;
    }

    const result: RegisterResult = { tempToken: created.token, userDetails: toUserDetails(created.user) };
    return { success: true, message: AUTH_MESSAGES.registerOk, result };
  });

  // any session of the token, live or ended: a sign-out queued offline and replayed later (or
  // sent twice) finds it ended and is answered as done (issue 35 H13); a token of no session 403
  const signOut = new Hono<BearerEnv>();
  route(signOut, logout, requireBearer(), async (c) => {
    if (!(await revokeSession(deps, c.get('token')))) {
      throw new HttpError(403, INVALID_SESSION, 'invalid_session');
    }
    return { success: true, message: AUTH_MESSAGES.signedOut };
  });
  router.route('/', signOut);

  route(router, forgotPassword, async (c, body) => {
    if (body.confirm_password === '') throw new HttpError(400, AUTH_MESSAGES.bothPasswords);
    if (body.password !== body.confirm_password) {
      throw new HttpError(400, AUTH_MESSAGES.passwordsDiffer, 'passwords_differ');
    }
    const email = body.email.toLowerCase();
    // A wrong token counts against the address that sent it, a valid one goes first (request-limits.ts).
    const proven = await hasVerification(deps, email, 'password_reset', body.reset_token);
    await limitReset(deps, { email, ip: clientAddress(c, config.trustProxy), proven });
    if (!proven) throw new HttpError(400, AUTH_MESSAGES.resetNeedsCode, 'reset_not_verified');
    const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
    if (user?.status !== 'active') throw new HttpError(400, AUTH_MESSAGES.resetFailed, 'reset_failed');

    const passwordHash = await hashPassword(body.password);
    await eventBusOf(deps).transaction(async (tx) => {
      const db = tx;
      const now = deps.now();
      // the account's row first: a login's session issue waits, then finds the new password
      await db.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      if (!(await consumeVerification(db, now, email, 'password_reset', body.reset_token))) {
        throw new HttpError(400, AUTH_MESSAGES.resetNeedsCode, 'reset_not_verified');
      }
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
      await revokeAllSessions(deps, tx, user.id);
    });
    await clearEvents(deps, RATE_KINDS.loginFailure, email);
    return { success: true, message: AUTH_MESSAGES.resetOk };
  });

  return router;
}
