import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, type IcsEvent, indiaLocalTime } from './ics';

const EVENT: IcsEvent = {
  method: 'REQUEST',
  uid: 'interview-7f3c@rcm-careers',
  sequence: 0,
  stamp: new Date('2026-11-29T08:00:00Z'),
  // 10:30 in India
  start: new Date('2026-12-02T05:00:00Z'),
  end: new Date('2026-12-02T05:30:00Z'),
  summary: 'Interview: Medical Coder, Acme RCM',
  location: 'Tower B, 4th floor; Sector 62, Noida',
  description: 'Ask for Anita.\nBring your CPC certificate.',
  organizer: { name: 'Anita Rao', email: 'anita@acme.example' },
  attendee: { name: 'Priya "P" Sharma', email: 'priya@example.com' },
};

/** The content lines, unfolded (RFC 5545 3.1). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
const value = (ics: string, name: string) =>
  unfolded(ics)
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');

describe('an interview invite as .ics', () => {
  it('is a VCALENDAR with METHOD:REQUEST, CRLF line endings and the UID and SEQUENCE', () => {
    const ics = buildIcs(EVENT);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(value(ics, 'METHOD')).toBe('REQUEST');
    expect(value(ics, 'UID')).toBe('interview-7f3c@rcm-careers');
    expect(value(ics, 'SEQUENCE')).toBe('0');
    expect(value(ics, 'STATUS')).toBe('CONFIRMED');
    expect(value(ics, 'DTSTAMP')).toBe('20261129T080000Z');
  });

  it('says the times in Asia/Kolkata with its VTIMEZONE (+0530, no daylight saving)', () => {
    const ics = buildIcs(EVENT);
    const lines = unfolded(ics);
    expect(lines).toContain('DTSTART;TZID=Asia/Kolkata:20261202T103000');
    expect(lines).toContain('DTEND;TZID=Asia/Kolkata:20261202T110000');
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(zone).toContain('TZID:Asia/Kolkata');
    expect(zone).toContain('TZOFFSETFROM:+0530');
    expect(zone).toContain('TZOFFSETTO:+0530');
    expect(zone.join('\n')).not.toContain('DAYLIGHT');
    // the VTIMEZONE comes before the event that names it
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it('crosses midnight in India correctly', () => {
    expect(indiaLocalTime(new Date('2026-12-31T19:00:00Z'))).toBe('20270101T003000');
  });

  it('escapes text values and quotes the names', () => {
    expect(escapeIcsText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
    const ics = buildIcs(EVENT);
    expect(value(ics, 'LOCATION')).toBe('Tower B\\, 4th floor\\; Sector 62\\, Noida');
    expect(value(ics, 'DESCRIPTION')).toBe('Ask for Anita.\\nBring your CPC certificate.');
    expect(unfolded(ics).find((line) => line.startsWith('ATTENDEE'))).toContain('CN="Priya P Sharma"');
  });

  it('folds every line at 75 octets without cutting a character', () => {
    const long = `${'नमस्ते '.repeat(20)}${'x'.repeat(100)}`;
    const folded = foldIcsLine(`DESCRIPTION:${long}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${long}`);
    expect(folded).not.toContain('\uFFFD');
    const ics = buildIcs({ ...EVENT, description: long });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('an update keeps the UID with a higher SEQUENCE; a cancellation is METHOD:CANCEL', () => {
    const update = buildIcs({ ...EVENT, sequence: 1, start: new Date('2026-12-03T05:00:00Z') });
    expect(value(update, 'UID')).toBe(EVENT.uid);
    expect(value(update, 'SEQUENCE')).toBe('1');
    expect(value(update, 'METHOD')).toBe('REQUEST');
    const cancel = buildIcs({ ...EVENT, method: 'CANCEL', sequence: 2 });
    expect(value(cancel, 'METHOD')).toBe('CANCEL');
    expect(value(cancel, 'UID')).toBe(EVENT.uid);
    expect(value(cancel, 'SEQUENCE')).toBe('2');
    expect(value(cancel, 'STATUS')).toBe('CANCELLED');
  });
});
