import { describe, expect, it, vi } from 'vitest';
import {
  hashPassword,
  hashPasswordScrypt,
  needsRehash,
  SCRYPT_N,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';

// A legacy scrypt hash at N=2^17 takes about half a second, more on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('passwords', () => {
  it('hashes with argon2id at OWASP parameters (19 MiB, t=2, p=1) and verifies', async () => {
    const hash = await hashPassword('Candidate@123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(hash).not.toContain('Candidate@123');
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword('Candidate@123', hash)).toBe(true);
    expect(await verifyPassword('candidate@123', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('still verifies a legacy scrypt hash (N=2^17) and marks it for rehashing', async () => {
    const hash = await hashPasswordScrypt('Candidate@123');
    const parts = hash.split('$');
    expect(parts[0]).toBe('scrypt');
    expect(Number(parts[1])).toBe(SCRYPT_N);
    expect(SCRYPT_N).toBe(2 ** 17);
    expect(Buffer.from(parts[4], 'base64')).toHaveLength(16);
    expect(await verifyPassword('Candidate@123', hash)).toBe(true);
    expect(await verifyPassword('candidate@123', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(true);
    expect(
      needsRehash(
        '$argon2id$v=19$m=4096,t=3,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      ),
    ).toBe(true);
  });

  it('salts: the same password gives different hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('Secret123'), hashPassword('Secret123')]);
    expect(a).not.toBe(b);
  });

  it('refuses malformed or absurd stored hashes without throwing', async () => {
    for (const bad of [
      '',
      'plain',
      'bcrypt$1$2$3$4$5',
      'scrypt$3$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAA==',
      `scrypt$${2 ** 30}$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAA==`,
      'scrypt$1024$8$1$$',
      '$argon2id$v=19$m=19456,t=2,p=1$bad',
      '$argon2id$garbage',
    ]) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });

  it('reads the cost from the stored hash', async () => {
    // A hash written with a lower cost still verifies (parameters are part of the string).
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.alloc(16, 7);
    const key = scryptSync('Old1234', salt, 32, { N: 1024, r: 8, p: 1 });
    const stored = `scrypt$1024$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('Old1234', stored)).toBe(true);
    expect(await verifyPassword('Old12345', stored)).toBe(false);
  });

  it('the dummy check is always false', async () => {
    expect(await verifyAgainstDummy('dummy-password-for-timing')).toBe(false);
  });
});
