import {
  type City,
  cityState,
  type NamedItem,
  type OnboardingLists,
  onboardingLists,
  type SubCategory,
} from '@contract/lists';
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { cities, referenceItems } from '../db/schema';
import type { AppDeps } from '../deps';
import { requireCandidate, type SessionEnv } from '../middleware/require-session';
import { route } from '../route';

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

  route(routes, cityState, async () => {
    const rows = await deps.db
      .select({ id: cities.id, name: cities.name, state: cities.state })
      .from(cities)
      .orderBy(asc(cities.name), asc(cities.state));
    const result: City[] = rows;
    return { success: true, message: 'Cities fetched successfully', result };
  });

  route(routes, onboardingLists, requireCandidate(deps), async () => {
    const result = await loadOnboardingLists(deps);
    return { success: true, message: 'Lists fetched successfully', result };
  });

  return routes;
}
