import { describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './focus-first-invalid';

describe('focusFirstInvalid', () => {
  it('focuses the first field marked invalid, in document order', async () => {
    document.body.innerHTML = `
      <input id="a" />
      <input id="b" aria-invalid="false" />
      <input id="c" aria-invalid="true" />
      <input id="d" aria-invalid="true" />`;
    const field = await focusFirstInvalid();
    expect(field?.id).toBe('c');
    expect(document.activeElement?.id).toBe('c');
  });

  it('does nothing when no field is in error', async () => {
    document.body.innerHTML = '<input id="a" />';
    (document.getElementById('a') as HTMLInputElement).focus();
    expect(await focusFirstInvalid()).toBeNull();
    expect(document.activeElement?.id).toBe('a');
  });

  it("finds Mantine's PasswordInput, which marks its input data-invalid only", async () => {
    document.body.innerHTML = `
      <div data-invalid="true"><input id="a" /></div>
      <input id="b" type="password" data-invalid="true" />
      <input id="c" aria-invalid="true" />`;
    expect((await focusFirstInvalid())?.id).toBe('b');
    expect(document.activeElement?.id).toBe('b');
  });
});
