import { setToken } from '@app/session';
import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { resetOnboardingApi } from '@app/test-kits/lists-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The whole app renders in jsdom: on a busy machine the first screen can take more than 1 s.

let fetchMock: FetchMock;
let saveAnswer: () => Response;

beforeEach(() => {
  setToken('token-1');
  saveAnswer = () => jsonResponse(200, { success: true });
  fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/candidates/onboarding/job_preference')) return saveAnswer();
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(resetOnboardingApi);

const next = () => screen.getByRole('button', { name: /^(Next|Submitting\.\.\.)$/ }) as HTMLButtonElement;

describe('fresher looking for screen', () => {
  it("Next without a process says 'Please select a process type.' (D2) and sends nothing", async () => {
    const { router } = renderApp('/fresher-lookingfor');
    const voice = await screen.findByRole('button', { name: 'Voice Process' });
    expect(next().disabled).toBe(false);
    fireEvent.click(next());
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a process type.');
    expect(document.activeElement).toBe(voice);
    expect(router.state.location.pathname).toBe('/fresher-lookingfor');
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/job_preference'))).toBe(false);
    fireEvent.click(voice);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('toggles the process and sends {process} as JSON, then /education', async () => {
    const { router } = renderApp('/fresher-lookingfor');
    const voice = await screen.findByRole('button', { name: 'Voice Process' });
    const nonVoice = screen.getByRole('button', { name: 'Non-voice Process' });
    fireEvent.click(voice);
    expect(voice.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(voice);
    expect(voice.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(voice);
    fireEvent.click(nonVoice);
    expect(voice.getAttribute('aria-pressed')).toBe('false');
    expect(nonVoice.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
    const sent = fetchMock.mock.calls.find(([url]) => url.endsWith('/candidates/onboarding/job_preference'));
    expect(new Headers(sent?.[1]?.headers).get('content-type')).toContain('application/json');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ process: 'nonvoice' });
  });

  it("a failed save says 'Error submitting job preference.' and keeps the choice", async () => {
    saveAnswer = () => jsonResponse(500, {});
    const { router } = renderApp('/fresher-lookingfor');
    fireEvent.click(await screen.findByRole('button', { name: 'Voice Process' }));
    fireEvent.click(next());
    expect((await screen.findByRole('alert')).textContent).toBe('Error submitting job preference.');
    expect(router.state.location.pathname).toBe('/fresher-lookingfor');
    expect(screen.getByRole('button', { name: 'Voice Process' }).getAttribute('aria-pressed')).toBe('true');
  });
});
