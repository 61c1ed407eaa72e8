import { devQueueProbeRead, devQueueProbeWrite } from '@contract/dev';
import { asc, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { queueProbe } from '../db/schema';
import type { AppDeps } from '../deps';
import { route } from '../route';

/**
 * The test route of the write queue (never in production): POST stores its JSON object and
 * answers `{success, result:{id, count}}` (idempotent through the Idempotency-Key middleware);
 * GET answers `{success, result:{count, items}}` so tests can see each write arrived once.
 */
export function devQueueProbeRoutes(deps: AppDeps): Hono {
  const routes = new Hono();

  route(routes, devQueueProbeWrite, async (_c, payload) => {
    const [row] = await deps.db
      .insert(queueProbe)
      .values({ payload, createdAt: deps.now() })
      .returning({ id: queueProbe.id });
    const [{ count }] = await deps.db.select({ count: sql<number>`count(*)::int` }).from(queueProbe);
    return { success: true, message: 'Received', result: { id: row.id, count } };
  });

  route(routes, devQueueProbeRead, async () => {
    const rows = await deps.db.select().from(queueProbe).orderBy(asc(queueProbe.id));
    const items = rows.map((row) => ({
      id: row.id,
      payload: row.payload,
      created_at: row.createdAt.toISOString(),
    }));
    return { success: true, result: { count: items.length, items } };
  });

  return routes;
}
