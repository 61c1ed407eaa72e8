import { AppQueryProvider } from '@app/offline/app-query-provider';
import { HeaderBar } from '@app/ui/header-bar';
import { ButtonLink } from '@app/ui/links';
import { Logo } from '@app/ui/logo';
import { PageShell } from '@app/ui/page-shell';
import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Link, Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { OPERATOR_AREA } from './operator-texts';

/** The operator's paths: /operator and below (an operator anywhere else goes to /operator). */
export const isOperatorPath = (pathname: string) =>
  pathname === '/operator' || pathname.startsWith('/operator/');

export interface OperatorLayoutProps {
  /** The account's sign-out dialog, opened by the header's Sign out. */
  signOut: (opened: boolean, onClose: () => void) => ReactNode;
}

/**
 * The operator's frame (issue 37), drawn by the `_recruiter` layout for an operator's session:
 * the header with the operator's screens (Companies, Reports) and
 * Sign out, then the screen. None of the workspace's reads (its header's company, inbox, event
 * stream) is made: every recruiter call refuses an operator. A recruiter path goes to /operator.
 */
export function OperatorLayout({ signOut }: OperatorLayoutProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [signOutOpened, signOutDialog] = useDisclosure(false);
  if (!isOperatorPath(pathname)) return <Navigate to="/operator" replace />;
  return (
    <AppQueryProvider>
      <PageShell
        header={
          <HeaderBar gap={8}>
            <Link
              to="/operator"
              aria-label={`${OPERATOR_AREA}: companies`}
              style={{ display: 'flex', flexShrink: 0 }}
            >
              <Logo style={{ height: 28, width: 'auto', maxWidth: 112 }} aria-hidden="true" />
            </Link>
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              <Group component="nav" aria-label="Operator" gap={4} wrap="nowrap">
                <ButtonLink to="/operator" size="sm" variant="subtle" activeOptions={{ exact: true }}>
                  Companies
                </ButtonLink>
                <ButtonLink to="/operator/reports" size="sm" variant="subtle">
                  Reports
                </ButtonLink>
              </Group>
              <Button
                size="sm"
                variant="outline"
                leftSection={<IconLogout size={16} aria-hidden />}
                onClick={signOutDialog.open}
                px={10}
              >
                Sign out
              </Button>
            </Group>
          </HeaderBar>
        }
      >
        <Outlet />
      </PageShell>
      {signOut(signOutOpened, signOutDialog.close)}
    </AppQueryProvider>
  );
}
