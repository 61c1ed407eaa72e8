import {
  PICTURE_MISSING,
  PICTURE_REMOVED,
  PICTURE_UPDATED,
  profileDetails,
  saveProfileDetails,
  updateProfilePicture,
} from '@contract/profile';
import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { type SessionEnv, signedInRouter } from '../middleware/require-session';
import { route } from '../route';
import {
  loadProfileDetails,
  PROFILE_FETCHED,
  replaceProfilePicture,
  saveCandidateProfile,
} from '../services/candidate-record';
import { HttpError } from '../validate';

/**
 * GET and POST /candidates/profile_details, POST /candidates/profile_picture (signed-in-area.md
 * §3, §5, §7); the photos' own addresses are candidate-files.ts'.
 */
export function profileRoutes(deps: AppDeps): Hono<SessionEnv> {
  const { routes, guard, store } = signedInRouter(deps);

  route(routes, profileDetails, guard, async (c) => {
    const result = await loadProfileDetails(deps.db, c.get('user'), store);
    return { success: true, message: PROFILE_FETCHED, result };
  });

  route(routes, saveProfileDetails, guard, async (c, input, uploads) =>
    saveCandidateProfile(deps, store, c.get('user'), input, uploads),
  );

  route(routes, updateProfilePicture, guard, async (c, input, uploads) => {
    if (!input.remove && !uploads.profile_picture)
      throw new HttpError(400, PICTURE_MISSING, 'validation_failed');
    const path = await replaceProfilePicture(
      deps,
      store,
      c.get('user').id,
      input.remove ? null : uploads.profile_picture,
    );
    return {
      success: true,
      message: input.remove ? PICTURE_REMOVED : PICTURE_UPDATED,
      result: { profile_picture: path },
    };
  });

  return routes;
}
