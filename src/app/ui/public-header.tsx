import { Anchor, Group, VisuallyHidden } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { HeaderBar } from './header-bar';
import { ButtonLink } from './links';
import { Logo } from './logo';

export const DEFAULT_EMPLOYER_URL = 'https://employers.rcmcareers.in';

export function employerUrl(): string {
  return import.meta.env.VITE_EMPLOYER_URL || DEFAULT_EMPLOYER_URL;
}

export type PublicHeaderAction = 'signup' | 'login' | null;

/** Onboarding routes: the candidate already holds a token, so neither Login nor Signup fits. */
const ONBOARDING_PATHS = new Set([
  '/onboarding',
  '/certification-details',
  '/fresher-lookingfor',
  '/lookingfor',
  '/education',
  '/profile-overview',
  '/experience',
  '/managerial',
  '/onboard-completed',
]);

/**
 * Which button the public header shows (signed-out spec, Header): Signup (to /register) on /
 * and /login; Login (to /) on /register; none on /create-password and /acc-created.
 * Not fixed by the spec, our choice: Login on the password-reset screens (/forgotpassword,
 * /verify-otp, /resetpassword), none on the onboarding screens.
 */
export function publicHeaderAction(pathname: string): PublicHeaderAction {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '/login') return 'signup';
  if (path === '/create-password' || path === '/acc-created' || ONBOARDING_PATHS.has(path)) return null;
  return 'login';
}

/** The signed-out header: logo, For Employers, and Signup or Login by route. */
export function PublicHeader() {
  // The screen on show decides (the resolved location): while the next route still loads after
  // a login, the login screen keeps its Signup action instead of flipping to Login.
  const pathname = useRouterState({
    select: (state) => (state.resolvedLocation ?? state.location).pathname,
  });
  const action = publicHeaderAction(pathname);
  return (
    <HeaderBar gap={8}>
      <Link to="/" aria-label="RCM Careers home" style={{ display: 'flex', flexShrink: 1, minWidth: 112 }}>
        <Logo style={{ height: 28, width: 'auto', maxWidth: '100%' }} aria-hidden="true" />
      </Link>
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        <Anchor
          href={employerUrl()}
          target="_blank"
          rel="noopener noreferrer"
          fw={600}
          underline="hover"
          fz={{ base: 14, sm: 15 }}
          px={4}
          py={10}
          style={{ whiteSpace: 'nowrap' }}
        >
          For Employers
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Anchor>
        {action === 'signup' && (
          <ButtonLink to="/register" size="sm" px={14}>
            Signup
          </ButtonLink>
        )}
        {action === 'login' && (
          <ButtonLink to="/" size="sm" px={14} variant="outline">
            Login
          </ButtonLink>
        )}
      </Group>
    </HeaderBar>
  );
}
