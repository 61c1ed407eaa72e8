import type { FetchMock } from '@app/test-kits/fetch-test-kit';
import { jsonResponse, renderApp } from '@app/test-kits/test-utils';
import { SW_MESSAGES } from '@contract/page-worker';
import { notifications } from '@mantine/notifications';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHANGE_PASSWORD_NEEDS_NETWORK,
  DEACTIVATE_NEEDS_NETWORK,
  DELETE_NEEDS_NETWORK,
  EXPORT_FAILED,
  EXPORT_NEEDS_NETWORK,
} from './settings-failure';
import { DEACTIVATE_WARNING, DELETE_QUESTION, myDataSaved, PREPARING_MY_DATA } from './settings-texts';

// The whole app renders for each test, on a machine shared with other work.
vi.setConfig({ testTimeout: 30_000 });

/** A service worker that answers every message on its port, and remembers them. */
class FakeWorkerContainer extends EventTarget {
  messages: Array<Record<string, unknown>> = [];
  controller = {
    postMessage: (message: Record<string, unknown>, ports: MessagePort[] = []) => {
      this.messages.push(message);
      ports[0]?.postMessage({ done: true });
    },
  };
  getRegistration = async () => undefined;
  ready = Promise.resolve({ active: this.controller });
}

const dashboardAnswer = {
  success: true,
  message: 'ok',
  result: {
    user_details: {
      user_id: 5,
      first_name: 'Asha',
      last_name: 'Rao',
      phone_no: '9876543210',
      email: 'asha@example.in',
      employment_list: [],
      profile_picture: null,
      active_since: '2026-01-01',
      activity_status: 'Highly Active',
    },
    profile_completion: 60,
    applied_count: 0,
    recruiter_views: 0,
    recent_jobs: [],
  },
};

type Answer = (init: RequestInit) => Response | Promise<Response>;
let answers: Record<string, Answer>;
let fetchMock: FetchMock;
let worker: FakeWorkerContainer;
let deletedCaches: string[];

const ok = (message: string, extendedMessage?: string) => () =>
  jsonResponse(200, { success: true, message, ...(extendedMessage ? { extendedMessage } : {}) });

