import { fieldErrors } from '@app/test-kits/schema-test-utils';
import { describe, expect, it } from 'vitest';
import { fresherLookingForSchema, toggleProcess } from './fresher-looking-for-schema';

describe('fresher looking for (§5 Fresher looking for)', () => {
  it("'Please select a process type.' without a process", () => {
    expect(fieldErrors(fresherLookingForSchema, { process: '' }).process).toBe(
      'Please select a process type.',
    );
  });
  it('accepts voice and nonvoice', () => {
    expect(fieldErrors(fresherLookingForSchema, { process: 'voice' })).toEqual({});
    expect(fieldErrors(fresherLookingForSchema, { process: 'nonvoice' })).toEqual({});
  });
  it('clicking the selected process deselects it; the other one replaces it', () => {
    expect(toggleProcess('', 'voice')).toBe('voice');
    expect(toggleProcess('voice', 'voice')).toBe('');
    expect(toggleProcess('voice', 'nonvoice')).toBe('nonvoice');
  });
});
