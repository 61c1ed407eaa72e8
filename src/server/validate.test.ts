import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginPayloadSchema } from '../contract';
import { HttpError, validate } from './validate';

async function messageOf(schema: v.GenericSchema, data: unknown): Promise<string> {
  try {
    await validate(schema, data);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return (error as HttpError).message;
  }
  throw new Error('expected a validation error');
}

describe('validate', () => {
  it('names a missing field as required', async () => {
    expect(await messageOf(loginPayloadSchema, { password: 'secret1' })).toBe('email is required');
  });

  it("uses the contract's own message for a present but bad value", async () => {
    expect(await messageOf(loginPayloadSchema, { email: 'nope', password: 'secret1' })).toBe(
      'Please enter a valid email address',
    );
  });

  it('never sends the received value back', async () => {
    const message = await messageOf(v.object({ n: v.number() }), { n: 'MARKER-123' });
    expect(message).toBe('n is invalid');
    expect(message).not.toContain('MARKER');
  });

  it('returns the parsed output when valid', async () => {
    await expect(
      validate(loginPayloadSchema, { email: ' A@b.co ', password: 'secret1' }),
    ).resolves.toMatchObject({
      email: 'A@b.co',
      role_id: 3,
    });
  });
});
