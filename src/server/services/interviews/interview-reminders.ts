import { interviewTimeText } from '@contract/interviews';
import { interviewReminders, interviews } from '@server/db/schema';
import type { AppDeps } from '@server/deps';
import { and, eq, gt, inArray, lte, notExists } from 'drizzle-orm';
import { notify } from '../delivery/notify';
import { INTERVIEWS_LINK } from './interview-mail';
import { type InterviewRow, interviewRows } from './interview-rows';

/**
 * The interviews' reminders (issue 36 §3): the day before and two hours before an interview with
 * a time (proposed at one time, or accepted), to the candidate by push, SMS and e-mail as notify's
 * rules allow. Every server process runs the loop (`startInterviewReminders`); a reminder is sent
 * once: its row in interview_reminders (interview, kind, start time) is the claim, inserted in the
 * transaction that queues the messages, so of two processes only the one whose insert went in
 * queues them (the other's insert waits on the unique key, then finds it taken). A rescheduled
 * interview has a new start time, so it is reminded again. Every time is the deps clock.
 */

const HOUR_MS = 60 * 60_000;

/** Each reminder: sent once the interview is at most `leadMs` away (and more than the next one's). */
export const REMINDERS = [
  { kind: 'day_before', leadMs: 24 * HOUR_MS, afterMs: 2 * HOUR_MS },
  { kind: 'two_hours', leadMs: 2 * HOUR_MS, afterMs: 0 },
] as const;

function reminderText(row: InterviewRow, start: Date): string {
  return `Reminder: your interview with ${row.companyName} for ${row.jobTitle} is on ${interviewTimeText(start.toISOString())}`;
}

/** The most characters a variable of a DLT content template may hold. */
export const DLT_VARIABLE_MAX = 30;

/** A value cut to fit a DLT variable, an ellipsis marking the cut. */
export function dltVariable(value: string): string {
  const chars = [...value.trim()];
  return chars.length <= DLT_VARIABLE_MAX
    ? chars.join('')
    : `${chars.slice(0, DLT_VARIABLE_MAX - 1).join('')}…`;
}

/**
 * The reminder's SMS template variables (README, SMS: 'Reminder: your interview with ##company##
 * for ##job## is on ##time##. See RCM Careers for details.'), each within DLT's 30 characters.
 */
export function reminderSmsVariables(row: InterviewRow, start: Date): Record<string, string> {
  return {
    company: dltVariable(row.companyName),
    job: dltVariable(row.jobTitle),
    time: dltVariable(interviewTimeText(start.toISOString())),
  };
}

/** Queues the reminders due now, each once; answers how many were claimed by this call. */
export async function sendDueReminders(deps: AppDeps): Promise<number> {
  const now = deps.now();
  let sent = 0;
  for (const reminder of REMINDERS) {
    const due = await interviewRows(
      deps.db,
      and(
        inArray(interviews.state, ['proposed', 'accepted']),
        gt(interviews.chosenStart, new Date(now.getTime() + reminder.afterMs)),
        lte(interviews.chosenStart, new Date(now.getTime() + reminder.leadMs)),
        notExists(
          deps.db
            .select({ id: interviewReminders.interviewId })
            .from(interviewReminders)
            .where(
              and(
                eq(interviewReminders.interviewId, interviews.id),
                eq(interviewReminders.kind, reminder.kind),
                eq(interviewReminders.startAt, interviews.chosenStart),
              ),
            ),
        ),
      ),
    );
    for (const row of due) {
      const start = row.chosenStart;
      if (!start) continue;
      const claimed = await deps.db.transaction(async (tx) => {
        const [claim] = await tx
          .insert(interviewReminders)
          .values({ interviewId: row.id, kind: reminder.kind, startAt: start, sentAt: now })
          .onConflictDoNothing()
          .returning({ id: interviewReminders.interviewId });
        if (!claim) return false;
        await notify(tx, {
          type: 'interview_reminder',
          candidateId: row.candidateId,
          companyId: row.companyId,
          interviewId: row.id,
          text: reminderText(row, start),
          smsVariables: reminderSmsVariables(row, start),
          link: INTERVIEWS_LINK,
          publicUrl: deps.config.publicUrl,
          now,
        });
        return true;
      });
      if (claimed) sent += 1;
    }
  }
  return sent;
}

/** Runs `sendDueReminders` every `everyMs` until the answered stop is called (every process runs one). */
export function startInterviewReminders(
  deps: AppDeps,
  everyMs = 60_000,
  run: (deps: AppDeps) => Promise<number> = sendDueReminders,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run(deps)
      .catch((error) => console.error('Sending the interview reminders failed:', error))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
