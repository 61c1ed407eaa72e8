import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { seedCatalogueIfEmpty } from '../db/seed-catalogue';
import { useOnboardingKit } from '../test-kits/onboarding-test-kit';
import { testBackends } from '../test-kits/test-backends';
import { CARD_IDS_PLANNED, cardsByIds, idsToPlanOnce } from './job-queries';

describe('idsToPlanOnce', () => {
  it('repeats a page’s ids up to CARD_IDS_PLANNED, in order, and keeps a longer list as it is', () => {
    expect(idsToPlanOnce([7, 3, 9])).toEqual([7, 3, 9, 7, 3, 9, 7, 3, 9, 7]);
    expect(idsToPlanOnce([5])).toEqual(Array(CARD_IDS_PLANNED).fill(5));
    const many = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(idsToPlanOnce(many)).toEqual(many);
  });
});

/**
 * Issue 22 §5: the cards query (every page of jobs) is planned once, not at every run: PostgreSQL
 * keeps its generic plan (pg_prepared_statements counts the plans of each prepared statement), and
 * the cards are those of the ids asked, each once, in their order.
 */
describe.each(testBackends())('the cards query ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
  });

  it('keeps its generic plan after its first runs, whatever the page’s length', async () => {
    const me = await kit.candidate();
    // one connection (a transaction): PostgreSQL's prepared statements are each connection's own
    await kit.deps.db.transaction(async (tx) => {
      for (const ids of [
        [3, 1, 2],
        [4],
        [5, 6, 7, 8, 9, 10],
        [2, 1],
        [11, 12, 13],
        [1, 2, 3, 4, 5, 6],
        [7],
        [8, 9],
      ]) {
        expect((await cardsByIds(tx, me.userId, ids)).map((card) => card.id)).toEqual(ids);
      }
      const plans = rowsOf<{ generic: number; custom: number }>(
        await tx.execute(sql`
          select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
          where statement like '%"job_details"."description"%' and statement like '%= any(%'
            and statement not like '%pg_prepared_statements%'`),
      );
      expect(plans).toHaveLength(1);
      expect(plans[0].generic).toBeGreaterThan(0);
    });
  });
});
