import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { API_PATHS } from '../../contract/api-paths';
import type { City, NamedItem, OnboardingLists, SubCategory } from '../../contract/lists';
import { cities, referenceItems } from '../db/schema';
import type { AppDeps } from '../deps';
import { requireSession, type SessionEnv } from '../middleware/require-session';

const LIST_NAMES: (keyof OnboardingLists)[] = [
  'ehrSystems',
  'subCategories',
  'ehrSpecializations',
  'certifications',
  'companies',
  'educations',
  'institutes',
  'certificateInstitutes',
];

/** Reads every reference list, each in its seeded order. */
export async function loadOnboardingLists(deps: AppDeps): Promise<OnboardingLists> {
  const rows = await deps.db
    .select()
    .from(referenceItems)
    .orderBy(asc(referenceItems.list), asc(referenceItems.position), asc(referenceItems.id));
  const lists = Object.fromEntries(LIST_NAMES.map((name) => [name, [] as NamedItem[]])) as Record<
    keyof OnboardingLists,
    NamedItem[]
  >;
  for (const row of rows) {
    const list = lists[row.list as keyof OnboardingLists];
    if (!list) continue;
    if (row.list === 'subCategories') {
      const item: SubCategory = { id: row.id, name: row.name, category_id: row.categoryId ?? 0 };
      list.push(item);
    } else {
      list.push({ id: row.id, name: row.name });
    }
  }
  return lists as OnboardingLists;
}

/** GET /auth/city_state (no session) and GET /candidates/onboarding/lists (session). */
export function referenceListRoutes(deps: AppDeps): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();

  routes.get(API_PATHS.cityState, async (c) => {
    const rows = await deps.db
      .select({ id: cities.id, name: cities.name, state: cities.state })
      .from(cities)
      .orderBy(asc(cities.name), asc(cities.state));
    const result: City[] = rows;
    return c.json({ success: true, message: 'Cities fetched successfully', result });
  });

  routes.get(API_PATHS.onboardingLists, requireSession(deps), async (c) => {
    const result = await loadOnboardingLists(deps);
    return c.json({ success: true, message: 'Lists fetched successfully', result });
  });

  return routes;
}
