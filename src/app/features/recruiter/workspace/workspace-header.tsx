import { HeaderBar } from '@app/ui/header-bar';
import { ButtonLink } from '@app/ui/links';
import { Logo } from '@app/ui/logo';
import { Button, Group, Text } from '@mantine/core';
import { IconBuilding, IconCalendarEvent, IconLogout, IconUserSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import './workspace-header.css';

export interface WorkspaceHeaderProps {
  /** The recruiter's company, once known. */
  companyName: string | null;
  /** More actions after Interviews, before Sign out (Inbox, Invite a colleague, Colleagues). */
  actions?: ReactNode;
  onSignOutRequest: () => void;
}

/** The recruiter workspace's header: logo (to the jobs), the company's name, Interviews, Find candidates, Company (issue 37), actions, Sign out. */
export function WorkspaceHeader({ companyName, actions, onSignOutRequest }: WorkspaceHeaderProps) {
  return (
    <HeaderBar gap={8}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Link
          to="/recruiter"
          aria-label="RCM Careers recruiter home: jobs"
          style={{ display: 'flex', flexShrink: 0 }}
        >
          <Logo style={{ height: 28, width: 'auto', maxWidth: 112 }} aria-hidden="true" />
        </Link>
        {companyName ? (
          <Text fw={600} size="sm" c="gray.8" truncate="end" visibleFrom="xs" data-testid="company-name">
            {companyName}
          </Text>
        ) : null}
      </Group>
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }} className="workspace-header-actions">
        <ButtonLink
          to="/recruiter/interviews"
          size="sm"
          variant="subtle"
          aria-label="Interviews"
          leftSection={<IconCalendarEvent size={16} aria-hidden />}
        >
          {/* the word from Mantine's sm breakpoint, the icon alone below it (as Inbox) */}
          <Text span size="sm" fw={600} visibleFrom="sm">
            Interviews
          </Text>
        </ButtonLink>
        <ButtonLink
          to="/recruiter/candidates"
          size="sm"
          variant="subtle"
          aria-label="Find candidates"
          leftSection={<IconUserSearch size={16} aria-hidden />}
        >
          <Text span size="sm" fw={600} visibleFrom="sm">
            Find candidates
          </Text>
        </ButtonLink>
        <ButtonLink
          to="/recruiter/company"
          size="sm"
          variant="subtle"
          aria-label="Company"
          leftSection={<IconBuilding size={16} aria-hidden />}
        >
          <Text span size="sm" fw={600} visibleFrom="sm">
            Company
          </Text>
        </ButtonLink>
        {actions}
        <Button
          size="sm"
          variant="outline"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={onSignOutRequest}
        >
          {/* a 360 px phone shows the icon only (workspace-header.css): the logo, three actions and the word did not fit */}
          <span className="workspace-sign-out-label">Sign out</span>
        </Button>
      </Group>
    </HeaderBar>
  );
}
