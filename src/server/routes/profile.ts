import { Hono } from 'hono';
import { API_PREFIX } from '../../contract/endpoint';
import {
  PICTURE_MISSING,
  PICTURE_REMOVED,
  PICTURE_UPDATED,
  PROFILE_PICTURE_PATH,
  profileDetails,
  saveProfileDetails,
  updateProfilePicture,
} from '../../contract/profile';
import type { AppDeps } from '../deps';
import { CONTENT_TYPES } from '../file-content';
import { requireSession, type SessionEnv } from '../middleware/require-session';
import { route } from '../route';
import {
  loadProfileDetails,
  PROFILE_FETCHED,
  replaceProfilePicture,
  saveCandidateProfile,
} from '../services/candidate-record';
import { databaseFileStore } from '../services/file-store';
import { currentProfilePicture } from '../services/profile-picture';
import { HttpError } from '../validate';

export const PICTURE_NOT_FOUND = 'Picture not found';

/**
 * GET and POST /candidates/profile_details, POST /candidates/profile_picture (signed-in-area.md
 * §3, §5, §7), and the photos' own addresses (profilePictureRoutes).
 */
export function profileRoutes(deps: AppDeps): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const guard = requireSession(deps);
  const store = deps.fileStore ?? databaseFileStore;

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

const PICTURE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png)$/;

/**
 * GET /api/profile-pictures/{name}: a candidate's current photo, to whoever holds its path (an
 * <img> sends no bearer token; the name is a random UUID the server chose, and the path dies when
 * the photo is replaced or removed). Registered on the app before the API's no-store header:
 * the bytes under a name never change, so browsers may keep them.
 */
export function profilePictureRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  routes.get(`${API_PREFIX}${PROFILE_PICTURE_PATH}/:name`, async (c) => {
    const name = c.req.param('name');
    const picture = PICTURE_NAME.test(name) ? await currentProfilePicture(deps.db, name) : null;
    if (!picture || (picture.kind !== 'jpeg' && picture.kind !== 'png')) {
      return c.json({ success: false, message: PICTURE_NOT_FOUND, code: 'not_found' }, 404);
    }
    return c.body(new Uint8Array(picture.bytes), 200, {
      'Content-Type': CONTENT_TYPES[picture.kind],
      'Content-Length': String(picture.size),
      'Cache-Control': 'private, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return routes;
}
