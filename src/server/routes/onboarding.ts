import { saveCertificate } from '@contract/onboarding/certificates';
import { saveEducation } from '@contract/onboarding/education';
import { saveEmployment } from '@contract/onboarding/employment';
import { saveExperience } from '@contract/onboarding/experience';
import { saveJobPreference } from '@contract/onboarding/job-preference';
import { saveProfileOverview } from '@contract/onboarding/profile';
import { onboardingProgress } from '@contract/onboarding/progress';
import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { type SessionEnv, signedInRouter } from '../middleware/require-session';
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

/**
 * The onboarding calls (signed-out-and-onboarding.md §3, §5, §7; signed-in-area.md §5, §7): the
 * checks and writes are the candidate record's (services/candidate-record), each save one
 * transaction. The uploads they keep are served by candidate-files.ts.
 */
export function onboardingRoutes(deps: AppDeps): Hono<SessionEnv> {
  const { routes, guard, store } = signedInRouter(deps);

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

  return routes;
}
