import { dayLabel } from '@app/ui/application-timeline';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A message's time on this device: '10:05' today, '20 Nov 2026, 10:05' on another day; '' for an
 * invalid date.
 */
export function messageTimeLabel(at: string, now: Date = new Date()): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const sameDay =
    date.getFullYear() === now.getFullYear() &&
    date.getMonth() === now.getMonth() &&
    date.getDate() === now.getDate();
  return sameDay ? time : `${dayLabel(at)}, ${time}`;
}
