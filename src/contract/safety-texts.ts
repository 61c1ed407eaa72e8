/**
 * The trust-and-safety texts both sides show (issue 37 §2). Their own module, not texts.ts: that
 * one is in the first visit's chunk, and a text of it that a lazily loaded screen imports is
 * exported from that chunk, so every first visit would carry these few hundred bytes.
 */
/**
 * Issue 37 §2, "We never charge candidates": the promise on the job detail, the public job page,
 * the apply step, every conversation's header and the first-run screen (onboarding's end).
 */
export { NEVER_CHARGE_SHORT, NEVER_CHARGE_TITLE } from './never-charge';
/** The national cyber crime helpline and its site (issue 37 §2). */
export const CYBER_HELPLINE = '1930';
export const CYBERCRIME_URL = 'https://cybercrime.gov.in';
/** Sanchar Saathi's Chakshu: where suspected fraud calls and messages are reported. */
export const CHAKSHU_URL = 'https://sancharsaathi.gov.in';
/** The promise's "what to do", one line each. */
export const NEVER_CHARGE_STEPS = [
  'Do not pay anyone who asks for money for a job, an interview or a joining letter.',
  'Report the job, the message or the company in the app.',
  `If you have lost money, call ${CYBER_HELPLINE}, the national cyber crime helpline, or report it at cybercrime.gov.in.`,
] as const;
