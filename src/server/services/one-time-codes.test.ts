import { describe, expect, it, vi } from 'vitest';
import { oneTimeCodes } from '../db/schema';
import { testBackends } from '../test-kits/test-backends';
import { useServiceDatabase } from '../test-kits/test-helpers';
import { HttpError } from '../validate';
import {
  codeMatches,
  consumeVerification,
  generateCode,
  hashCode,
  hasVerification,
  issueCode,
  normalizeContact,
  verifyCode,
} from './one-time-codes';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

describe('one-time code helpers', () => {
  it('generates six CSPRNG digits, leading zeros kept', () => {
    const codes = Array.from({ length: 500 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(450);
  });

  it('stores a salted hash that only the right code matches', () => {
    const stored = hashCode('042137');
    expect(stored).toMatch(/^[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(stored).not.toContain('042137');
    expect(hashCode('042137')).not.toBe(stored);
    expect(codeMatches('042137', stored)).toBe(true);
    expect(codeMatches('042138', stored)).toBe(false);
    expect(codeMatches('042137', 'garbage')).toBe(false);
    expect(codeMatches('042137', '')).toBe(false);
  });

  it('normalises contacts by purpose and refuses the wrong kind', () => {
    expect(normalizeContact('email_verification', '  A.B@Example.COM ')).toBe('a.b@example.com');
    expect(normalizeContact('password_reset', 'x@y.in')).toBe('x@y.in');
    expect(normalizeContact('mobile_verification', ' 9876543210 ')).toBe('9876543210');
    const message = (purpose: Parameters<typeof normalizeContact>[0], raw: string) => {
      try {
        normalizeContact(purpose, raw);
        return 'accepted';
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError);
        return `${(error as HttpError).status} ${(error as HttpError).message}`;
      }
    };
    expect(message('email_verification', '9876543210')).toBe('400 Please enter a valid email address');
    expect(message('mobile_verification', 'a@b.co')).toBe('400 Phone number must be exactly 10 digits');
    expect(message('mobile_verification', '987654321')).toBe('400 Phone number must be exactly 10 digits');
    expect(message('mobile_verification', '٩٨٧٦٥٤٣٢١٠')).toBe('400 Phone number must be exactly 10 digits');
  });
});

describe.each(testBackends())('one-time codes in the database ($name)', (backend) => {
  const { deps, advance } = useServiceDatabase(backend, (db) => db.delete(oneTimeCodes));
  const input = {
    contact: 'a@b.co',
    purpose: 'email_verification' as const,
    ip: '10.0.0.1',
    client: 'browser-a',
  };

  const verifiedToken = async (code: string): Promise<string> => {
    const answer = await verifyCode(deps, { ...input, code });
    if (answer.outcome !== 'verified') throw new Error(`expected verified, got ${answer.outcome}`);
    return answer.verificationToken;
  };

  it('issues, verifies once, and keeps the proof for the configured time, for the token holder only', async () => {
    const code = await issueCode(deps, input);
    const token = await verifiedToken(code);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await verifyCode(deps, { ...input, code })).toEqual({ outcome: 'invalid' });
    expect(await hasVerification(deps, 'a@b.co', 'email_verification', token)).toBe(true);
    expect(await hasVerification(deps, 'a@b.co', 'email_verification', '')).toBe(false);
    expect(await hasVerification(deps, 'a@b.co', 'email_verification', `${token.slice(1)}A`)).toBe(false);
    expect(await hasVerification(deps, 'a@b.co', 'password_reset', token)).toBe(false);
    expect(await hasVerification(deps, 'x@b.co', 'email_verification', token)).toBe(false);
    // stored hashed only
    const [row] = await deps.db.select().from(oneTimeCodes);
    expect(row.verificationTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.verificationTokenHash).not.toContain(token);
    advance(deps.config.verifiedContactTtlSeconds * 1000);
    expect(await hasVerification(deps, 'a@b.co', 'email_verification', token)).toBe(false);
  });

  it('a proof is consumed once, and only with its token', async () => {
    const code = await issueCode(deps, input);
    const token = await verifiedToken(code);
    const now = deps.now();
    expect(await consumeVerification(deps.db, now, 'a@b.co', 'email_verification', 'someone-else')).toBe(
      false,
    );
    const results = await Promise.all([
      consumeVerification(deps.db, now, 'a@b.co', 'email_verification', token),
      consumeVerification(deps.db, now, 'a@b.co', 'email_verification', token),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(await hasVerification(deps, 'a@b.co', 'email_verification', token)).toBe(false);
  });

  it('parallel right answers consume the code once', async () => {
    const code = await issueCode(deps, input);
    const outcomes = await Promise.all([1, 2, 3].map(() => verifyCode(deps, { ...input, code })));
    expect(outcomes.filter((o) => o.outcome === 'verified')).toHaveLength(1);
  });

  it('parallel sends pass the resend limit once', async () => {
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => issueCode(deps, input)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as HttpError).status).toBe(429);
    }
  });

  it('counts expiry from the clock of deps', async () => {
    const code = await issueCode(deps, input);
    advance(deps.config.otpTtlSeconds * 1000 - 1);
    expect(await verifyCode(deps, { ...input, code: code === '000000' ? '000001' : '000000' })).toEqual({
      outcome: 'invalid',
    });
    advance(1);
    expect(await verifyCode(deps, { ...input, code })).toEqual({ outcome: 'expired' });
  });
});
