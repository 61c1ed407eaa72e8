import { CODING_OPTION, OTHER_OPTION } from '@contract/candidate-record/options';
import { NON_VOICE_CATEGORY_ID, VOICE_CATEGORY_ID } from '@contract/limits';
import { describe, expect, it } from 'vitest';
import { DEMO_CANDIDATES, REFERENCE_LISTS } from './seed-data';

describe('the seed lists the onboarding screens need', () => {
  it('closes every list with Other, where the screens offer a free text', () => {
    for (const list of [
      'ehrSystems',
      'ehrSpecializations',
      'certifications',
      'companies',
      'educations',
      'institutes',
      'certificateInstitutes',
    ] as const) {
      expect(REFERENCE_LISTS[list].at(-1)?.name, list).toBe(OTHER_OPTION);
      expect(REFERENCE_LISTS[list].length, list).toBeGreaterThan(1);
    }
  });

  it('has voice and non-voice sub-categories, each with Other, and Coding among the non-voice', () => {
    const names = (category: number) =>
      REFERENCE_LISTS.subCategories.filter((item) => item.categoryId === category).map((item) => item.name);
    expect(names(VOICE_CATEGORY_ID)).toContain(OTHER_OPTION);
    expect(names(VOICE_CATEGORY_ID)).not.toContain(CODING_OPTION);
    expect(names(NON_VOICE_CATEGORY_ID)).toContain(OTHER_OPTION);
    expect(names(NON_VOICE_CATEGORY_ID)).toContain(CODING_OPTION);
    expect(REFERENCE_LISTS.subCategories.every((item) => item.categoryId !== undefined)).toBe(true);
  });

  it('keeps one demo candidate at the start of onboarding', () => {
    expect(DEMO_CANDIDATES.filter((candidate) => !candidate.onboardingCompleted)).toHaveLength(1);
    expect(DEMO_CANDIDATES.filter((candidate) => candidate.onboardingCompleted)).toHaveLength(1);
  });
});
