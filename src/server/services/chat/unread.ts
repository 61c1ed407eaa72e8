import { rowsOf } from '@server/db/client';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../file-store';

/**
 * The one rule of an unread message for a candidate: a recruiter's message of the candidate's
 * conversation after what the candidate has read there. `conversationId` narrows it to one
 * conversation; `countMuted: false` leaves out the companies the candidate muted (the header's
 * count), while reading a conversation looks at its messages whatever the mute.
 */
export async function unreadRecruiterMessages(
  db: DbOrTx,
  candidateId: number,
  options: { conversationId?: number; countMuted: boolean },
): Promise<number> {
  const oneConversation =
    options.conversationId === undefined ? sql`` : sql`and c.id = ${options.conversationId}`;
  const notMuted = options.countMuted ? sql`` : sql`and coalesce(s.muted, false) = false`;
  const result = await db.execute(sql`
    select count(*)::int as unread
    from conversations c
    left join conversation_reads r on r.conversation_id = c.id and r.user_id = ${candidateId}
    left join company_chat_settings s on s.candidate_id = c.candidate_id and s.company_id = c.company_id
    join messages m on m.conversation_id = c.id
    where c.candidate_id = ${candidateId}
      ${oneConversation}
      ${notMuted}
      and m.sender_role = 'recruiter'
      and m.id > coalesce(r.last_read_message_id, 0)`);
  const [row] = rowsOf<{ unread: number | string }>(result);
  return Number(row?.unread ?? 0);
}

/** The candidate's unread chat messages (the header's Chat count), muted companies not counted. */
export const chatUnreadTotal = (db: DbOrTx, candidateId: number): Promise<number> =>
  unreadRecruiterMessages(db, candidateId, { countMuted: false });
