import { Hono } from 'hono';
import { API_PATHS } from '../../contract/api-paths';
import type { AppDeps } from '../deps';
import { listMessages } from '../services/outbox';
import { HttpError } from '../validate';

const TO_MAX = 254;

/**
 * GET /dev/outbox?to=CONTACT: the messages sent to a contact, newest first, with their codes,
 * so people and end-to-end tests can read one-time codes. Mounted by app.ts only outside
 * production; in production this router refuses to exist even if mounted by mistake.
 */
export function devOutboxRoutes(deps: AppDeps): Hono {
  const router = new Hono();
  if (deps.config.isProduction) return router;

  router.get(API_PATHS.devOutbox, async (c) => {
    const to = c.req.query('to') ?? '';
    if (to.length > TO_MAX) throw new HttpError(400, 'to is too long');
    const messages = await listMessages(deps, to);
    return c.json({ messages });
  });

  return router;
}
