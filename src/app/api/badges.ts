import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { candidateBadges } from '../../contract/notifications';
import { type StreamEvent, useEventStream } from './event-stream';
import { QUERY_ROOTS } from './query-keys';
import { type ResultOf, readQueryOptions } from './read-query';

export type Badges = ResultOf<typeof candidateBadges>;

export const badgesQueryKey = () => [QUERY_ROOTS.badges] as const;

/**
 * GET /candidates/badges: the header's two counts in one read (the Chat control's `chat_unread`,
 * the notifications bell's `notifications_unread`), persisted so the header shows them offline.
 */
export const badgesQueryOptions = () => readQueryOptions(candidateBadges, badgesQueryKey());

/** The chat's events change the conversations and the counts; a notification changes the counts. */
export function keysToRefresh(event: StreamEvent): ReadonlyArray<readonly string[]> {
  if (event.type === 'message' || event.type === 'read') return [[QUERY_ROOTS.chat], badgesQueryKey()];
  if (event.type === 'notification') return [badgesQueryKey()];
  return [];
}

/**
 * The signed-in candidate's header counts, kept live: the badges query, and the tab's event
 * stream (opened while the header is shown) refreshing the counts and the chat on each event.
 */
export function useHeaderBadges(): Badges | undefined {
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    (event: StreamEvent) => {
      for (const queryKey of keysToRefresh(event)) void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient],
  );
  useEventStream(onEvent);
  return useQuery(badgesQueryOptions()).data;
}
