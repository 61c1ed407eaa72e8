import { getToken } from '../session';

/**
 * A call of this tab that ends its own session on the server (deactivation, deletion), in flight
 * or answered: the server then refuses the token everywhere (the event stream's reconnection, a
 * query's refetch), and those 403s are this tab's doing, not the news of the 403 rule (client.ts);
 * the flow that asked says what happened and clears the session itself. Kept by the token it was
 * made with: a new session (another login) is news again. Not in session.ts: the first visit
 * loads that, and this only the signed-in client.
 */
let endingWith: string | null = null;

export function sessionEndingHere(): boolean {
  const token = getToken();
  return token !== null && token === endingWith;
}

/** Runs a call that ends this tab's own session (see sessionEndingHere); answers what it answers. */
export async function endingOwnSession<T>(work: () => Promise<T>): Promise<T> {
  const token = getToken();
  endingWith = token;
  try {
    return await work();
  } catch (error) {
    if (endingWith === token) endingWith = null;
    throw error;
  }
}
