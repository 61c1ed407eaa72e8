import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import { GSTIN_CHECK } from '@contract/company/company-checks';
import { type CompanyProfile, MAILBOX_FREE_MAIL } from '@contract/recruiter/company-profile';
import { VERSION_CONFLICT_MESSAGE } from '@contract/version-conflict';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_RELOADED } from './company-texts';

const COMPANY: CompanyProfile = {
  legal_name: null,
  display_name: 'Sunrise RCM',
  gstin: null,
  cin: null,
  website_domain: null,
  address: null,
  city: 'Chennai',
  version: 1,
  mailbox: null,
};

let fetchMock: FetchMock;
let stored: CompanyProfile;
let saveAnswer: ((body: Record<string, unknown>) => Response) | null;
const ok = (result: unknown) => jsonResponse(200, { success: true, message: 'ok', result });
const sent = (path: string, method: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url.endsWith(path) && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  localStorage.setItem('token', 'recruiter-token');
  localStorage.setItem('role', 'recruiter');
  stored = { ...COMPANY };
  saveAnswer = null;
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0];
    const method = init?.method ?? 'GET';
    if (path.endsWith('/recruiters/company') && method === 'GET') return ok({ company: stored });
    if (path.endsWith('/recruiters/company') && method === 'PUT') {
      const body = JSON.parse(String(init?.body));
      if (saveAnswer) return saveAnswer(body);
      stored = { ...stored, ...body, version: stored.version + 1 };
      return ok({ company: stored });
    }
    if (path.endsWith('/recruiters/company/mailbox'))
      return jsonResponse(400, { success: false, message: MAILBOX_FREE_MAIL, code: 'validation_failed' });
    if (path.endsWith('/recruiters/me'))
      return ok({
        first_name: 'R',
        last_name: 'K',
        email: 'r@x.in',
        company: { id: 1, name: 'Sunrise RCM' },
      });
    if (path.endsWith('/recruiters/conversations'))
      return ok({ conversations: [], total: 0, unread_total: 0 });
    return jsonResponse(404, { success: false, message: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

async function fill() {
  const type = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
  type(/^Legal name/, 'Sunrise Revenue Cycle Private Limited');
  type(/^GSTIN/, '27aapfu0939f1zv');
  type(/^Website domain/, 'sunrise-rcm.example');
  type(/^Registered address/, '12 Anna Salai, Chennai');
}

describe('the Company screen (/recruiter/company)', () => {
  it('is linked from the header; checks the GSTIN as the server does, then saves the profile on its version', async () => {
    renderApp('/recruiter/company');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Company' }).getAttribute('href')).toBe('/recruiter/company');
    await screen.findByRole('textbox', { name: /^Legal name/ });
    await fill();
    fireEvent.change(screen.getByRole('textbox', { name: /^GSTIN/ }), {
      target: { value: '27AAPFU0939F1ZA' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save company profile' }));
    expect(await screen.findByText(GSTIN_CHECK)).toBeTruthy();
    expect(sent('/recruiters/company', 'PUT')).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /^GSTIN/ }), {
      target: { value: '27aapfu0939f1zv' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save company profile' }));
    await waitFor(() => expect(sent('/recruiters/company', 'PUT')).toHaveLength(1));
    expect(sent('/recruiters/company', 'PUT')[0]).toEqual({
      legal_name: 'Sunrise Revenue Cycle Private Limited',
      display_name: 'Sunrise RCM',
      gstin: '27AAPFU0939F1ZV',
      cin: null,
      website_domain: 'sunrise-rcm.example',
      address: '12 Anna Salai, Chennai',
      city: 'Chennai',
      version: 1,
    });
    expect(await screen.findByText('Company profile saved')).toBeTruthy();
  });

  it("on a colleague's save shows their version and says so", async () => {
    saveAnswer = () => {
      stored = { ...stored, legal_name: 'Colleague Ltd', version: 2 };
      return jsonResponse(409, {
        success: false,
        message: VERSION_CONFLICT_MESSAGE,
        code: 'version_conflict',
      });
    };
    renderApp('/recruiter/company');
    await screen.findByRole('textbox', { name: /^Legal name/ });
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Save company profile' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /^Legal name/ }) as HTMLInputElement).value).toBe(
        'Colleague Ltd',
      ),
    );
    expect(screen.getByText(COMPANY_RELOADED)).toBeTruthy();
  });

  it("shows the server's refusal of a free-mail mailbox beside the address", async () => {
    stored = { ...stored, website_domain: 'sunrise-rcm.example', version: 2 };
    renderApp('/recruiter/company');
    const mailbox = await screen.findByRole('textbox', { name: 'Mailbox on your domain' });
    expect((mailbox as HTMLInputElement).value).toBe('@sunrise-rcm.example');
    fireEvent.change(mailbox, { target: { value: 'sunrise@gmail.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(MAILBOX_FREE_MAIL)).toBeTruthy();
    expect(mailbox.getAttribute('aria-invalid')).toBe('true');
  });
});
