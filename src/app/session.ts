import type { LoginResult, RegisterResult, UserDetails } from '../contract/auth';
import type { DashboardUserDetails } from '../contract/dashboard';

/**
 * The browser-storage keys of the spec (signed-out-and-onboarding.md §3) and the signed-in
 * predicate (§2). This module is the only code that reads or writes these keys.
 */
export const SESSION_KEYS = {
  token: 'token',
  tempToken: 'tempToken',
  authData: 'authData',
  userDetails: 'userDetails',
  userId: 'user_id',
  isCandidateLogin: 'isCandidateLogin',
  /** 'recruiter' for a recruiter's session (issue 23); a candidate's session never has it. */
  role: 'role',
} as const;

/**
 * Not a key of the spec: written by a deliberate sign-out just before the storage is cleared, so
 * the other tabs' `storage` event says a sign-out happened (issue 35 C7), then cleared with the rest.
 */
const SIGNED_OUT_SIGNAL = 'signedOutAt';

/** The stored role of a recruiter's session (`role` key). */
export const RECRUITER_ROLE = 'recruiter';

/** What is kept under `userDetails`: the login answer's details or the dashboard's `user_details`. */
export type StoredUserDetails = Partial<UserDetails & DashboardUserDetails>;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Whether this tab cleared the session itself (sign-out, deactivation, the 403 rule) since it
 * last stored one: then a 401 to what it still sends is expected, not another tab's sign-out.
 */
let clearedHere = false;

export function sessionClearedHere(): boolean {
  return clearedHere;
}

function write(key: string, value: string | null | undefined): void {
  if (key === SESSION_KEYS.token && value) clearedHere = false;
  try {
    if (value === null || value === undefined || value === '') localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (quota, privacy mode); the session then lives only in memory.
  }
}

function readJson<T>(key: string): T | null {
  const raw = read(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Signed in iff both the candidate-login flag and a token are present (§2 of both specs). */
export function isSignedIn(): boolean {
  return Boolean(read(SESSION_KEYS.isCandidateLogin)) && Boolean(read(SESSION_KEYS.token));
}

/** A recruiter is signed in iff the stored role is 'recruiter' and a token is present (issue 23). */
export function isRecruiterSignedIn(): boolean {
  return read(SESSION_KEYS.role) === RECRUITER_ROLE && Boolean(read(SESSION_KEYS.token));
}

export function getToken(): string | null {
  return read(SESSION_KEYS.token) || null;
}

export function setToken(token: string): void {
  write(SESSION_KEYS.token, token);
}

export function getUserDetails(): StoredUserDetails | null {
  const details = readJson<StoredUserDetails>(SESSION_KEYS.userDetails);
  return details && typeof details === 'object' ? details : null;
}

export function setUserDetails(details: StoredUserDetails): void {
  write(SESSION_KEYS.userDetails, JSON.stringify(details));
  if (typeof details.user_id === 'number') write(SESSION_KEYS.userId, String(details.user_id));
}

export function getUserId(): number | null {
  const raw = read(SESSION_KEYS.userId);
  if (!raw) return null;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Stores a login answer (§4). Onboarding complete: token, authData, userDetails, user_id and
 * isCandidateLogin 'true'. Otherwise the candidate goes to onboarding: token and tempToken,
 * userDetails and user_id are stored and isCandidateLogin is removed.
 */
export function saveLogin(result: LoginResult, options: { onboardingComplete: boolean }): void {
  write(SESSION_KEYS.role, null);
  write(SESSION_KEYS.userDetails, JSON.stringify(result.userDetails));
  write(SESSION_KEYS.userId, String(result.userDetails.user_id));
  if (options.onboardingComplete) {
    write(SESSION_KEYS.token, result.token);
    write(SESSION_KEYS.authData, JSON.stringify(result));
    write(SESSION_KEYS.tempToken, null);
    write(SESSION_KEYS.isCandidateLogin, 'true');
  } else {
    const token = result.tempToken || result.token;
    write(SESSION_KEYS.token, token);
    write(SESSION_KEYS.tempToken, token);
    write(SESSION_KEYS.isCandidateLogin, null);
  }
}

/**
 * Stores a recruiter's login answer (role 2, issue 23): token, authData, userDetails, user_id and
 * the role 'recruiter'; never isCandidateLogin nor tempToken, so the candidate's sets stay closed.
 */
export function saveRecruiterLogin(result: LoginResult): void {
  saveLogin(result, { onboardingComplete: true });
  write(SESSION_KEYS.isCandidateLogin, null);
  write(SESSION_KEYS.role, RECRUITER_ROLE);
}

/** Stores a registration answer: its tempToken becomes the token (§7, POST /auth/register). */
export function saveRegistration(result: RegisterResult): void {
  write(SESSION_KEYS.token, result.tempToken);
  write(SESSION_KEYS.tempToken, result.tempToken);
  write(SESSION_KEYS.isCandidateLogin, null);
  if (result.userDetails) {
    write(SESSION_KEYS.userDetails, JSON.stringify(result.userDetails));
    write(SESSION_KEYS.userId, String(result.userDetails.user_id));
  }
}

/** Marks onboarding finished for a candidate who already holds a token. */
export function markOnboardingComplete(): void {
  write(SESSION_KEYS.isCandidateLogin, 'true');
  write(SESSION_KEYS.tempToken, null);
}

/**
 * Sign-out, deactivation, deletion and the 403 rule: clears local AND session storage.
 * `signedOut`: a deliberate sign-out, told to the other tabs (`sessionLeftStorage`).
 */
export function clearSession({ signedOut = false }: { signedOut?: boolean } = {}): void {
  clearedHere = true;
  try {
    if (signedOut) localStorage.setItem(SIGNED_OUT_SIGNAL, String(Date.now()));
    localStorage.clear();
  } catch {
    // nothing stored
  }
  try {
    sessionStorage.clear();
  } catch {
    // nothing stored
  }
}

/**
 * Whether a `storage` event (another tab's change) took this tab's session away: 'signed-out'
 * when that tab signed out on purpose (its signal, written just before it cleared the storage),
 * 'ended' when the token is gone otherwise (the 403 rule, a removed token), else null.
 */
export function sessionLeftStorage(event: StorageEvent): 'signed-out' | 'ended' | null {
  // this tab's own clearing already took its way (sign-out shows its message meanwhile)
  if (clearedHere || (event.storageArea !== null && event.storageArea !== globalThis.localStorage))
    return null;
  const { key } = event;
  if (key === SIGNED_OUT_SIGNAL) return event.newValue ? 'signed-out' : null;
  return (key === null || key === SESSION_KEYS.token) && getToken() === null ? 'ended' : null;
}

/** What route guards get through the router context. */
export interface Session {
  /** A candidate's session (the spec's signed-in set). */
  isSignedIn(): boolean;
  /** A recruiter's session (the `/recruiter` set). */
  isRecruiterSignedIn(): boolean;
  getToken(): string | null;
  getUserId(): number | null;
  getUserDetails(): StoredUserDetails | null;
}

export const session: Session = { isSignedIn, isRecruiterSignedIn, getToken, getUserId, getUserDetails };
