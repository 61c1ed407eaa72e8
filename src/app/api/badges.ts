import { candidateBadges } from '@contract/notifications';
import { useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS } from './query-keys';
import { type ResultOf, readQueryOptions } from './read-query';

export type Badges = ResultOf<typeof candidateBadges>;

export const badgesQueryKey = () => [QUERY_ROOTS.badges] as const;

/**
 * GET /candidates/badges: the header's two counts in one read (the Chat control's `chat_unread`,
 * the notifications bell's `notifications_unread`), persisted so the header shows them offline.
 */
export const badgesQueryOptions = () => readQueryOptions(candidateBadges, badgesQueryKey());

/**
 * The signed-in candidate's header counts: the badges query, kept live by the layout's event
 * stream (api/live-updates.ts).
 */
export function useHeaderBadges(): Badges | undefined {
  return useQuery(badgesQueryOptions()).data;
}
