import { OPERATOR_ROLE_ID, RECRUITER_ROLE_ID } from '@contract/limits';
import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { AppDeps } from '../deps';
import { HttpError } from '../validate';
import type { DbOrTx } from './file-store';
import { consumeVerification, hasVerification } from './one-time-codes';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
import { forgetAttempt, hourlyLimit, RATE_KINDS, type RateLimit, reserveAttempt } from './rate-limit';
import type { UserRow } from './sessions';

export const LOGIN_MESSAGES = {
  badCredentials: 'Invalid email or password',
  codeRequired:
    'Too many failed login attempts on this account. Request a sign-in code to your email to log in.',
  tooManyFromAddress: 'Too many failed login attempts from your network. Please try again later.',
} as const;

export function tooManyLoginFailures(minutes: number): string {
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * The limits a login attempt counts against:
 * - LOGIN_MAX_FAILURES per account and address within LOGIN_WINDOW_MINUTES (the tight one:
 *   someone guessing from one place cannot lock the owner out elsewhere);
 * - LOGIN_ACCOUNT_MAX_FAILURES per account from all addresses in the same window (a looser
 *   ceiling against guessing from many addresses; full, it answers 429 `login_code_required`),
 *   left out for a login that carries a second factor (`secondFactor`: the token of a `login`
 *   code sent to the account's e-mail), which strangers cannot have;
 * - LOGIN_IP_MAX_PER_HOUR per address (an IPv6 /64 as one).
 */
function loginLimits(deps: AppDeps, email: string, ip: string, secondFactor: boolean): RateLimit[] {
  const { config } = deps;
  const windowMs = config.loginWindowMinutes * 60 * 1000;
  const locked = (seconds: number) => tooManyLoginFailures(Math.ceil(seconds / 60));
  const ceiling: RateLimit = {
    kind: RATE_KINDS.loginFailure,
    key: email,
    windowMs,
    max: config.loginAccountMaxFailures,
    message: () => LOGIN_MESSAGES.codeRequired,
    code: 'login_code_required',
  };
  // the account first: attempts on one account are serialized on its lock
  return [
    ...(secondFactor ? [] : [ceiling]),
    {
      kind: RATE_KINDS.loginFailurePair,
      key: `${email} ${ip}`,
      windowMs,
      max: config.loginMaxFailures,
      message: locked,
    },
    hourlyLimit(
      RATE_KINDS.loginFailureIp,
      ip,
      config.loginIpMaxPerHour,
      () => LOGIN_MESSAGES.tooManyFromAddress,
    ),
  ];
}

/**
 * Checks an e-mail and password. The attempt is counted as a failure (read alongside the
 * account) before the password is hashed (so parallel guesses cannot pass the limits during the hash) and forgotten again when
 * the password is right, together with the account's earlier failures from this address.
 * A legacy hash (scrypt, or argon2 at other costs) is replaced by today's argon2id on success.
 * A valid `loginToken` (verify_otp's token of a `login` code for this e-mail) passes the
 * account-wide ceiling and is used up by the successful login. With `roleId`, an account of
 * another role is refused as a wrong password (an operator passes as a recruiter, issue 37). Answers the account (whatever its status: the
 * caller decides); throws 401 or 429.
 */
export async function checkLogin(
  deps: AppDeps,
  input: { email: string; password: string; ip: string; loginToken?: string; roleId?: number },
): Promise<UserRow> {
  const email = input.email.toLowerCase();
  const secondFactor = input.loginToken
    ? await hasVerification(deps, email, 'login', input.loginToken)
    : false;
  // the attempt is counted and the account read at once: one wait for the database, not two
  const [reserved, [user]] = await Promise.all([
    reserveAttempt(deps, loginLimits(deps, email, input.ip, secondFactor)),
    deps.db.select().from(users).where(eq(users.email, email)).limit(1),
  ]);
  const passwordOk = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password);
  // issue 23: an account of the other role (a recruiter at the candidates' login, a candidate at
  // the recruiters') is refused exactly as a wrong password, and counted as one
  // issue 37: the operator (role 1) signs in at the recruiters' login (role 2 asked)
  const roleOk =
    input.roleId === undefined ||
    user?.roleId === input.roleId ||
    (input.roleId === RECRUITER_ROLE_ID && user?.roleId === OPERATOR_ROLE_ID);
  if (!user || !passwordOk || !roleOk) {
    throw new HttpError(401, LOGIN_MESSAGES.badCredentials, 'invalid_credentials');
  }
  if (secondFactor && input.loginToken) {
    await consumeVerification(deps.db, deps.now(), email, 'login', input.loginToken);
  }

  await forgetAttempt(deps, reserved, [
    { kind: RATE_KINDS.loginFailurePair, key: `${email} ${input.ip}` },
    { kind: RATE_KINDS.loginFailure, key: email },
  ]);
  if (needsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(input.password);
    // only over the hash just checked: a password changed meanwhile stays changed
    const [rehashed] = await deps.db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id });
    if (rehashed) return { ...user, passwordHash };
  }
  return user;
}

/**
 * Serialises the credential changes of one account (G2 of issue 22): locks the account's row
 * until the end of `tx` (SELECT ... FOR UPDATE) and answers the account as it is now, if
 * `password`, checked earlier against `checkedHash`, is still its password (the hash unchanged,
 * or the password checked again against a new hash, as after a rehash); else null.
 * A password change or reset, a deactivation and a login's session issue each take it, so a
 * session issued for the old password is either made before the change (and ended by it) or
 * refused after it, and parallel changes with the same old password pass once.
 */
export async function lockCredentials(
  tx: DbOrTx,
  userId: number,
  password: string,
  checkedHash: string,
): Promise<UserRow | null> {
  const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!current) return null;
  if (current.passwordHash === checkedHash) return current;
  return (await verifyPassword(password, current.passwordHash)) ? current : null;
}
