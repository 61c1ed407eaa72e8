/** The chat's reply boxes (both roles). */

/**
 * The box once a text was sent: empty, or what was written after it while it was being sent
 * (nothing typed is lost).
 */
export function afterSent(current: string, sent: string): string {
  if (current === sent) return '';
  return current.startsWith(sent) ? current.slice(sent.length).trimStart() : current;
}
