import { ApiError, NetworkError } from '@app/api/client';

/** A step sent with no network: it is not queued (onboarding saves need an answer to go on). */
export const STEP_NEEDS_NETWORK =
  'You are offline. This step needs the network to save: what you entered is kept here, so press Next again when you are back online.';

/**
 * What a failed step save shows: the plain offline sentence when no answer came, else the server's
 * message, else the screen's fallback from the spec's error catalogue (§8).
 */
export function stepFailureText(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return STEP_NEEDS_NETWORK;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}
