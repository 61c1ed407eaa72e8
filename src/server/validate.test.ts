import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginPayloadSchema } from '../contract';
import { HttpError, jsonTooDeep, validate } from './validate';

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

  it('refuses control characters in any string but tab, line feed and carriage return', async () => {
    const schema = v.object({ note: v.string(), list: v.optional(v.array(v.string())) });
    for (const ch of ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u000E', '\u001F', '\u007F']) {
      expect(await messageOf(schema, { note: `a${ch}b` })).toBe(
        'note: Text must not contain control characters',
      );
    }
    expect(await messageOf(schema, { note: 'ok', list: ['fine', 'x\u0000'] })).toBe(
      'list.1: Text must not contain control characters',
    );
    expect(await messageOf(schema, { note: 'ok', 'k\u0000': 1 })).toBe(
      'Text must not contain control characters',
    );
    await expect(validate(schema, { note: 'line one\n\tline two\r\n' })).resolves.toEqual({
      note: 'line one\n\tline two\r\n',
    });
  });

  it('refuses values nested deeper than 32 levels', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 33; i++) deep = [deep];
    expect(await messageOf(v.unknown(), deep)).toBe('JSON is nested too deeply (at most 32 levels)');
    let ok: unknown = 'x';
    for (let i = 0; i < 32; i++) ok = [ok];
    await expect(validate(v.unknown(), ok)).resolves.toEqual(ok);
  });

  it('measures the depth of JSON text outside strings', () => {
    expect(jsonTooDeep('[[1]]', 2)).toBe(false);
    expect(jsonTooDeep('[[[1]]]', 2)).toBe(true);
    expect(jsonTooDeep('["[[[[", {"a":"\\"[["}]', 2)).toBe(false);
  });
});