beforeEach(() => {
  localStorage.setItem('isCandidateLogin', 'true');
  localStorage.setItem('token', 'tok-5');
  localStorage.setItem('user_id', '5');
  sessionStorage.setItem('draft', '1');
  worker = new FakeWorkerContainer();
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  deletedCaches = [];
  vi.stubGlobal('caches', {
    delete: async (name: string) => {
      deletedCaches.push(name);
      return true;
    },
  });
  answers = {
    '/users/reset_password': ok('New Password Updated Successfully', 'You stay signed in here.'),
    '/candidates/deactivate': ok('Your account has been successfully deactivated', 'Signed out everywhere.'),
    '/users/account_delete': ok('Your account has been successfully deleted'),
  };
  fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    const answer = answers[path];
    if (answer) return answer(init);
    if (path === '/candidates/dashboard') return jsonResponse(200, dashboardAnswer);
    return jsonResponse(404, { success: false, message: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(url, 'http://localhost').pathname === `/api${path}`);
const bodyOf = (path: string) =>
  JSON.parse(String(callsTo(path).at(-1)?.[1]?.body)) as Record<string, unknown>;

/** The accordion's control of a panel (the Delete panel has a Delete Account button of its own). */
const panelButton = (name: string) =>
  screen
    .getAllByRole('button', { name })
    .find((button) => button.hasAttribute('aria-expanded')) as HTMLElement;
const expanded = (name: string) => panelButton(name).getAttribute('aria-expanded') === 'true';

async function openSettings() {
  const app = renderApp('/settings');
  expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeTruthy();
  return app;
}

/** The panel opened last: the fields are looked for in it (the others stay mounted, hidden). */
let currentPanel = '';

/** Opens a panel and waits for its content (the accordion's transition). */
async function openPanel(name: string): Promise<HTMLElement> {
  currentPanel = name;
  fireEvent.click(panelButton(name));
  return screen.findByRole('region', { name });
}

const field = (label: string) =>
  within(screen.getByRole('region', { name: currentPanel })).getByLabelText(label, {
    exact: false,
    selector: 'input, textarea',
  });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('/settings: the panels', () => {
  it('has the three panels, one open at a time, and Download my data outside them', async () => {
    await openSettings();
    for (const name of ['Change Password', 'Deactivate Account', 'Delete Account'])
      expect(expanded(name)).toBe(false);
    await openPanel('Change Password');
    expect(expanded('Change Password')).toBe(true);
    await openPanel('Deactivate Account');
    expect(expanded('Deactivate Account')).toBe(true);
    expect(expanded('Change Password')).toBe(false);
    await openPanel('Delete Account');
    expect(expanded('Delete Account')).toBe(true);
    expect(expanded('Deactivate Account')).toBe(false);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeTruthy();
  });
});

describe('/settings: Change Password', () => {
  it('says what each field lacks; an error clears as its field is edited; leading blanks are trimmed', async () => {
    await openSettings();
    await openPanel('Change Password');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Old password is required')).toBeTruthy();
    expect(screen.getByText('New password is required')).toBeTruthy();
    expect(screen.getByText('Confirm password is required')).toBeTruthy();
    // each is marked invalid, as Mantine's PasswordInput does not do by itself (issue 35)
    for (const name of ['Old Password', 'New Password', 'Confirm Password']) {
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
    }
    // the first field in error has the focus (issue 17 §2.3)
    await waitFor(() => expect(document.activeElement).toBe(field('Old Password')));

    type('Old Password', '  Old@1234');
    expect((field('Old Password') as HTMLInputElement).value).toBe('Old@1234');
    expect(screen.queryByText('Old password is required')).toBeNull();
    expect(field('Old Password').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('New password is required')).toBeTruthy();

    type('New Password', 'short');
    type('Confirm Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('New password must be at least 8 characters long')).toBeTruthy();

    type('New Password', 'New@12345');
    type('Confirm Password', 'New@12346');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(callsTo('/users/reset_password')).toHaveLength(0);
  });

  it('sends the three, shows New Password Updated Successfully, and empties the form', async () => {
    await openSettings();
    await openPanel('Change Password');
    type('Old Password', 'Old@1234');
    type('New Password', 'New@12345');
    type('Confirm Password', 'New@12345');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    const modal = await screen.findByRole('dialog', { name: 'New Password Updated Successfully' });
    expect(within(modal).getByText('You stay signed in here.')).toBeTruthy();
    expect(bodyOf('/users/reset_password')).toEqual({
      old_password: 'Old@1234',
      password: 'New@12345',
      confirm_password: 'New@12345',
    });
    const [, init] = callsTo('/users/reset_password')[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-5');
    fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New Password Updated Successfully' })).toBeNull(),
    );
    expect((field('Old Password') as HTMLInputElement).value).toBe('');
    // still signed in
    expect(localStorage.getItem('token')).toBe('tok-5');
  });

  it('a failure: extendedMessage, else message, else the fallback; what was typed is kept', async () => {
    await openSettings();
    await openPanel('Change Password');
    type('Old Password', 'Wrong@123');
    type('New Password', 'New@12345');
    type('Confirm Password', 'New@12345');
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));

    answers['/users/reset_password'] = () =>
      jsonResponse(400, {
        success: false,
        message: 'Old password is incorrect',
        code: 'old_password_incorrect',
      });
    submit();
    expect(await screen.findByText('Old password is incorrect')).toBeTruthy();
    expect((field('Old Password') as HTMLInputElement).value).toBe('Wrong@123');

    answers['/users/reset_password'] = () =>
      jsonResponse(400, {
        success: false,
        message: 'Short',
        extendedMessage: 'The longer reason',
        code: 'x',
      });
    submit();
    expect(await screen.findByText('The longer reason')).toBeTruthy();

    answers['/users/reset_password'] = () => new Response('oops', { status: 500 });
    submit();
    expect(await screen.findByText('Failed to reset password. Please try again.')).toBeTruthy();
  });

  it('offline: says it needs the network and keeps what was typed', async () => {
    await openSettings();
    await openPanel('Change Password');
    type('Old Password', 'Old@1234');
    type('New Password', 'New@12345');
    type('Confirm Password', 'New@12345');
    answers['/users/reset_password'] = () => Promise.reject(new TypeError('Failed to fetch'));
    // Offline as TanStack Query sees it: the write is sent anyway (never held for later) and fails.
    onlineManager.setOnline(false);
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
      expect(await screen.findByText(CHANGE_PASSWORD_NEEDS_NETWORK)).toBeTruthy();
    } finally {
      onlineManager.setOnline(true);
    }
    expect(callsTo('/users/reset_password')).toHaveLength(1);
    expect((field('New Password') as HTMLInputElement).value).toBe('New@12345');
    expect(localStorage.getItem('token')).toBe('tok-5');
  });
});

describe('/settings: Deactivate Account', () => {
  it('Cancel on the warning closes the panel', async () => {
    await openSettings();
    await openPanel('Deactivate Account');
    expect(screen.getByText(DEACTIVATE_WARNING)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(expanded('Deactivate Account')).toBe(false));
    // opened again, it starts at the warning
    await openPanel('Deactivate Account');
    expect(screen.getByText(DEACTIVATE_WARNING)).toBeTruthy();
  });

  it('warning -> reasons (their rules) -> password; Cancel returns to the reasons as ticked; sends the labels', async () => {
    await openSettings();
    await openPanel('Deactivate Account');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please select at least one reason')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'I found a job' })),
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'I found a job' }));
    expect(screen.queryByText('Please select at least one reason')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Other (Please Specify)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please specify the reason')).toBeTruthy();
    type('Your reason', 'Moving abroad');
    expect(screen.queryByText('Please specify the reason')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    // the password step; Cancel goes back to the reasons, still ticked
    expect(await screen.findByText('Enter your password to deactivate your account.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      ((await screen.findByRole('checkbox', { name: 'I found a job' })) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: 'Other (Please Specify)' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((field('Your reason') as HTMLTextAreaElement).value).toBe('Moving abroad');
    expect(expanded('Deactivate Account')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    fireEvent.click(await findDeactivateButton());
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('/candidates/deactivate')).toHaveLength(0);
    type('Password', 'Secret@123');
    expect(screen.queryByText('Password is required')).toBeNull();
    fireEvent.click(await findDeactivateButton());
    expect(
      await screen.findByRole('dialog', { name: 'Your account has been successfully deactivated' }),
    ).toBeTruthy();
    expect(bodyOf('/candidates/deactivate')).toEqual({
      password: 'Secret@123',
      reason: 'I found a job, Other (Please Specify)',
      other_reason: 'Moving abroad',
    });
  });

  it('Skip goes to the password step and sends Skipped; closing the modal clears this phone and goes to /', async () => {
    const { router, queryClient } = await openSettings();
    queryClient.setQueryData(['dashboard'], dashboardAnswer.result);
    await openPanel('Deactivate Account');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Privacy concerns' }));
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    type('Password', 'Secret@123');
    fireEvent.click(await findDeactivateButton());
    const modal = await screen.findByRole('dialog', {
      name: 'Your account has been successfully deactivated',
    });
    expect(bodyOf('/candidates/deactivate')).toEqual({
      password: 'Secret@123',
      reason: 'Skipped',
      other_reason: '',
    });
    // nothing is cleared until the modal is closed
    expect(localStorage.getItem('token')).toBe('tok-5');
    fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expectPhoneCleared(queryClient);
  });

  it('a failure shows the answer or the fallback and keeps the password; offline says it needs the network', async () => {
    await openSettings();
    await openPanel('Deactivate Account');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    type('Password', 'Wrong@123');
    answers['/candidates/deactivate'] = () =>
      jsonResponse(400, { success: false, message: 'Password is incorrect', code: 'password_incorrect' });
    fireEvent.click(await findDeactivateButton());
    expect(await screen.findByText('Password is incorrect')).toBeTruthy();

    answers['/candidates/deactivate'] = () => new Response('', { status: 502 });
    fireEvent.click(await findDeactivateButton());
    expect(await screen.findByText('Failed to deactivate account. Please try again.')).toBeTruthy();

    answers['/candidates/deactivate'] = () => Promise.reject(new TypeError('Failed to fetch'));
    fireEvent.click(await findDeactivateButton());
    expect(await screen.findByText(DEACTIVATE_NEEDS_NETWORK)).toBeTruthy();
    expect((field('Password') as HTMLInputElement).value).toBe('Wrong@123');
    expect(localStorage.getItem('token')).toBe('tok-5');
  });
});

describe('/settings: Delete Account', () => {
  it('confirm, then Your account has been successfully deleted; closing it clears this phone and goes to /', async () => {
    const { router, queryClient } = await openSettings();
    queryClient.setQueryData(['dashboard'], dashboardAnswer.result);
    await openPanel('Delete Account');
    fireEvent.click(deleteButton());
    const confirm = await screen.findByRole('dialog', { name: 'Delete Account' });
    expect(within(confirm).getByText(DELETE_QUESTION)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Account' })).toBeNull());
    expect(callsTo('/users/account_delete')).toHaveLength(0);

    fireEvent.click(deleteButton());
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Account' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Your account has been successfully deleted' });
    const [, init] = callsTo('/users/account_delete')[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-5');
    expect(localStorage.getItem('token')).toBe('tok-5');
    fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expectPhoneCleared(queryClient);
  });

  it('a failure shows the answer or the fallback; offline says it needs the network', async () => {
    await openSettings();
    await openPanel('Delete Account');
    const tryDelete = async () => {
      fireEvent.click(deleteButton());
      fireEvent.click(
        within(await screen.findByRole('dialog', { name: 'Delete Account' })).getByRole('button', {
          name: 'Delete',
        }),
      );
    };
    answers['/users/account_delete'] = () => new Response('', { status: 500 });
    await tryDelete();
    expect(await screen.findByText('Failed to delete account. Please try again.')).toBeTruthy();
    answers['/users/account_delete'] = () => Promise.reject(new TypeError('Failed to fetch'));
    await tryDelete();
    expect(await screen.findByText(DELETE_NEEDS_NETWORK)).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('tok-5');
  });
});

describe('/settings: Download my data', () => {
  it("fetches the export with the bearer token and saves the server's JSON under the server's name", async () => {
    // The contract's full shape is the server's business; here any answer passes the check.
    const saved: Array<{ name: string; blob: Blob }> = [];
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs (each test file has its own window, so these stay here)
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '') as Blob });
    });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    answers['/candidates/export'] = async () => {
      await held;
      return new Response(JSON.stringify(fullExport()), {
        status: 200,
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': 'attachment; filename="rcm-careers-my-data-2026-11-24.json"',
        },
      });
    };
    await openSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(PREPARING_MY_DATA)).toBeTruthy();
    release();
    expect(await screen.findByText(myDataSaved('rcm-careers-my-data-2026-11-24.json'))).toBeTruthy();
    const [, init] = callsTo('/candidates/export')[0] ?? [];
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-5');
    expect(saved).toHaveLength(1);
    const [file] = saved;
    if (!file) throw new Error('nothing was saved');
    expect(file.name).toBe('rcm-careers-my-data-2026-11-24.json');
    expect(file.blob.type).toBe('application/json');
    expect(JSON.parse(await file.blob.text())).toEqual(fullExport());
  });

  it('a failure says so; offline it says it needs the network and asks nothing', async () => {
    answers['/candidates/export'] = () => new Response('', { status: 500 });
    await openSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(EXPORT_FAILED)).toBeTruthy();

    answers['/candidates/export'] = () => Promise.reject(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(EXPORT_NEEDS_NETWORK)).toBeTruthy();

    fetchMock.mockClear();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    cleanup();
    await openSettings();
    const before = callsTo('/candidates/export').length;
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(EXPORT_NEEDS_NETWORK)).toBeTruthy();
    expect(callsTo('/candidates/export')).toHaveLength(before);
  });
});

