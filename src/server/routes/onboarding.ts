import { Hono } from 'hono';
import {
  onboardingProgress,
  saveCertificate,
  saveEducation,
  saveEmployment,
  saveExperience,
  saveJobPreference,
  saveProfileOverview,
} from '../../contract/onboarding';
import type { AppDeps } from '../deps';
import { CONTENT_TYPES } from '../file-content';
import { requireSession, type SessionEnv } from '../middleware/require-session';
import { route } from '../route';
import {
  loadProgress,
  PROGRESS_FETCHED,
  saveCertificateStep,
  saveEducationStep,
  saveEmploymentStep,
  saveExperienceLevel,
  saveJobPreferenceStep,
  saveManagerialRole,
  saveOverviewStep,
} from '../services/candidate-record';
import { databaseFileStore } from '../services/file-store';
import { HttpError } from '../validate';

export const FILE_NOT_FOUND = 'File not found';

/**
 * The onboarding calls (signed-out-and-onboarding.md §3, §5, §7; signed-in-area.md §5, §7): the
 * checks and writes are the candidate record's (services/candidate-record), each save one
 * transaction; and GET /candidates/files/:fileId, the owner's uploads.
 */
export function onboardingRoutes(deps: AppDeps): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const guard = requireSession(deps);
  const store = deps.fileStore ?? databaseFileStore;

  route(routes, saveExperience, guard, async (c, input) =>
    'experience_id' in input
      ? saveManagerialRole(deps, c.get('user').id, input)
      : saveExperienceLevel(deps, c.get('user').id, input),
  );

  route(routes, saveEmployment, guard, async (c, entries) =>
    saveEmploymentStep(deps, c.get('user').id, entries),
  );

  route(routes, saveJobPreference, guard, async (c, input, uploads) =>
    saveJobPreferenceStep(deps, store, c.get('user').id, input, uploads),
  );

  route(routes, saveCertificate, guard, async (c, input, uploads) =>
    saveCertificateStep(deps, store, c.get('user').id, input, uploads),
  );

  route(routes, saveEducation, guard, async (c, input, uploads) =>
    saveEducationStep(deps, store, c.get('user').id, input, uploads),
  );

  route(routes, saveProfileOverview, guard, async (c, input, uploads) =>
    saveOverviewStep(deps, store, c.get('user').id, input, uploads),
  );

  route(routes, onboardingProgress, guard, async (c) => {
    const result = await loadProgress(deps.db, c.get('user').id, store);
    return { success: true as const, message: PROGRESS_FETCHED, result };
  });

  // The owner's uploads, byte for byte; anyone else's (or none) is 404, as if it did not exist.
  routes.get('/candidates/files/:fileId', guard, async (c) => {
    const id = c.req.param('fileId');
    if (!/^[1-9]\d{0,8}$/.test(id)) throw new HttpError(404, FILE_NOT_FOUND);
    const file = await store.get(deps.db, Number(id), c.get('user').id);
    if (!file) throw new HttpError(404, FILE_NOT_FOUND);
    return new Response(new Uint8Array(file.bytes), {
      status: 200,
      headers: {
        'Content-Type': CONTENT_TYPES[file.kind],
        'Content-Length': String(file.size),
        'Content-Disposition': contentDisposition(file.originalName),
      },
    });
  });

  return routes;
}

/** `inline` with the original name: an ASCII fallback and the exact name in RFC 5987 form. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
