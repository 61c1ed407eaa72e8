import { describe, expect, it } from 'vitest';
import { LOGIN_PASSWORD_MIN } from './limits';
import { PASSWORD_TOO_SHORT } from './texts';

describe('texts', () => {
  it('the password minimum message names the login minimum', () => {
    expect(PASSWORD_TOO_SHORT).toBe(`Password must be at least ${LOGIN_PASSWORD_MIN} characters long`);
  });
});
