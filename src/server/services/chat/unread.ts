import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { DbOrTx } from '../file-store';

/**
 * The candidate's unread chat messages (the header's Chat count): the recruiters' messages of the
 * candidate's conversations after what the candidate has read, companies the candidate muted not
 * counted.
 */
export async function chatUnreadTotal(db: DbOrTx, candidateId: number): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as unread
    from conversations c
    left join conversation_reads r on r.conversation_id = c.id and r.user_id = ${candidateId}
    left join company_chat_settings s on s.candidate_id = c.candidate_id and s.company_id = c.company_id
    join messages m on m.conversation_id = c.id
    where c.candidate_id = ${candidateId}
      and coalesce(s.muted, false) = false
      and m.sender_role = 'recruiter'
      and m.id > coalesce(r.last_read_message_id, 0)`);
  const [row] = rowsOf<{ unread: number | string }>(result);
  return Number(row?.unread ?? 0);
}
