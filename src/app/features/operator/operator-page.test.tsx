import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import type { CompanyEvidence, OperatorCompany } from '@contract/operator/companies';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPERATORS_ONLY_HEADING, SUSPEND_MESSAGE } from './operator-texts';

const company = (id: number, fields: Partial<OperatorCompany>): OperatorCompany => ({
  id,
  name: `Company ${id}`,
  city: 'Chennai',
  standing: 'verified',
  verified_at: '2026-11-01T05:00:00.000Z',
  suspended_at: null,
  gstin_ok: null,
  cin_ok: null,
  verified_mailbox: null,
  changed_since_verified: [],
  ...fields,
});

const SUNRISE = company(9, {
  name: 'Sunrise RCM',
  standing: 'unverified',
  verified_at: null,
  gstin_ok: true,
  cin_ok: null,
  verified_mailbox: 'hr@sunrise-rcm.example',
});

const EVIDENCE: CompanyEvidence = {
  company: SUNRISE,
  profile: {
    legal_name: 'Sunrise Revenue Cycle Private Limited',
    display_name: 'Sunrise RCM',
    gstin: '27AAPFU0939F1ZV',
    cin: null,
    website_domain: 'sunrise-rcm.example',
    address: '12 Anna Salai',
    city: 'Chennai',
    version: 3,
    mailbox: { email: 'hr@sunrise-rcm.example', verified_at: '2026-11-28T06:00:00.000Z' },
  },
  checks: { gstin: { passed: true, message: null }, cin: null, mailbox: { passed: true, message: null } },
  verified_mailbox: { email: 'hr@sunrise-rcm.example', verified_at: '2026-11-28T06:00:00.000Z' },
  changes: [
    {
      field: 'gstin',
      old_value: null,
      new_value: '27AAPFU0939F1ZV',
      changed_at: '2026-11-28T05:00:00.000Z',
      changed_by: 'Ravi Kumar <ravi@sunrise-rcm.example>',
    },
  ],
};

let fetchMock: FetchMock;
let companies: OperatorCompany[];
const ok = (result: unknown) => jsonResponse(200, { success: true, message: 'ok', result });
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url.split('/api')[1]}`);

function signIn(roleId: number) {
  localStorage.setItem('token', 'a-token');
  localStorage.setItem('role', 'recruiter');
  localStorage.setItem(
    'userDetails',
    JSON.stringify({ user_id: 1, role_id: roleId, email: 'ops@rcm.example' }),
  );
}

beforeEach(() => {
  companies = [
    company(1, { name: 'AGS Health' }),
    company(4, { name: 'Dusk RCM', standing: 'suspended' }),
    SUNRISE,
  ];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0];
    if (path.endsWith('/operator/companies')) return ok({ companies });
    if (path.endsWith('/operator/companies/9')) return ok(EVIDENCE);
    const standing = /\/operator\/companies\/(\d+)\/standing$/.exec(path);
    if (standing) {
      const { action } = JSON.parse(String(init?.body));
      const after = { verify: 'verified', suspend: 'suspended', restore: 'verified' }[action as string];
      companies = companies.map((row) =>
        row.id === Number(standing[1])
          ? { ...row, standing: after as OperatorCompany['standing'], changed_since_verified: [] }
          : row,
      );
      return ok({ company: companies.find((row) => row.id === Number(standing[1])) });
    }
    if (path.includes('/recruiters/')) return ok({ conversations: [], total: 0, unread_total: 0 });
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

describe('the operator page (/operator, issue 37)', () => {
  it('lists the companies unverified first with their evidence; Verify confirms one; no recruiter call is made', async () => {
    signIn(1);
    renderApp('/operator');
    // (a first visit to /operator goes through the workspace's mount: routes/$.tsx, then /recruiter)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Companies' }, { timeout: 5000 }),
    ).toBeTruthy();
    await screen.findByRole('article', { name: 'Sunrise RCM' });
    const nav = screen.getByRole('navigation', { name: 'Operator' });
    expect(within(nav).getByRole('link', { name: 'Companies' }).getAttribute('href')).toBe('/operator');
    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Sunrise RCM', 'Dusk RCM', 'AGS Health']);

    const sunrise = screen.getByRole('article', { name: 'Sunrise RCM' });
    expect(within(sunrise).getByTestId('evidence-short').textContent).toBe(
      'GSTIN: Check passed · CIN: Not given · Mailbox: hr@sunrise-rcm.example',
    );
    // an unverified company's evidence is open from the start
    expect(await within(sunrise).findByText('27AAPFU0939F1ZV — check passed')).toBeTruthy();
    expect(within(sunrise).getByText(/^hr@sunrise-rcm\.example, verified/)).toBeTruthy();
    const log = within(sunrise).getByRole('table');
    expect(within(log).getByText('Ravi Kumar <ravi@sunrise-rcm.example>')).toBeTruthy();
    expect(within(log).getByText('(empty) → 27AAPFU0939F1ZV')).toBeTruthy();

    fireEvent.click(within(sunrise).getByRole('button', { name: 'Verify' }));
    expect(await within(sunrise).findByText('Sunrise RCM is now a Verified employer.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Dusk RCM',
        'AGS Health',
        'Sunrise RCM',
      ]),
    );
    expect(calls()).toContain('POST /operator/companies/9/standing');
    expect(calls().filter((call) => call.includes('/recruiters/'))).toEqual([]);
  });

  it('says what a verified company changed since; Verify again confirms it once more', async () => {
    companies = [company(1, { name: 'AGS Health', changed_since_verified: ['gstin', 'display_name'] })];
    signIn(1);
    renderApp('/operator');
    const ags = await screen.findByRole('article', { name: 'AGS Health' }, { timeout: 5000 });
    expect(
      within(ags).getByText(
        'Changed since it was verified: GSTIN, Display name. Review the evidence, then verify it again.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(ags).getByRole('button', { name: 'Verify again' }));
    await waitFor(() => expect(within(ags).queryByRole('button', { name: 'Verify again' })).toBeNull());
    expect(calls()).toContain('POST /operator/companies/1/standing');
  });

  it('asks before suspending; Cancel changes nothing', async () => {
    signIn(1);
    renderApp('/operator');
    const ags = await screen.findByRole('article', { name: 'AGS Health' }, { timeout: 5000 });
    fireEvent.click(within(ags).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend AGS Health?' });
    expect(within(dialog).getByText(SUSPEND_MESSAGE)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls().some((call) => call.startsWith('POST'))).toBe(false);
    fireEvent.click(within(ags).getByRole('button', { name: 'Suspend' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(calls()).toContain('POST /operator/companies/1/standing'));
  });

  it('an operator at a recruiter path goes to /operator; a recruiter at /operator is told it is for operators', async () => {
    signIn(1);
    const { router } = renderApp('/recruiter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/operator'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeTruthy();
    cleanup();
    localStorage.clear();
    fetchMock.mockClear();

    signIn(2);
    renderApp('/operator');
    expect(
      await screen.findByRole('heading', { level: 1, name: OPERATORS_ONLY_HEADING }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(calls().filter((call) => call.includes('/operator/'))).toEqual([]);
  });
});
