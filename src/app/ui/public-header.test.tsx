import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../test-kits/test-utils';
import { DEFAULT_EMPLOYER_URL, publicHeaderAction } from './public-header';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(404, { success: false, message: 'Not found' })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function header(): HTMLElement {
  return screen.getByRole('banner');
}

describe('public header', () => {
  it('on / shows the logo, For Employers and a Signup link to /register', async () => {
    renderApp('/');
    const signup = await screen.findByRole('link', { name: 'Signup' });
    expect(signup.getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'RCM Careers home' }).getAttribute('href')).toBe('/');
    const employers = screen.getByRole('link', { name: /For Employers/ });
    expect(employers.getAttribute('href')).toBe(DEFAULT_EMPLOYER_URL);
    expect(employers.getAttribute('target')).toBe('_blank');
    expect(employers.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('on /register shows a Login link to /', async () => {
    renderApp('/register');
    const login = await screen.findByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Signup' })).toBeNull();
  });

  it('on /login shows a Signup link', async () => {
    renderApp('/login');
    expect((await screen.findByRole('link', { name: 'Signup' })).getAttribute('href')).toBe('/register');
  });

  it.each(['/create-password', '/acc-created'])('on %s shows no button', async (path) => {
    renderApp(path);
    await screen.findByRole('link', { name: /For Employers/ });
    expect(header().querySelectorAll('a')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Signup' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });
});

describe('publicHeaderAction', () => {
  it("takes the deepest match's declared action, and Login when none declares one", () => {
    expect(publicHeaderAction([{ staticData: {} }, { staticData: { headerAction: 'signup' } }])).toBe(
      'signup',
    );
    expect(
      publicHeaderAction([
        { staticData: { headerAction: 'none' } },
        { staticData: { headerAction: 'signup' } },
      ]),
    ).toBe('signup');
    expect(publicHeaderAction([{ staticData: { headerAction: 'none' } }, { staticData: {} }])).toBe('none');
    expect(publicHeaderAction([{}, { staticData: {} }])).toBe('login');
    expect(publicHeaderAction([])).toBe('login');
  });

  it.each([
    ['/forgotpassword', 'Login'],
    ['/verify-otp', 'Login'],
  ])('on %s shows a %s link (our choice where the spec is silent)', async (path, name) => {
    renderApp(path);
    expect((await screen.findByRole('link', { name })).getAttribute('href')).toBe('/');
  });

  it.each(['/onboarding', '/education'])('on the onboarding step %s shows no button', async (path) => {
    renderApp(path);
    await screen.findByRole('link', { name: /For Employers/ });
    expect(header().querySelectorAll('a')).toHaveLength(2);
  });

  it('on an onboarding step with a session: Sign out (no Signup or Login), which asks to confirm', async () => {
    localStorage.setItem('token', 'temp-token');
    try {
      renderApp('/education');
      const signOut = await screen.findByRole('button', { name: 'Sign out' });
      expect(header().contains(signOut)).toBe(true);
      expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Signup' })).toBeNull();
      fireEvent.click(signOut);
      const dialog = await screen.findByRole('dialog', { name: 'Sign Out' });
      expect(dialog.textContent).toContain('Are you sure you want to sign out of your account?');
    } finally {
      localStorage.clear();
    }
  });
});
