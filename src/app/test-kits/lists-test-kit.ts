import type { OnboardingLists } from '@contract/lists';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { setToken } from '../session';
import { type FetchMock, jsonResponse } from './fetch-test-kit';

const named = (names: string[]) => names.map((name, index) => ({ id: index + 1, name }));

/** A small answer of GET /candidates/onboarding/lists for the screens' tests. */
export const testLists: OnboardingLists = {
  ehrSystems: named(['Epic', 'Cerner', 'Athenahealth', 'eClinicalWorks', 'Other']),
  subCategories: [
    { id: 1, name: 'Customer Support', category_id: 1 },
    { id: 2, name: 'AR Calling', category_id: 1 },
    { id: 3, name: 'Other', category_id: 1 },
    { id: 4, name: 'Coding', category_id: 2 },
    { id: 5, name: 'Billing', category_id: 2 },
    { id: 6, name: 'Other', category_id: 2 },
  ],
  ehrSpecializations: named(['Cardiology', 'Radiology', 'Other']),
  certifications: named(['CPC', 'CCS', 'Other']),
  companies: named(['Acme RCM', 'Other']),
  educations: named(['B.Com', 'B.Sc', 'Other']),
  institutes: named(['Anna University', 'Other']),
  certificateInstitutes: named(['AAPC', 'AHIMA', 'Other']),
};

/** A stubbed fetch for one step's screen test: the lists and the step's save call, answers swappable. */
export interface OnboardingApiStub {
  fetchMock: FetchMock;
  /** What GET lists and the step's save answer; a test may replace either. */
  answers: { lists: () => Response; save: () => Response };
  /** The multipart body the step's save sent. */
  sentForm(): FormData;
}

/**
 * Stores a token and stubs fetch: GET /candidates/onboarding/lists answers `testLists`, the step's
 * save (`savePath`, e.g. '/candidates/onboarding/education') answers `saved`, anything else 404.
 * Call in beforeEach, with `resetOnboardingApi` in afterEach.
 */
export function stubOnboardingApi(savePath: string, saved: unknown = { success: true }): OnboardingApiStub {
  setToken('token-1');
  const answers = {
    lists: () => jsonResponse(200, { success: true, result: testLists }),
    save: () => jsonResponse(200, saved),
  };
  const fetchMock: FetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/candidates/onboarding/lists')) return answers.lists();
    if (url.endsWith(savePath)) return answers.save();
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    answers,
    sentForm: () => fetchMock.mock.calls.find(([url]) => url.endsWith(savePath))?.[1]?.body as FormData,
  };
}

export function resetOnboardingApi(): void {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
}

/** Opens the searchable select labelled `label` (its label starts so) and picks `option`. */
export async function pickOption(label: string, option: string): Promise<void> {
  const input = screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
  fireEvent.click(input);
  const listbox = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`no options for ${label}`);
    return found;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}
