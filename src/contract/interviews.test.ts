import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_REQUIRED,
  interviewDetailsSchema,
  LINK_INVALID,
  SLOT_INVALID,
  SLOT_TWICE,
  VIDEO_LINK_REQUIRED,
} from './interviews';

const messages = (input: unknown) => {
  const result = v.safeParse(interviewDetailsSchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('an interview’s details', () => {
  it('take instants with an offset, normalised to UTC', () => {
    const result = v.parse(interviewDetailsSchema, { mode: 'phone', slots: ['2026-12-02T10:30:00+05:30'] });
    expect(result.slots).toEqual(['2026-12-02T05:00:00.000Z']);
    expect(result.duration_minutes).toBe(30);
  });

  it('refuse a time without an offset or not a time, twice the same, and the mode’s missing place', () => {
    expect(messages({ mode: 'phone', slots: ['2026-12-02T10:30'] })).toEqual([SLOT_INVALID]);
    expect(messages({ mode: 'phone', slots: ['tomorrow'] })).toEqual([SLOT_INVALID]);
    expect(messages({ mode: 'phone', slots: ['2026-12-02T05:00:00Z', '2026-12-02T10:30:00+05:30'] })).toEqual(
      [SLOT_TWICE],
    );
    expect(messages({ mode: 'in_person', slots: ['2026-12-02T05:00:00Z'] })).toEqual([ADDRESS_REQUIRED]);
    expect(messages({ mode: 'video', slots: ['2026-12-02T05:00:00Z'] })).toEqual([VIDEO_LINK_REQUIRED]);
    expect(
      messages({ mode: 'video', video_link: 'http://meet.example.com/x', slots: ['2026-12-02T05:00:00Z'] }),
    ).toEqual([LINK_INVALID]);
  });
});
