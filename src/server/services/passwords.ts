import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { type Algorithm, hash as argon2Hash, verify as argon2Verify, parseOptions } from '@node-rs/argon2';
import { workSlots } from './work-slots';

/**
 * Password hashing with argon2id at OWASP's parameters (19 MiB, t=2, p=1), through
 * `@node-rs/argon2`; stored in the PHC form `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`.
 * Hashes written before by scrypt (`scrypt$N$r$p$saltB64$hashB64`) still verify, and
 * `needsRehash` tells the login to store a new argon2id hash at the next successful sign-in.
 */
export const ARGON2_OPTIONS = {
  /** `Algorithm.Argon2id` (a const enum, which isolatedModules cannot read) */
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * How many password hashes run at once. Both argon2 (@node-rs/argon2) and scrypt are async: they
 * run on libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default), not on the event loop. But that
 * pool also compresses every API answer (hono's compress: zlib) and reads files, in arrival
 * order: with the pool full of 50-100 ms hashes, a 1 ms compression waited behind them (measured:
 * an 8 KB gzip took 1 ms alone and 250 ms behind 8 verifications), so a burst of logins slowed
 * every other call. Hashes beyond this many wait here instead, leaving two threads to the rest;
 * no more than the cores, which the hashes would only share.
 */
export const HASH_SLOTS = Math.max(
  1,
  Math.min(availableParallelism(), (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 2),
);
const hashSlots = workSlots(HASH_SLOTS);

/** Hashes a password with argon2id and a fresh 16-byte salt. */
export async function hashPassword(plain: string): Promise<string> {
  return hashSlots.run(() => argon2Hash(plain.normalize('NFC'), ARGON2_OPTIONS));
}

/**
 * True when a stored hash is not argon2id at today's parameters (an older scrypt hash, or
 * argon2 at other costs): the login then stores `hashPassword` of the password it just checked.
 */
export function needsRehash(hash: string): boolean {
  if (!hash.startsWith('$argon2id$')) return true;
  try {
    const o = parseOptions(hash);
    return (
      o.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      o.timeCost !== ARGON2_OPTIONS.timeCost ||
      o.parallelism !== ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}

/** Parameters of the legacy scrypt hashes (verified, never written any more). */
export const SCRYPT_N = 2 ** 17;
export const SCRYPT_R = 8;
export const SCRYPT_P = 1;
/** 128 * N * r = 128 MiB are needed; allow twice that. */
export const SCRYPT_MAXMEM = 256 * 1024 * 1024;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

function scryptAsync(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return hashSlots.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => {
          if (error) reject(error);
          else resolve(key);
        });
      }),
  );
}

/** A scrypt hash in the legacy form (tests write one to check verification and rehashing). */
export async function hashPasswordScrypt(plain: string, N: number = SCRYPT_N): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(plain, salt, KEY_BYTES, {
    N,
    r: SCRYPT_R,
    p: SCRYPT_P,
    maxmem: SCRYPT_MAXMEM,
  });
  return ['scrypt', N, SCRYPT_R, SCRYPT_P, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(hash: string): ParsedHash | null {
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((s) => (/^\d{1,8}$/.test(s) ? Number(s) : Number.NaN));
  // Only sane parameters: a power of two N up to 2^20, small r and p.
  if (!Number.isInteger(N) || N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0) return null;
  if (!Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return null;
  const salt = Buffer.from(parts[4], 'base64');
  const key = Buffer.from(parts[5], 'base64');
  if (salt.length < 8 || key.length < 16 || key.length > 128) return null;
  return { N, r, p, salt, key };
}

/**
 * True when `plain` matches the stored hash, argon2id or legacy scrypt (constant-time compare);
 * false for a malformed hash.
 */
export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  if (hash.startsWith('$argon2')) {
    try {
      return await hashSlots.run(() => argon2Verify(hash, plain.normalize('NFC')));
    } catch {
      return false;
    }
  }
  const parsed = parseHash(hash);
  if (!parsed) return false;
  const maxmem = Math.max(SCRYPT_MAXMEM, 256 * parsed.N * parsed.r);
  const key = await scryptAsync(plain, parsed.salt, parsed.key.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
    maxmem,
  });
  return timingSafeEqual(key, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check, for an unknown account, so the answer time does not tell
 * whether an e-mail is registered. Always false.
 */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(plain, await dummyHash);
  return false;
}
