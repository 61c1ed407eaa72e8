import { asc, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { API_PATHS } from '../../contract/api-paths';
import { queueProbe } from '../db/schema';
import type { AppDeps } from '../deps';
import { readJson } from '../validate';

const probePayloadSchema = v.custom<Record<string, unknown>>(
  (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
  'The payload must be a JSON object',
);

/**
 * The test route of the write queue (never in production): POST stores its JSON object and
 * answers `{success, result:{id, count}}` (idempotent through the Idempotency-Key middleware);
 * GET answers `{success, result:{count, items}}` so tests can see each write arrived once.
 */
export function devQueueProbeRoutes(deps: AppDeps): Hono {
  const routes = new Hono();

  routes.post(API_PATHS.devQueueProbe, async (c) => {
    const payload = await readJson(c, probePayloadSchema);
    const [row] = await deps.db
      .insert(queueProbe)
      .values({ payload, createdAt: deps.now() })
      .returning({ id: queueProbe.id });
    const [{ count }] = await deps.db.select({ count: sql<number>`count(*)::int` }).from(queueProbe);
    return c.json({ success: true, message: 'Received', result: { id: row.id, count } });
  });

  routes.get(API_PATHS.devQueueProbe, async (c) => {
    const rows = await deps.db.select().from(queueProbe).orderBy(asc(queueProbe.id));
    const items = rows.map((row) => ({
      id: row.id,
      payload: row.payload,
      created_at: row.createdAt.toISOString(),
    }));
    return c.json({ success: true, result: { count: items.length, items } });
  });

  return routes;
}
