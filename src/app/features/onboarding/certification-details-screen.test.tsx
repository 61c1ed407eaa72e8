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
  saveAnswer = () => jsonResponse(200, { success: true, message: 'Saved' });
  fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/candidates/onboarding/lists')) return listsAnswer();
    if (url.endsWith('/candidates/onboarding/certificates')) return saveAnswer();
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
  const sent = fetchMock.mock.calls.find(([url]) => url.endsWith('/candidates/onboarding/certificates'));
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

describe('certification details screen', () => {
  it('shows the rules, then saves institute Other, a type and a certificate, and goes to /education', async () => {
    const { router } = renderApp('/certification-details');
    expect(await screen.findByText('Loading options...')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select an institute.')).toBeTruthy();
    expect(screen.getByText('Please select a certificate type.')).toBeTruthy();
    expect(screen.getByText('Please upload a certificate.')).toBeTruthy();

    await pick('Institute', 'Other');
    expect(screen.queryByText('Please select an institute.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter the institute name.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Other Institute' }), {
      target: { value: 'City Coding School' },
    });
    await pick('Certificate Type', 'CPC');

    fireEvent.click(screen.getByRole('button', { name: 'Upload Document' }));
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input');
      return found;
    });
    const file = new File(['%PDF-1.4'], 'cert.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false), { timeout: 3000 });
    fireEvent.click(save);
    expect(await screen.findByText('cert.pdf')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
    const form = sentForm();
    expect(form.get('institute')).toBe('Other');
    expect(form.get('other_institute')).toBe('City Coding School');
    expect(form.get('certificate_type')).toBe('CPC');
    expect(form.get('other_certificate_type')).toBe('');
    expect(form.get('doc_changed')).toBe('1');
    expect((form.get('certificate') as File).name).toBe('cert.pdf');
  }, 15_000);

  it("lists failure: the server's message, else 'Error fetching institute and certificate lists.'", async () => {
    listsAnswer = () => jsonResponse(500, { success: false });
    renderApp('/certification-details');
    expect(await screen.findByText('Error fetching institute and certificate lists.')).toBeTruthy();
  });

  it("save failure: 'Error submitting certificate details.' keeping what was entered", async () => {
    saveAnswer = () => jsonResponse(500, { success: false });
    localStorage.setItem(
      'rcm-draft:/certification-details',
      JSON.stringify({
        institute: 'AAPC',
        otherInstitute: '',
        certificateType: 'CPC',
        otherCertificateType: '',
        file: null,
        savedFileName: 'saved.pdf',
      }),
    );
    const { router } = renderApp('/certification-details');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Error submitting certificate details.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/certification-details');
    expect((screen.getByRole('combobox', { name: /^Institute/ }) as HTMLInputElement).value).toBe('AAPC');
    expect(sentForm().get('doc_changed')).toBe('0');
    expect(sentForm().get('certificate')).toBeNull();
  });
});
