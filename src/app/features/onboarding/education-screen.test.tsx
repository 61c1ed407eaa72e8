import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchMock, jsonResponse } from '../../api/fetch-test-kit';
import { setToken } from '../../session';
import { renderApp } from '../../test-utils';
import { testLists } from './lists-test-kit';

let fetchMock: FetchMock;
let listsAnswer: () => Response;
let saveAnswer: () => Response;

beforeEach(() => {
  setToken('token-1');
  listsAnswer = () => jsonResponse(200, { success: true, result: testLists });
  saveAnswer = () => jsonResponse(200, { success: true });
  fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/candidates/onboarding/lists')) return listsAnswer();
    if (url.endsWith('/candidates/onboarding/education')) return saveAnswer();
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function sentForm(): FormData {
  const sent = fetchMock.mock.calls.find(([url]) => url.endsWith('/candidates/onboarding/education'));
  return sent?.[1]?.body as FormData;
}

async function pick(label: string, option: string) {
  const input = screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
  fireEvent.click(input);
  const listbox = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`no options for ${label}`);
    return found;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

const yearBox = () => screen.getByRole('textbox', { name: /^Year of Passing/ }) as HTMLInputElement;

describe('education screen', () => {
  it('shows the rules, then saves and goes to /profile-overview', async () => {
    const { router } = renderApp('/education');
    expect(await screen.findByText('Loading options...')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Education level is required')).toBeTruthy();
    expect(screen.getByText('Highest education is required')).toBeTruthy();
    expect(screen.getByText('Institution is required')).toBeTruthy();
    expect(screen.getByText('Year of passing is required')).toBeTruthy();

    await pick('Education Level', 'Diploma');
    await pick('Highest Education', 'Other');
    await pick('Institution', 'Anna University');
    fireEvent.change(yearBox(), { target: { value: '19x99' } });
    expect(yearBox().value).toBe('1999');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please specify your education')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Specify Education/ }), {
      target: { value: 'BBA' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-overview'));
    const form = sentForm();
    expect(form.get('education_level_id')).toBe('3');
    expect(form.get('field_of_study')).toBe('Diploma');
    expect(form.get('education')).toBe('Other');
    expect(form.get('other_education')).toBe('BBA');
    expect(form.get('institution')).toBe('Anna University');
    expect(form.get('other_institution')).toBeNull();
    expect(form.get('end_year')).toBe('1999');
    expect(form.get('files')).toBeNull();
  });

  it('a year after the current one is refused with the current year in the message', async () => {
    renderApp('/education');
    await screen.findByRole('button', { name: 'Next' });
    const next = String(new Date().getFullYear() + 1);
    fireEvent.change(yearBox(), { target: { value: next } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(`Year must be between 1900 and ${new Date().getFullYear()}`)).toBeTruthy();
  });

  it("lists failure: 'Failed to load data' (or the server's message)", async () => {
    listsAnswer = () => jsonResponse(500, { success: false, message: 'Lists are down' });
    renderApp('/education');
    expect(await screen.findByText('Lists are down')).toBeTruthy();
  });

  it("save failure: 'Failed to save education details', values kept", async () => {
    saveAnswer = () => jsonResponse(500, { success: false });
    localStorage.setItem(
      'rcm-draft:/education',
      JSON.stringify({
        level: 'Degree',
        education: 'B.Com',
        otherEducation: '',
        institution: 'Anna University',
        otherInstitution: '',
        year: '2020',
        file: null,
        savedFileName: '',
      }),
    );
    const { router } = renderApp('/education');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Failed to save education details')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/education');
    expect(yearBox().value).toBe('2020');
  });
});
