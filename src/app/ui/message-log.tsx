import type { ReactNode } from 'react';

/**
 * A conversation's messages (both roles' chat): a polite live region (`role="log"`, named
 * 'Messages'), so a message that arrives while it is open is read out without moving the focus.
 * It is always drawn, empty conversation included: a region added with its first message would
 * not be announced.
 */
export function MessageLog({ children }: { children: ReactNode }) {
  return (
    <div role="log" aria-label="Messages" aria-live="polite" aria-relevant="additions">
      {children}
    </div>
  );
}
