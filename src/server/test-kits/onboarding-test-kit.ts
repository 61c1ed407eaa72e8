import { API_PREFIX } from '@contract/endpoint';
import { beforeEach, expect } from 'vitest';
import { seedIfEmpty } from '../db/seed';
import { createSession } from '../services/sessions';
import { type AnswerOf, type AuthKit, useAuthKit } from './auth-test-kit';
import type { TestBackend } from './test-backends';
import { fileOf, SAMPLE_FILES } from './upload-fixtures';

/**
 * Test helpers for the onboarding calls (not a test file itself): the auth kit with the
 * reference lists and cities seeded, candidates with a session, multipart posts.
 */
export interface OnboardingKit extends AuthKit {
  /** A new candidate (onboarding not done) and a bearer token of theirs. */
  candidate(): Promise<{ userId: number; token: string; email: string }>;
  /** POST of a FormData body. */
  postForm(path: string, form: FormData, token?: string): Promise<AnswerOf>;
  /** GET answering the raw response (for the file route). */
  getRaw(path: string, token?: string): Promise<Response>;
}

let counter = 0;

export function form(parts: Record<string, string | number | Blob | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (value === undefined) continue;
    if (value instanceof File) data.append(name, value, value.name);
    else if (value instanceof Blob) data.append(name, value);
    else data.append(name, String(value));
  }
  return data;
}

export function useOnboardingKit(backend: TestBackend): OnboardingKit {
  const kit = useAuthKit(backend);
  beforeEach(async () => {
    await seedIfEmpty(kit.deps);
  });
  const extra = {
    async candidate() {
      counter += 1;
      const email = `candidate${counter}@example.com`;
      const userId = await kit.insertUser({ email, phoneNo: String(9000000000 + counter) });
      const token = await createSession(kit.deps, userId);
      return { userId, token, email };
    },
    async postForm(path: string, data: FormData, token?: string): Promise<AnswerOf> {
      const headers = token ? { authorization: `Bearer ${token}` } : undefined;
      const response = await kit.app.request(`${API_PREFIX}${path}`, { method: 'POST', body: data, headers });
      const text = await response.text();
      try {
        return { status: response.status, body: JSON.parse(text) };
      } catch {
        return { status: response.status, body: { raw: text } };
      }
    },
    getRaw(path: string, token?: string) {
      const headers = token ? { authorization: `Bearer ${token}` } : undefined;
      return Promise.resolve(kit.app.request(`${API_PREFIX}${path}`, { method: 'GET', headers }));
    },
  };
  return new Proxy(kit, {
    get: (target, key) => (key in extra ? Reflect.get(extra, key) : Reflect.get(target, key)),
  }) as OnboardingKit;
}

/** The experience levels a candidate saves first, so a later step is on their path. */
export const LEVELS = {
  experienced: { experience_level: 'experienced', experience_years: 2, experience_months: 0 },
  managerial: { experience_level: 'managerial', experience_years: 9, experience_months: 1 },
  coder: {
    experience_level: 'freshers',
    experience_years: 0,
    experience_months: 0,
    certificate_type: 'medical_coder',
  },
  others: {
    experience_level: 'freshers',
    experience_years: 0,
    experience_months: 0,
    certificate_type: 'others',
  },
} as const;

/** A new candidate who saved the experience level `level`. */
export async function candidateAt(kit: OnboardingKit, level: keyof typeof LEVELS) {
  const candidate = await kit.candidate();
  const saved = await kit.post('/candidates/onboarding/experience', LEVELS[level], {
    token: candidate.token,
  });
  expect(saved.status).toBe(200);
  return candidate;
}

/** The answer of a refusal, as `{status, body}`. */
export const refusal = (message: string, code = 'validation_failed', status = 400) => ({
  status,
  body: { success: false, message, code },
});

/** A small real PDF under `name`. */
export const pdf = (name = 'cert.pdf') => fileOf(SAMPLE_FILES.pdf(), name, 'application/pdf');
