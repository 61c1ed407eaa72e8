import { ConfirmModal } from '@app/ui/confirm-modal';
import { FormAlert } from '@app/ui/form-alert';
import { UNCUT_BADGE_STYLES } from '@app/ui/uncut-badge';
import type { OperatorCompany, TrustAction } from '@contract/operator/companies';
import { COMPANY_FIELD_LABELS } from '@contract/recruiter/company-profile';
import { Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { operatorCompaniesQueryKey } from './api/get-operator-companies';
import { setCompanyStanding } from './api/set-company-standing';
import { CompanyEvidence } from './company-evidence';
import { operatorFailureText } from './operator-failures';
import {
  changedSinceVerified,
  checkText,
  HIDE_EVIDENCE,
  SHOW_EVIDENCE,
  STANDING_LABELS,
  SUSPEND_MESSAGE,
  SUSPEND_TITLE,
  shownTime,
  standingDone,
  VERIFY_AGAIN,
} from './operator-texts';

// outlined on white: each colour at least 4.5:1 (axe's color-contrast on the badge's 11 px words)
const STANDING_COLORS = { unverified: 'dark.6', verified: 'teal.9', suspended: 'red.9' } as const;

/** One company: its standing, the evidence in short, the whole evidence on demand, its actions. */
export function CompanyCard({ company }: { company: OperatorCompany }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(company.standing === 'unverified');
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const evidenceId = useId();
  const decide = useMutation({
    mutationFn: (action: TrustAction) => setCompanyStanding(company.id, action),
    onSuccess: async (_after, action) => {
      setConfirming(false);
      setOutcome({ ok: true, text: standingDone[action](company.name) });
      await queryClient.invalidateQueries({ queryKey: operatorCompaniesQueryKey() });
    },
    onError: (error) => {
      setConfirming(false);
      setOutcome({ ok: false, text: operatorFailureText(error) });
    },
  });
  const since = company.standing === 'suspended' ? company.suspended_at : company.verified_at;
  const changed = company.changed_since_verified.map(
    (field) => COMPANY_FIELD_LABELS[field as keyof typeof COMPANY_FIELD_LABELS] ?? field,
  );
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={`${evidenceId}-name`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={`${evidenceId}-name`} style={{ overflowWrap: 'anywhere' }}>
            {company.name}
          </Title>
          <Badge color={STANDING_COLORS[company.standing]} variant="outline" styles={UNCUT_BADGE_STYLES}>
            {STANDING_LABELS[company.standing]}
          </Badge>
        </Group>
        <Text size="sm">
          {company.city}
          {since ? ` · since ${shownTime(since)}` : ''}
        </Text>
        <Text size="sm" data-testid="evidence-short">
          {`GSTIN: ${checkText(company.gstin_ok)} · CIN: ${checkText(company.cin_ok)} · Mailbox: ${company.verified_mailbox ?? 'none verified'}`}
        </Text>
        {changed.length > 0 ? (
          <Text size="sm" c="orange.9" fw={600}>
            {changedSinceVerified(changed.join(', '))}
          </Text>
        ) : null}
        <Group gap="xs" wrap="wrap">
          <Button
            size="sm"
            variant="default"
            aria-expanded={open}
            aria-controls={evidenceId}
            onClick={() => setOpen((shown) => !shown)}
          >
            {open ? HIDE_EVIDENCE : SHOW_EVIDENCE}
            <VisuallyHidden>{` of ${company.name}`}</VisuallyHidden>
          </Button>
          {company.standing === 'unverified' ? (
            <Button size="sm" loading={decide.isPending} onClick={() => decide.mutate('verify')}>
              Verify
            </Button>
          ) : null}
          {company.standing === 'verified' && changed.length > 0 ? (
            <Button size="sm" loading={decide.isPending} onClick={() => decide.mutate('verify')}>
              {VERIFY_AGAIN}
            </Button>
          ) : null}
          {company.standing === 'verified' ? (
            <Button size="sm" variant="outline" color="red.9" onClick={() => setConfirming(true)}>
              Suspend
            </Button>
          ) : null}
          {company.standing === 'suspended' ? (
            <Button
              size="sm"
              variant="outline"
              loading={decide.isPending}
              onClick={() => decide.mutate('restore')}
            >
              Restore
            </Button>
          ) : null}
        </Group>
        {outcome?.ok ? (
          <Text c="green.9" role="status">
            {outcome.text}
          </Text>
        ) : (
          <FormAlert message={outcome?.text ?? null} />
        )}
        <div id={evidenceId}>{open ? <CompanyEvidence companyId={company.id} /> : null}</div>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={SUSPEND_TITLE(company.name)}
        message={SUSPEND_MESSAGE}
        confirmLabel="Suspend"
        danger
        loading={decide.isPending}
        onConfirm={() => decide.mutate('suspend')}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
