import { MESSAGES_PER_HOUR, MESSAGES_PER_MINUTE, messagesTooFast } from '@contract/chat';
import type { AppDeps } from '@server/deps';
import { HOUR_MS, RATE_KINDS, type RateLimit, reserveAttempt } from '../rate-limit';

/**
 * The per-sender limit of chat messages (issue 35, H3): a candidate's replies and a recruiter's
 * messages each count against their sender, MESSAGES_PER_MINUTE a minute and MESSAGES_PER_HOUR an
 * hour (sliding windows shared by every server process, services/rate-limit.ts); past either the
 * send answers 429 messages_too_fast saying how long to wait, and nothing is written. A send
 * counts when it is tried (before its checks), so a flood of refused sends is limited too.
 */
export async function limitChatSend(deps: AppDeps, senderId: number): Promise<void> {
  const limit = (window: string, windowMs: number, max: number): RateLimit => ({
    kind: RATE_KINDS.chatMessage,
    key: `user:${senderId}/${window}`,
    windowMs,
    max,
    message: messagesTooFast,
    code: 'messages_too_fast',
  });
  await reserveAttempt(deps, [
    limit('minute', 60_000, MESSAGES_PER_MINUTE),
    limit('hour', HOUR_MS, MESSAGES_PER_HOUR),
  ]);
}
