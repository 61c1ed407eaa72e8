import { jsonResponse } from '@app/test-kits/fetch-test-kit';
import {
  type OnboardingApiStub,
  pickOption,
  resetOnboardingApi,
  stubOnboardingApi,
} from '@app/test-kits/lists-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let api: OnboardingApiStub;

beforeEach(() => {
  api = stubOnboardingApi('/candidates/onboarding/certificates', { success: true, message: 'Saved' });
});

afterEach(resetOnboardingApi);

describe('certification details screen', () => {
  it('shows the rules, then saves institute Other, a type and a certificate, and goes to /education', async () => {
    const { router } = renderApp('/certification-details');
    expect(await screen.findByText('Loading options...')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select an institute.')).toBeTruthy();
    expect(screen.getByText('Please select a certificate type.')).toBeTruthy();
    expect(screen.getByText('Please upload a certificate.')).toBeTruthy();

    await pickOption('Institute', 'Other');
    expect(screen.queryByText('Please select an institute.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter the institute name.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Other Institute' }), {
      target: { value: 'City Coding School' },
    });
    await pickOption('Certificate Type', 'CPC');

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
    const form = api.sentForm();
    expect(form.get('institute')).toBe('Other');
    expect(form.get('other_institute')).toBe('City Coding School');
    expect(form.get('certificate_type')).toBe('CPC');
    expect(form.get('other_certificate_type')).toBe('');
    expect(form.get('doc_changed')).toBe('1');
    expect((form.get('certificate') as File).name).toBe('cert.pdf');
  }, 15_000);

  it("lists failure: the server's message, else 'Error fetching institute and certificate lists.'", async () => {
    api.answers.lists = () => jsonResponse(500, { success: false });
    renderApp('/certification-details');
    expect(await screen.findByText('Error fetching institute and certificate lists.')).toBeTruthy();
  });

  it("save failure: 'Error submitting certificate details.' keeping what was entered", async () => {
    api.answers.save = () => jsonResponse(500, { success: false });
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
    expect(api.sentForm().get('doc_changed')).toBe('0');
    expect(api.sentForm().get('certificate')).toBeNull();
  });

  it("the server's file-type refusal goes once another file is chosen", async () => {
    api.answers.save = () =>
      jsonResponse(400, {
        success: false,
        message: 'Please upload only PDF, JPG, PNG files',
        code: 'file_type_not_allowed',
      });
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
    renderApp('/certification-details');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please upload only PDF, JPG, PNG files')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove saved.pdf' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Upload Document' }));
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input');
      return found;
    });
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'good.pdf', { type: 'application/pdf' })] },
    });
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false), { timeout: 3000 });
    fireEvent.click(save);
    expect(await screen.findByText('good.pdf')).toBeTruthy();
    expect(screen.queryByText('Please upload only PDF, JPG, PNG files')).toBeNull();
  }, 15_000);
});
