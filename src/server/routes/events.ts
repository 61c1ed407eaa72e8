import { EVENTS_HEARTBEAT_MS, EVENTS_PATH } from '@contract/events';
import { RECRUITER_ROLE_ID } from '@contract/limits';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { type AppDeps, eventBusOf } from '../deps';
import { requireSession, type SessionEnv } from '../middleware/require-session';
import type { StreamEvent } from '../services/event-bus';
import { findSessionUser } from '../services/sessions';

export interface EventRoutesOptions {
  /** How often an idle stream sends a comment line (proxies close silent connections). */
  heartbeatMs?: number;
}

/**
 * GET /api/events (issue 24 §1): the signed-in caller's events as server-sent events, both roles.
 * `event: ready` once the process listens for the caller's events (the client refetches what it
 * shows then: there is no replay), then each event for the caller (`event: message | read |
 * notification`, `data:` its JSON), and `: heartbeat` when it has been quiet for `heartbeatMs`.
 * Never compressed (compress-answers.ts gzips JSON only) nor cached or buffered on the way. The
 * stream ends when the client goes, when its session ends (sign-out, password change or reset,
 * deactivation, deletion, a recruiter removed: within a second, in every process, H1), or when
 * the bus may have missed events (its connection to
 * PostgreSQL was lost, the server stops): the client reconnects and refetches.
 */
export function eventRoutes(deps: AppDeps, options: EventRoutesOptions = {}): Hono<SessionEnv> {
  const heartbeatMs = options.heartbeatMs ?? EVENTS_HEARTBEAT_MS;
  const routes = new Hono<SessionEnv>();

  routes.get(EVENTS_PATH, requireSession(deps), (c) => {
    const user = c.get('user');
    const token = c.get('token');
    const subscriber = {
      userId: user.id,
      companyId: user.roleId === RECRUITER_ROLE_ID ? user.companyId : null,
    };
    const bus = eventBusOf(deps);
    const response = streamSSE(c, async (stream) => {
      const queue: StreamEvent[] = [];
      let ended = false;
      let wake: (() => void) | null = null;
      const poke = () => {
        wake?.();
        wake = null;
      };
      const end = () => {
        ended = true;
        poke();
      };
      // H1: the stream lives only as long as its session; checked again when a session of the
      // caller ended somewhere (the bus's sessions_ended, from any process) and at each heartbeat
      const checkSession = () => {
        findSessionUser(deps, token).then(
          (live) => {
            if (!live) end();
          },
          () => end(),
        );
      };
      const unsubscribe = bus.subscribe(
        subscriber,
        (event) => {
          if (event.type === 'sessions_ended') return checkSession();
          queue.push(event);
          poke();
        },
        end,
      );
      stream.onAbort(end);
      try {
        await bus.listening();
        await stream.writeSSE({ event: 'ready', data: '{}' });
        while (!ended && !stream.aborted) {
          if (queue.length === 0) {
            let timer: NodeJS.Timeout | undefined;
            const quiet = await new Promise<boolean>((resolve) => {
              wake = () => resolve(false);
              timer = setTimeout(() => resolve(true), heartbeatMs);
            });
            clearTimeout(timer);
            wake = null;
            if (quiet && !ended) {
              checkSession();
              await stream.write(': heartbeat\n\n');
            }
            continue;
          }
          const event = queue.shift() as StreamEvent;
          await stream.writeSSE({ event: event.type, data: JSON.stringify(event.data) });
        }
      } catch (error) {
        console.error('An event stream ended:', (error as Error).message);
      } finally {
        unsubscribe();
      }
    });
    // streamSSE says no-cache; nothing on the way may keep, transform or hold back the events
    response.headers.set('Cache-Control', 'no-store, no-transform');
    response.headers.set('X-Accel-Buffering', 'no');
    return response;
  });

  return routes;
}
