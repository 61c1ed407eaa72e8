/**
 * "We never charge candidates" in a line (issue 37 §2): a module of its own, so the apply step's
 * resume dialog, which /dashboard and /jobpostings fetch when idle, carries these two texts and
 * not the rest of safety-texts.ts.
 */
export const NEVER_CHARGE_TITLE = 'We never charge candidates';
/** The promise in one line (a conversation's header, the apply step). */
export const NEVER_CHARGE_SHORT =
  'No fee is ever due to apply, to be interviewed or to join. Anyone asking you for money is a scammer.';
