import { useEffect, useState } from 'react';

/** The next midnight on this device after `now`. */
export function nextMidnight(now: number): number {
  const day = new Date(now);
  day.setHours(24, 0, 0, 0);
  return day.getTime();
}

/**
 * The time a screen's dates are told against ('10:05' today, a date otherwise), renewed at each
 * midnight on this device: a conversation left open overnight then shows yesterday's messages with
 * their date.
 */
export function useToday(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), nextMidnight(now) - Date.now() + 1000);
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}
