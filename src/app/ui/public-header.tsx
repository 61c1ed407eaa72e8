import { Anchor, Button, Group, VisuallyHidden } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { HeaderBar } from './header-bar';
import { ButtonLink } from './links';
import { Logo } from './logo';

export const DEFAULT_EMPLOYER_URL = 'https://employers.rcmcareers.in';

export function employerUrl(): string {
  return import.meta.env.VITE_EMPLOYER_URL || DEFAULT_EMPLOYER_URL;
}

export type PublicHeaderAction = 'signup' | 'login' | 'none';

/**
 * Which button the public header shows (signed-out spec, Header), as the routes declare it in
 * `staticData.headerAction` (the deepest match that declares one): Signup (to /register) on / and
 * /login; Login (to /) on /register; none on /create-password, /acc-created and the onboarding
 * layout. Our choice where the spec is silent: Login by default (the password-reset screens).
 */
export function publicHeaderAction(
  matches: readonly { staticData?: { headerAction?: PublicHeaderAction } }[],
): PublicHeaderAction {
  for (let i = matches.length - 1; i >= 0; i--) {
    const action = matches[i]?.staticData?.headerAction;
    if (action) return action;
  }
  return 'login';
}

/**
 * The signed-out header: logo, For Employers, and Signup or Login by route; with `onSignOut` (the
 * onboarding steps, whose candidate holds a session), Sign out instead.
 */
export function PublicHeader({ onSignOut }: { onSignOut?: () => void } = {}) {
  // The screen on show decides (`matches`, not the pending ones): while the next route still
  // loads after a login, the login screen keeps its Signup action instead of flipping to Login.
  const action = useRouterState({ select: (state) => publicHeaderAction(state.matches) });
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
        {onSignOut ? (
          <Button size="sm" px={14} variant="outline" onClick={onSignOut}>
            Sign out
          </Button>
        ) : null}
        {!onSignOut && action === 'signup' && (
          <ButtonLink to="/register" size="sm" px={14}>
            Signup
          </ButtonLink>
        )}
        {!onSignOut && action === 'login' && (
          <ButtonLink to="/" size="sm" px={14} variant="outline">
            Login
          </ButtonLink>
        )}
      </Group>
    </HeaderBar>
  );
}
