import { setToken } from '@app/session';
import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { resetOnboardingApi } from '@app/test-kits/lists-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STEP_NEEDS_NETWORK } from './step-failure';

// The whole app renders in jsdom: on a busy machine the first screen can take more than 1 s.

let fetchMock: FetchMock;
let experienceAnswer: () => Response;

beforeEach(() => {
  setToken('token-1');
  experienceAnswer = () => jsonResponse(200, { success: true, result: { experience_id: 41 } });
  fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/candidates/onboarding/experience')) return experienceAnswer();
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(resetOnboardingApi);

function sentBody(): unknown {
  const sent = fetchMock.mock.calls.find(([url]) => url.endsWith('/candidates/onboarding/experience'));
  return JSON.parse(String(sent?.[1]?.body));
}

describe('experience level screen', () => {
  it('shows the rules on Next and saves a managerial level, then goes to /managerial with the experience id', async () => {
    const { router } = renderApp('/onboarding');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select an experience level.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Managerial' }));
    expect(screen.queryByText('Please select an experience level.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please fill in both years and months of experience.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Years' }), { target: { value: '1a23' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Months' }), { target: { value: '13' } });
    expect((screen.getByRole('textbox', { name: 'Years' }) as HTMLInputElement).value).toBe('12');
    expect((screen.getByRole('textbox', { name: 'Months' }) as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByRole('textbox', { name: 'Months' }), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/managerial'));
    expect(router.state.location.state.experience_id).toBe(41);
    expect(sentBody()).toEqual({
      experience_level: 'managerial',
      experience_years: 12,
      experience_months: 6,
      current_location: 'India',
      certificate_type: '',
    });
  });

  it('a Fresher picks a type; Others goes to /fresher-lookingfor', async () => {
    const { router } = renderApp('/onboarding');
    fireEvent.click(await screen.findByRole('radio', { name: 'Fresher' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Please select a fresher type (Certified Medical Coder or Others).'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Others' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fresher-lookingfor'));
    expect(sentBody()).toMatchObject({
      experience_level: 'freshers',
      experience_years: 0,
      certificate_type: 'others',
    });
  });

  it("a failed save says 'Failed to save experience details: ' and the error, keeping the choice", async () => {
    experienceAnswer = () =>
      jsonResponse(400, { success: false, message: 'Experience is out of range', code: 'validation_failed' });
    const { router } = renderApp('/onboarding');
    fireEvent.click(await screen.findByRole('radio', { name: 'Experienced' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Years' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Months' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Failed to save experience details: Experience is out of range'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(screen.getByRole('radio', { name: 'Experienced' }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByRole('textbox', { name: 'Years' }) as HTMLInputElement).value).toBe('2');
  });

  it('with no network says so in plain words and keeps the choice here, also after a reload', async () => {
    experienceAnswer = () => {
      throw new TypeError('Failed to fetch');
    };
    renderApp('/onboarding');
    fireEvent.click(await screen.findByRole('radio', { name: 'Fresher' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Certified Medical Coder' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Failed to save experience details: ${STEP_NEEDS_NETWORK}`,
    );
    cleanup();
    renderApp('/onboarding');
    expect((await screen.findByRole('radio', { name: 'Fresher' })).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Certified Medical Coder' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });
});
