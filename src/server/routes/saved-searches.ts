import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  openSavedSearch,
  renameSavedSearch,
  SEARCH_ALREADY_SAVED,
} from '@contract/saved-searches';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { requireCandidate, type SessionEnv } from '../middleware/require-session';
import { route } from '../route';
import * as saved from '../services/saved-searches';

/**
 * The saved-search calls (issue 19 §2, ours): list, create, rename, delete and open, each on the
 * caller's own rows only (services/saved-searches.ts).
 */
export function savedSearchRoutes(deps: AppDeps): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const guard = requireCandidate(deps);

  route(routes, listSavedSearches, guard, async (c) => ({
    success: true,
    message: 'Saved searches fetched successfully',
    result: await saved.listSavedSearches(deps.db, c.get('user').id),
  }));

  route(routes, createSavedSearch, guard, async (c, input) => {
    const { saved: kept, alreadySaved } = await saved.createSavedSearch(deps, c.get('user').id, input);
    return {
      success: true,
      message: alreadySaved ? SEARCH_ALREADY_SAVED : 'Search saved successfully',
      result: kept,
      already_saved: alreadySaved,
    };
  });

  route(routes, renameSavedSearch, guard, async (c, input) => ({
    success: true,
    message: 'Saved search renamed successfully',
    result: await saved.renameSavedSearch(deps, c.get('user').id, input.id, input.name),
  }));

  route(routes, deleteSavedSearch, guard, async (c, input) => {
    await saved.deleteSavedSearch(deps, c.get('user').id, input.id);
    return { success: true, message: 'Saved search deleted successfully', result: { id: input.id } };
  });

  route(routes, openSavedSearch, guard, async (c, input) => {
    const opened = await saved.openSavedSearch(deps, c.get('user').id, input.id);
    return {
      success: true,
      message: 'Saved search opened successfully',
      result: opened.saved,
      new_since: opened.newSince,
    };
  });

  return routes;
}
