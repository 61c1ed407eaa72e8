import * as v from 'valibot';
import { endpoint } from './endpoint';

/** GET /candidates/onboarding/lists and GET /auth/city_state. */

export const namedItemSchema = v.object({ id: v.number(), name: v.string() });
export type NamedItem = v.InferOutput<typeof namedItemSchema>;

export const subCategorySchema = v.object({
  id: v.number(),
  name: v.string(),
  /** 1 voice process, 2 non-voice process */
  category_id: v.number(),
});
export type SubCategory = v.InferOutput<typeof subCategorySchema>;

export const onboardingListsSchema = v.object({
  ehrSystems: v.array(namedItemSchema),
  subCategories: v.array(subCategorySchema),
  ehrSpecializations: v.array(namedItemSchema),
  certifications: v.array(namedItemSchema),
  companies: v.array(namedItemSchema),
  educations: v.array(namedItemSchema),
  institutes: v.array(namedItemSchema),
  certificateInstitutes: v.array(namedItemSchema),
});
export type OnboardingLists = v.InferOutput<typeof onboardingListsSchema>;

export const citySchema = v.object({ id: v.number(), name: v.string(), state: v.string() });
export type City = v.InferOutput<typeof citySchema>;

/** signed-in-area.md §8: GET /auth/city_state failed (the server's message preferred). */
export const CITIES_FETCH_FAILED = 'Failed to fetch cities';

/** Every city (no session needed). */
export const cityState = endpoint({
  method: 'GET',
  path: '/auth/city_state',
  request: null,
  answer: v.object({
    success: v.literal(true),
    message: v.optional(v.string()),
    result: v.array(citySchema),
  }),
  errors: [],
});

/** The onboarding reference lists. */
export const onboardingLists = endpoint({
  method: 'GET',
  path: '/candidates/onboarding/lists',
  request: null,
  answer: v.object({
    success: v.literal(true),
    message: v.optional(v.string()),
    result: onboardingListsSchema,
  }),
  errors: [],
  session: true,
});