function deleteButton(): HTMLElement {
  return within(screen.getByRole('region', { name: 'Delete Account' })).getByRole('button', {
    name: 'Delete Account',
  });
}

async function findDeactivateButton(): Promise<HTMLElement> {
  const form = await screen.findByRole('form', { name: 'Confirm with your password' });
  return within(form).getByRole('button', { name: 'Deactivate Account' });
}

function expectPhoneCleared(queryClient: { getQueryData: (key: string[]) => unknown }) {
  expect(localStorage.length).toBe(0);
  expect(sessionStorage.length).toBe(0);
  expect(queryClient.getQueryData(['dashboard'])).toBeUndefined();
  expect(worker.messages).toContainEqual({ type: SW_MESSAGES.outboxClear, user_id: '5' });
  expect(deletedCaches.length).toBeGreaterThan(0);
}

/** An export as the contract declares it (GET /candidates/export). */
function fullExport() {
  return {
    success: true,
    message: 'Your data',
    result: {
      exported_at: '2026-11-24T02:00:00.000Z',
      account: {
        user_id: 5,
        first_name: 'Asha',
        last_name: 'Rao',
        email: 'asha@example.in',
        phone_no: '9876543210',
        role_id: 3,
        email_verified: true,
        phone_verified: true,
        referral_code: null,
        onboarding_completed: true,
        profile_picture: null,
        activity_status: 'Highly Active',
        status: 'active',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      },
      profile_details: PROFILE_DETAILS,
      profile_overview: null,
      files: [],
      saved_jobs: [],
      saved_searches: [],
      contact_consents: [],
      profile_sightings: [],
      applications: [],
      assessment_answers: [],
      sessions: [],
    },
  };
}

const PROFILE_DETAILS = {
  user_details: { ...dashboardAnswer.result.user_details },
  profile: null,
  experience: null,
  fresher_certificate: null,
  job_preference: null,
  employment: [],
  education: [],
};
