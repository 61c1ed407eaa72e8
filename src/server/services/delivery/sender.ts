import type { AppDeps } from '@server/deps';
import {
  attemptsOf,
  claimDueMail,
  type DeliveryChannel,
  type LeaseRules,
  markFailed,
  markSent,
  type QueuedMail,
} from './queue';

/**
 * The queue's sender (issue 25 §1): sends the queued messages of the delivery_queue table (the
 * durable queue: queue.ts enqueues, leases and marks them) through a transport (SMTP,
 * email/smtp.ts; SMS; push).
 *
 * Each round claims up to `batchSize` due e-mails in one short transaction (`FOR UPDATE SKIP
 * LOCKED`: several server processes on one PostgreSQL each take different rows), marking them
 * 'sending' with a lease (`next_attempt_at` = now + `leaseMs`) and counting the attempt; then it
 * sends them and marks each 'sent' the moment the transport accepted it (one message at a time, so a
 * kill mid-round loses no acceptance but the one being written), or, on a failure, 'queued' again
 * after an exponential backoff, or 'dead' with the reason after `maxAttempts` tries (at once when
 * the server refused the message for good, an SMTP 5xx). A process that stops mid-send leaves its
 * claims 'sending': once their lease ends another sender takes them again, so nothing is lost and
 * at most the messages in flight are sent twice. A message with an `expires_at` (a one-time code,
 * valid 2 minutes by default) has a lease far shorter than its life (`codeLeaseMs`), so a code in
 * flight when its sender died goes again within seconds of a sender running; past its
 * `expires_at` it is never sent late: 'dead' when no try reached the transport, 'unconfirmed' when
 * the last claim's outcome is unknown (it may have been accepted, so it is never called dead).
 * Every time is the deps clock.
 *
 * One sender sends one channel, its transport's: e-mails through SMTP (email/smtp.ts), SMS through
 * the gateway (sms/msg91.ts), Web Push (push/transport.ts); main.ts runs one of each that is
 * configured, with the same rules.
 */

/** Sends one message or throws; `permanent` on the error: never worth trying again. */
export interface MailTransport {
  /** the channel whose queued messages it sends ('email' when not given) */
  readonly channel?: DeliveryChannel;
  send(mail: QueuedMail): Promise<void>;
  /** Ends its connections (the sender stopped). */
  close(): void;
}

/** A failure the transport knows trying again cannot mend (the recipient refused for good). */
export class PermanentMailError extends Error {
  readonly permanent = true;
}

export interface SenderRules extends LeaseRules {
  /** the wait after the first failure, doubled after each next one... */
  backoffBaseMs: number;
  /** ...up to this */
  backoffMaxMs: number;
  /** the wait between rounds that found less than a batch */
  pollMs: number;
}

export const DEFAULT_SENDER_RULES: SenderRules = {
  batchSize: 10,
  maxAttempts: 8,
  leaseMs: 5 * 60_000,
  codeLeaseMs: 15_000,
  backoffBaseMs: 30_000,
  backoffMaxMs: 60 * 60_000,
  pollMs: 1000,
};

/** The wait before the next try after `attempts` tries failed: base, 2 x base, 4 x base... capped. */
export function backoffMs(
  attempts: number,
  rules: Pick<SenderRules, 'backoffBaseMs' | 'backoffMaxMs'>,
): number {
  const doubled = rules.backoffBaseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(doubled, rules.backoffMaxMs);
}

/** The reason a send failed, short enough to keep. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}

function isPermanent(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true;
}

export interface RoundResult {
  claimed: number;
  sent: number;
  /** failed and queued again */
  retried: number;
  /** failed for the last time (dead) */
  dead: number;
}

/** One round: claims the due e-mails, sends them (at once) and records each outcome. */
export async function deliverDueMail(
  deps: AppDeps,
  transport: MailTransport,
  rules: SenderRules = DEFAULT_SENDER_RULES,
): Promise<RoundResult> {
  const claimed = await claimDueMail(deps, rules, transport.channel ?? 'email');
  const result: RoundResult = { claimed: claimed.length, sent: 0, retried: 0, dead: 0 };
  await Promise.all(
    claimed.map(async (mail) => {
      try {
        await transport.send(mail);
      } catch (error) {
        const attempts = await attemptsOf(deps.db, mail.id);
        const dead = isPermanent(error) || attempts >= rules.maxAttempts;
        if (dead) result.dead += 1;
        else result.retried += 1;
        const retryAt = new Date(deps.now().getTime() + backoffMs(attempts, rules));
        await markFailed(deps.db, mail.id, { reason: reasonOf(error), retryAt: dead ? null : retryAt });
        return;
      }
      // recorded at once: a kill later in the round must not leave an accepted message 'sending'
      result.sent += 1;
      await markSent(deps.db, mail.id, deps.now());
    }),
  );
  return result;
}

export interface MailSender {
  /** Starts a round now instead of after the poll wait (a message was just queued). */
  wake(): void;
  /** Finishes the round in flight (its e-mails are marked), then ends the transport. */
  stop(): Promise<void>;
}

/**
 * Runs rounds until stopped: at once again after a full batch, else after `pollMs` (or `wake`).
 * A round that fails (the database unreachable) is logged and tried again after `pollMs`.
 */
export function startMailSender(
  deps: AppDeps,
  transport: MailTransport,
  rules: SenderRules = DEFAULT_SENDER_RULES,
  log: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
): MailSender {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | undefined;
  const pause = () =>
    new Promise<void>((resolve) => {
      wakeUp = resolve;
      timer = setTimeout(resolve, rules.pollMs);
    }).finally(() => {
      clearTimeout(timer);
      wakeUp = undefined;
    });

  const loop = (async () => {
    while (!stopping) {
      let full = false;
      try {
        const round = await deliverDueMail(deps, transport, rules);
        full = round.claimed === rules.batchSize;
      } catch (error) {
        log(`Sending the ${transport.channel ?? 'email'} queue failed:`, error);
      }
      if (!full && !stopping) await pause();
    }
  })();

  return {
    wake: () => wakeUp?.(),
    stop: async () => {
      stopping = true;
      wakeUp?.();
      await loop;
      transport.close();
    },
  };
}
