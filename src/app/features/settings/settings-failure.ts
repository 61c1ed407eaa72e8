import { ApiError, NetworkError } from '@app/api/client';

/**
 * Ours (§8 names none): these writes are not queued, so with no network each says so plainly and
 * keeps what was typed or chosen.
 */
export const CHANGE_PASSWORD_NEEDS_NETWORK =
  'You are offline. Changing your password needs the network: what you typed is kept here, so press Update Password again when you are back online.';
export const DEACTIVATE_NEEDS_NETWORK =
  'You are offline. Deactivating your account needs the network: what you chose is kept here, so press Deactivate Account again when you are back online.';
export const DELETE_NEEDS_NETWORK =
  'You are offline. Deleting your account needs the network. Please try again when you are back online.';
export const EXPORT_NEEDS_NETWORK =
  'You are offline. Downloading your data needs the network. Please try again when you are back online.';

/** §8 fallbacks. */
export const CHANGE_PASSWORD_FAILED = 'Failed to reset password. Please try again.';
export const DEACTIVATE_FAILED = 'Failed to deactivate account. Please try again.';
export const DELETE_FAILED = 'Failed to delete account. Please try again.';
/** Ours. */
export const EXPORT_FAILED = 'Your data could not be downloaded. Please try again.';

/**
 * What a failed settings call shows (§8): offline, the plain sentence of `offline`; else the
 * answer's extendedMessage, else its message, else the spec's `fallback`.
 */
export function settingsFailureText(error: unknown, offline: string, fallback: string): string {
  if (error instanceof NetworkError) return offline;
  if (error instanceof ApiError && error.code !== 'invalid_answer')
    return error.extendedMessage ?? error.serverMessage ?? fallback;
  return fallback;
}

/**
 * These writes are sent at once, online or not: TanStack Query's default ('online') would hold a
 * mutation made offline and send it when the network returns, a queue the candidate never asked
 * for. Sent offline, the request fails and the screen says it needs the network.
 */
export const NOT_QUEUED = 'always' as const;
