/**
 * An interview's calendar invite (issue 36 §3), RFC 5545: one VCALENDAR with a VTIMEZONE for
 * Asia/Kolkata (+05:30 all year, no daylight saving) and one VEVENT whose DTSTART and DTEND are
 * India's wall-clock times with TZID=Asia/Kolkata. METHOD:REQUEST for the invite and each update
 * (the same UID, a higher SEQUENCE), METHOD:CANCEL for a cancellation. Lines end in CRLF, are
 * folded at 75 octets (never inside a UTF-8 character) and text values are escaped.
 */

export const ICS_TIME_ZONE = 'Asia/Kolkata';
/** India's offset from UTC, in minutes (no daylight saving since 1945). */
const IST_OFFSET_MINUTES = 330;
const MAX_LINE_OCTETS = 75;

export type IcsMethod = 'REQUEST' | 'CANCEL';

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  method: IcsMethod;
  uid: string;
  sequence: number;
  /** when this version of the invite was made */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  /** a video call's link, or a map's */
  url?: string;
  organizer: IcsPerson;
  attendee: IcsPerson;
}

/** A TEXT value escaped (RFC 5545 3.3.11): backslash, semicolon, comma, newlines. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN=...): quoted, its double quotes and control characters dropped. */
function paramValue(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return `"${text.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

/**
 * A content line folded (RFC 5545 3.1): at most 75 octets a line, each next line starting with
 * one space; a UTF-8 character is never cut.
 */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // continuation lines begin with a space, which counts
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const two = (n: number) => String(n).padStart(2, '0');

/** The instant as India's local date-time, `YYYYMMDDTHHMMSS` (a DTSTART;TZID=Asia/Kolkata value). */
export function indiaLocalTime(instant: Date): string {
  const local = new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000);
  return (
    `${local.getUTCFullYear()}${two(local.getUTCMonth() + 1)}${two(local.getUTCDate())}` +
    `T${two(local.getUTCHours())}${two(local.getUTCMinutes())}${two(local.getUTCSeconds())}`
  );
}

/** The instant in UTC, `YYYYMMDDTHHMMSSZ` (DTSTAMP). */
function utcTime(instant: Date): string {
  return `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICS_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The .ics text of the event (CRLF line endings, folded). */
export function buildIcs(event: IcsEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//RCM Careers//Interviews//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcTime(event.stamp)}`,
    `DTSTART;TZID=${ICS_TIME_ZONE}:${indiaLocalTime(event.start)}`,
    `DTEND;TZID=${ICS_TIME_ZONE}:${indiaLocalTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${event.attendee.email}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** The Content-Type of the invite's attachment. */
export const icsContentType = (method: IcsMethod): string => `text/calendar; charset=utf-8; method=${method}`;
