import { describe, expect, it } from 'vitest';
import { pendingContact } from './contact-verification';

const saved = { email: 'Priya@Example.com', phone: '9876543210' };

describe('pendingContact: which changed contact still needs its code', () => {
  it('nothing changed (the e-mail compared without case): none', () => {
    expect(pendingContact(saved, { email: ' priya@example.com ', phone: '9876543210' }, {})).toBeNull();
  });
  it('a new e-mail first, then a new phone', () => {
    const typed = { email: 'new@example.com', phone: '9876500000' };
    expect(pendingContact(saved, typed, {})).toEqual({ kind: 'email', value: 'new@example.com' });
    expect(pendingContact(saved, typed, { email: { value: 'new@example.com' } })).toEqual({
      kind: 'phone',
      value: '9876500000',
    });
    expect(
      pendingContact(saved, typed, { email: { value: 'new@example.com' }, phone: { value: '9876500000' } }),
    ).toBeNull();
  });
  it('a code proven for another value does not count', () => {
    expect(
      pendingContact(
        saved,
        { email: 'other@example.com', phone: saved.phone },
        { email: { value: 'new@example.com' } },
      ),
    ).toEqual({ kind: 'email', value: 'other@example.com' });
  });
});
