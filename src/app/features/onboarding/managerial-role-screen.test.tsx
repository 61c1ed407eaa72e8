import { setToken } from '@app/session';
import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { resetOnboardingApi } from '@app/test-kits/lists-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The whole app renders in jsdom: on a busy machine the first screen can take more than 1 s.

let fetchMock: FetchMock;
let roleAnswer: () => Response;
let progressAnswer: () => Response;

beforeEach(() => {
  setToken('token-1');
  roleAnswer = () => jsonResponse(200, { success: true, message: 'Saved' });
  progressAnswer = () => jsonResponse(404, { success: false, message: 'Not found' });
  fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/candidates/onboarding/experience')) return roleAnswer();
    if (url.endsWith('/candidates/onboarding/progress')) return progressAnswer();
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(resetOnboardingApi);

async function openWithExperienceId(id: number | undefined) {
  const rendered = renderApp('/onboarding');
  await screen.findByRole('radio', { name: 'Managerial' });
  await rendered.router.navigate({ to: '/managerial', state: id ? { experience_id: id } : undefined });
  await screen.findByRole('heading', { name: 'Role' });
  return rendered;
}

describe('managerial role screen', () => {
  it('alerts on a missing role and a blank Other, then saves Other with the experience id and goes to /experience', async () => {
    const { router } = await openWithExperienceId(33);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a role');
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in the role description');
    fireEvent.change(screen.getByRole('textbox', { name: 'Role description' }), {
      target: { value: 'Ops head' },
    });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/experience'));
    const sent = fetchMock.mock.calls.find(([url]) => url.endsWith('/candidates/onboarding/experience'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      experience_id: 33,
      role: 'Other',
      other_role: 'Ops head',
    });
  });

  it('without an experience id says so and sends nothing', async () => {
    await openWithExperienceId(undefined);
    fireEvent.click(screen.getByRole('radio', { name: 'Manager' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Experience ID is missing. Please complete the onboarding step again.',
    );
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/candidates/onboarding/experience'))).toBe(
      false,
    );
  });

  it("a failed save shows the server's message, else 'Failed to save role details'", async () => {
    roleAnswer = () => jsonResponse(500, {});
    await openWithExperienceId(33);
    fireEvent.click(screen.getByRole('radio', { name: 'Team Lead' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save role details');
    expect(screen.getByRole('radio', { name: 'Team Lead' }).getAttribute('aria-checked')).toBe('true');
  });

  it('opened again after a reload, takes the experience id and the role from what was saved', async () => {
    progressAnswer = () =>
      jsonResponse(200, {
        success: true,
        result: {
          completed: false,
          next_step: '/experience',
          experience: {
            experience_id: 77,
            experience_level: 'managerial',
            experience_years: 8,
            experience_months: 0,
            certificate_type: '',
            role: 'Other',
            other_role: 'Process head',
          },
          employment: [],
          job_preference: null,
          certificate: null,
          education: null,
        },
      });
    const { router } = renderApp('/managerial');
    expect(
      (await screen.findByRole('textbox', { name: 'Role description' })) as HTMLInputElement,
    ).toHaveProperty('value', 'Process head');
    expect(screen.getByRole('radio', { name: 'Other' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/experience'));
    const sent = fetchMock.mock.calls.find(([url]) => url.endsWith('/candidates/onboarding/experience'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      experience_id: 77,
      role: 'Other',
      other_role: 'Process head',
    });
  });

  it('Cancel goes back; opened directly, Cancel goes to /onboarding', async () => {
    const { router } = await openWithExperienceId(33);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    cleanup();
    const direct = renderApp('/managerial');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(direct.router.state.location.pathname).toBe('/onboarding'));
  });
});
