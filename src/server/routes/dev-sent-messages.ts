import { devSentMessages } from '@contract/dev';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { route } from '../route';
import { listMessages } from '../services/delivery/queue';

/**
 * GET /dev/sent-messages?to=CONTACT: the messages sent to a contact, newest first, with their codes,
 * so people and end-to-end tests can read one-time codes. Mounted by app.ts only outside
 * production; in production this router refuses to exist even if mounted by mistake.
 */
export function devSentMessagesRoutes(deps: AppDeps): Hono {
  const router = new Hono();
  if (deps.config.isProduction) return router;

  route(router, devSentMessages, async (_c, query) => {
    const messages = await listMessages(deps, query.to);
    return { messages };
  });

  return router;
}
