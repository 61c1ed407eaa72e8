import { describe, expect, it } from 'vitest';
import { COMPLETION_WEIGHTS, type FilledParts, profileCompletion } from '../services/candidate-dashboard';

const nothing: FilledParts = {
  experience: false,
  jobPreference: false,
  education: false,
  profile: false,
  resume: false,
  photo: false,
};

describe('profileCompletion', () => {
  it('counts 10 for the verified account alone and 100 when every part is filled', () => {
    expect(profileCompletion(nothing)).toBe(10);
    const everything: FilledParts = {
      experience: true,
      jobPreference: true,
      education: true,
      profile: true,
      resume: true,
      photo: true,
    };
    expect(profileCompletion(everything)).toBe(100);
  });

  it('adds each filled part by its own weight', () => {
    for (const part of Object.keys(nothing) as (keyof FilledParts)[]) {
      expect(profileCompletion({ ...nothing, [part]: true })).toBe(10 + COMPLETION_WEIGHTS[part]);
    }
    expect(profileCompletion({ ...nothing, experience: true, education: true, resume: true })).toBe(
      10 + 20 + 15 + 10,
    );
  });
});
