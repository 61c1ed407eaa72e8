import { priyaUserDetails } from '@app/test-kits/fetch-test-kit';
import { typeCode } from '@app/test-kits/otp-test-kit';
import { jsonResponse, renderApp } from '@app/test-kits/test-utils';
import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEND_LOGIN_CODE } from './login-screen';

// The whole app renders, on a machine shared with other work.
vi.setConfig({ testTimeout: 30_000 });

const CEILING =
  'Too many failed login attempts on this account. Request a sign-in code to your email to log in.';

let fetchMock: ReturnType<typeof vi.fn>;
let loginAnswers: Response[];

beforeEach(() => {
  loginAnswers = [
    jsonResponse(429, { success: false, message: CEILING, code: 'login_code_required' }),
    jsonResponse(200, {
      success: true,
      message: 'Login successful',
      result: { token: 'tok-1', tempToken: null, userDetails: priyaUserDetails, onboarding_status: true },
    }),
  ];
  fetchMock = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    if (path === '/auth/login') return loginAnswers.shift() ?? jsonResponse(500, { success: false });
    if (path === '/user/send_otp')
      return jsonResponse(200, { success: true, message: 'OTP sent successfully' });
    if (path === '/user/verify_otp') {
      return jsonResponse(200, { success: true, result: { verification_token: 'login-proof' } });
    }
    return jsonResponse(404, { success: false, message: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://localhost').pathname === `/api${path}`)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

describe('login screen: the account-wide ceiling of failed logins', () => {
  it('offers a sign-in code to the e-mail, and logs in with its token', async () => {
    renderApp('/login');
    fireEvent.change(await screen.findByRole('textbox', { name: /Email/ }), {
      target: { value: 'priya.sharma@example.com' },
    });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Candidate@123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    const offer = await screen.findByRole('button', { name: SEND_LOGIN_CODE });
    expect(screen.getAllByText(CEILING).length).toBeGreaterThan(0);
    fireEvent.click(offer);
    await waitFor(() =>
      expect(bodiesOf('/user/send_otp')).toEqual([
        { user_type: 'candidate', contact_value: 'priya.sharma@example.com', otp_type: 'login' },
      ]),
    );
    await screen.findByLabelText('Digit 1 of 6');
    await act(async () => {
      typeCode('123456');
    });
    await waitFor(() => expect(bodiesOf('/user/verify_otp')).toHaveLength(1));
    expect(bodiesOf('/user/verify_otp')[0]).toMatchObject({ otp_type: 'login', otp_code: '123456' });
    // after the tick (SUCCESS_READ_MS, 5 s) the same login goes again, with the code's token
    await waitFor(() => expect(bodiesOf('/auth/login')).toHaveLength(2), { timeout: 15_000 });
    expect(bodiesOf('/auth/login')[1]).toEqual({
      role_id: 3,
      email: 'priya.sharma@example.com',
      password: 'Candidate@123',
      login_token: 'login-proof',
    });
    await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-1'));
  });
});
