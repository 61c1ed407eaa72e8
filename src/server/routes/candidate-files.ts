import { API_PREFIX } from '@contract/endpoint';
import { positiveIdOf } from '@contract/primitives';
import { PROFILE_PICTURE_PATH } from '@contract/profile';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { type SessionEnv, signedInRouter } from '../middleware/require-session';
import { currentProfilePicture } from '../services/profile-picture';
import { storedFileResponse } from '../stored-file-response';
import { HttpError } from '../validate';

/**
 * The candidate's files as the record keeps them: the uploads (certificates, education
 * documents, resume; GET /candidates/files/:fileId, the owner's only) and the profile photos
 * (GET /api/profile-pictures/{name}).
 */

export const FILE_NOT_FOUND = 'File not found';
export const PICTURE_NOT_FOUND = 'Picture not found';

/** GET /candidates/files/:fileId: the owner's uploads, byte for byte. */
export function uploadedFileRoutes(deps: AppDeps): Hono<SessionEnv> {
  const { routes, guard, store } = signedInRouter(deps);
  // anyone else's upload (or none) is 404, as if it did not exist
  routes.get('/candidates/files/:fileId', guard, async (c) => {
    const id = positiveIdOf(c.req.param('fileId'));
    if (id === null) throw new HttpError(404, FILE_NOT_FOUND);
    const file = await store.get(deps.db, id, c.get('user').id);
    if (!file) throw new HttpError(404, FILE_NOT_FOUND);
    return storedFileResponse(file, {
      name: { disposition: 'inline', original: file.originalName, fallback: 'document' },
    });
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
    return storedFileResponse({ ...picture, kind: picture.kind }, { immutableSeconds: 31_536_000 });
  });
  return routes;
}
