import { call } from '@app/api/call';
import { ApiError, resetClientHooks, setClientHooks } from '@app/api/client';
import { type FetchMock, jsonResponse, stubFetch } from '@app/test-kits/fetch-test-kit';
import * as auth from '@contract/auth';
import { dashboard } from '@contract/dashboard';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { deactivateAccount } from './deactivate-account';

let fetchMock: FetchMock;
const refused = () => jsonResponse(403, { success: false, message: 'Invalid session' });

beforeEach(() => {
  fetchMock = stubFetch(() => jsonResponse(200, { success: true, message: 'Account deactivated' }));
});

afterEach(() => {
  resetClientHooks();
});

it("the deactivation ends the tab's own session: the 403s met meanwhile and after are its doing, not the 403 rule's; a new session's are news again", async () => {
  const navigateHome = vi.fn();
  setClientHooks({ navigateHome });
  localStorage.setItem('token', 'tok-1');
  let answerDeactivation: (response: Response) => void = () => undefined;
  fetchMock.mockImplementationOnce(
    () =>
      new Promise<Response>((resolve) => {
        answerDeactivation = resolve;
      }),
  );
  const deactivation = deactivateAccount({ password: 'Secret@123', reason: 'Skipped' });
  // the server already revoked the token: another request of the tab (the stream's reconnection) meets a 403
  fetchMock.mockResolvedValueOnce(refused());
  await expect(call(dashboard)).rejects.toBeInstanceOf(ApiError);
  answerDeactivation(jsonResponse(200, { success: true, message: 'Account deactivated' }));
  await deactivation;
  fetchMock.mockResolvedValueOnce(refused());
  await expect(call(dashboard)).rejects.toBeInstanceOf(ApiError);
  expect(navigateHome).not.toHaveBeenCalled();
  expect(localStorage.getItem('token')).toBe('tok-1');

  localStorage.clear();
  fetchMock.mockResolvedValueOnce(
    jsonResponse(200, {
      success: true,
      message: 'Login successful',
      result: { token: 'tok-2', tempToken: null, userDetails: null, onboarding_status: true },
    }),
  );
  await call(auth.login, { email: 'a@b.in', password: 'secret1', role_id: 3 }).catch(() => undefined);
  expect(localStorage.getItem('token')).toBe('tok-2');
  fetchMock.mockResolvedValueOnce(refused());
  await expect(call(dashboard)).rejects.toBeInstanceOf(ApiError);
  expect(navigateHome).toHaveBeenCalledTimes(1);
});

it('a deactivation refused (a wrong password) leaves the 403 rule as it was', async () => {
  const navigateHome = vi.fn();
  setClientHooks({ navigateHome });
  localStorage.setItem('token', 'tok-1');
  fetchMock.mockResolvedValueOnce(
    jsonResponse(400, { success: false, message: 'Password is incorrect', code: 'password_incorrect' }),
  );
  await expect(deactivateAccount({ password: 'Wrong@1234', reason: 'Skipped' })).rejects.toBeInstanceOf(
    ApiError,
  );
  fetchMock.mockResolvedValueOnce(refused());
  await expect(call(dashboard)).rejects.toBeInstanceOf(ApiError);
  expect(navigateHome).toHaveBeenCalledTimes(1);
});
