import { anitaDetails, signInAsRecruiter, workspaceFrameAnswer } from '@app/test-kits/recruiter-test-kit';
import { jsonResponse, renderApp } from '@app/test-kits/test-utils';
import { INVITE_CODE_INVALID, invitesLimitMessage } from '@contract/recruiter/account';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inviteSentText } from './invite-dialog';

vi.setConfig({ testTimeout: 30_000 });

let fetchMock: ReturnType<typeof vi.fn>;
let inviteAnswer: () => Response;
let acceptAnswer: () => Response;

beforeEach(() => {
  inviteAnswer = () =>
    jsonResponse(200, { success: true, message: 'Invitation sent', result: { sent: true } });
  acceptAnswer = () =>
    jsonResponse(200, {
      success: true,
      message: 'Welcome',
      result: {
        token: 'rec-2',
        tempToken: null,
        userDetails: { ...anitaDetails, user_id: 91 },
        onboarding_status: true,
      },
    });
  fetchMock = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    const frame = workspaceFrameAnswer(path);
    if (frame) return frame;
    if (path === '/recruiters/invites') return inviteAnswer();
    if (path === '/recruiters/invites/accept') return acceptAnswer();
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const bodyOf = (path: string) => {
  const call = fetchMock.mock.calls.find(
    ([url]) => new URL(String(url), 'http://localhost').pathname === `/api${path}`,
  );
  return call ? JSON.parse(String((call[1] as RequestInit).body)) : null;
};

describe('Invite a colleague', () => {
  beforeEach(() => signInAsRecruiter());

  it('sends a code to the e-mail from the workspace header', async () => {
    renderApp('/recruiter');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite a colleague' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a colleague' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const email = within(dialog).getByRole('textbox', { name: /Colleague's email/ });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(bodyOf('/recruiters/invites')).toBeNull();
    fireEvent.change(email, { target: { value: ' ravi.kumar@example.com ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(inviteSentText('ravi.kumar@example.com'))).toBeTruthy();
    expect(bodyOf('/recruiters/invites')).toEqual({ email: 'ravi.kumar@example.com' });
  });

  it("too many invitations get the server's message", async () => {
    inviteAnswer = () =>
      jsonResponse(429, {
        success: false,
        message: invitesLimitMessage(42),
        code: 'rate_limited',
      });
    renderApp('/recruiter');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite a colleague' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a colleague' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Colleague's email/ }), {
      target: { value: 'priya.sharma@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(invitesLimitMessage(42));
  });
});

describe('/recruiter/join', () => {
  async function fillJoin() {
    fireEvent.change(await screen.findByRole('textbox', { name: /^Email/ }), {
      target: { value: 'ravi.kumar@example.com' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Invitation code/ }), {
      target: { value: '123456' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /First name/ }), { target: { value: 'Ravi' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: 'Kumar' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Recruiter@123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
  }

  it('joins the inviting company and signs in as a recruiter', async () => {
    const { router } = renderApp('/recruiter/join');
    await fillJoin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter'));
    expect(bodyOf('/recruiters/invites/accept')).toEqual({
      email: 'ravi.kumar@example.com',
      code: '123456',
      first_name: 'Ravi',
      last_name: 'Kumar',
      password: 'Recruiter@123',
    });
    expect(localStorage.getItem('role')).toBe('recruiter');
  });

  it('a wrong code says so and keeps the fields', async () => {
    acceptAnswer = () =>
      jsonResponse(400, { success: false, message: INVITE_CODE_INVALID, code: 'invite_invalid' });
    const { router } = renderApp('/recruiter/join');
    await fillJoin();
    expect((await screen.findByRole('alert')).textContent).toContain(INVITE_CODE_INVALID);
    expect(router.state.location.pathname).toBe('/recruiter/join');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('marks a password in error aria-invalid, as the candidate forms do', async () => {
    renderApp('/recruiter/join');
    const password = await screen.findByLabelText(/^Password/);
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(password, { target: { value: 'Recruiter@123' } });
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(bodyOf('/recruiters/invites/accept')).toBeNull();
  });
});
