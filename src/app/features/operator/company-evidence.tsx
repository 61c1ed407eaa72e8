import { QueryStates } from '@app/ui/query-states';
import type { CompanyEvidence as Evidence } from '@contract/operator/companies';
import { COMPANY_FIELD_LABELS } from '@contract/recruiter/company-profile';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { companyEvidenceQueryOptions } from './api/get-company-evidence';
import {
  EVIDENCE_FAILED,
  EVIDENCE_NOT_ON_DEVICE,
  LOADING_EVIDENCE,
  NO_CHANGES,
  NOT_GIVEN,
  shownTime,
} from './operator-texts';

type Check = Evidence['checks']['gstin'];

const checkLine = (value: string | null, check: Check) =>
  value === null
    ? NOT_GIVEN
    : `${value} — ${check?.passed ? 'check passed' : `check failed: ${check?.message ?? ''}`}`;

const fieldLabel = (field: string) =>
  COMPANY_FIELD_LABELS[field as keyof typeof COMPANY_FIELD_LABELS] ?? field;

/** The company's evidence: its profile with the checks, the verified mailbox and the change log. */
export function CompanyEvidence({ companyId }: { companyId: number }) {
  const query = useQuery(companyEvidenceQueryOptions(companyId));
  const evidence = query.data;
  if (!evidence)
    return (
      <QueryStates
        query={query}
        texts={{
          failed: EVIDENCE_FAILED,
          notOnDevice: EVIDENCE_NOT_ON_DEVICE,
          loading: LOADING_EVIDENCE,
          what: 'the evidence',
        }}
      />
    );
  const { profile, checks, verified_mailbox: mailbox } = evidence;
  const rows: [string, string][] = [
    ['Legal name', profile.legal_name ?? NOT_GIVEN],
    ['Display name', profile.display_name],
    ['GSTIN', checkLine(profile.gstin, checks.gstin)],
    ['CIN', checkLine(profile.cin, checks.cin)],
    ['Website domain', profile.website_domain ?? NOT_GIVEN],
    ['Registered address', profile.address ? `${profile.address}, ${profile.city}` : NOT_GIVEN],
    [
      'Verified mailbox',
      mailbox
        ? `${mailbox.email}, verified ${shownTime(mailbox.verified_at)}${checks.mailbox?.passed ? '' : ` — ${checks.mailbox?.message ?? ''}`}`
        : 'None verified',
    ],
  ];
  return (
    <Stack gap="sm" mt="xs">
      <Title order={3} size="h5">
        Evidence
      </Title>
      <dl style={{ margin: 0, display: 'grid', gap: 4 }}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" fw={700}>
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </dl>
      <Title order={3} size="h5">
        Change log
      </Title>
      {evidence.changes.length === 0 ? (
        <Text size="sm">{NO_CHANGES}</Text>
      ) : (
        // no scrolling box (axe's scrollable-region-focusable): the cells wrap at 360 px
        <Table striped withTableBorder fz="sm" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">When</Table.Th>
              <Table.Th scope="col">Who</Table.Th>
              <Table.Th scope="col">Field</Table.Th>
              <Table.Th scope="col">Old → new</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {evidence.changes.map((change) => (
              <Table.Tr key={`${change.changed_at} ${change.field} ${change.old_value} ${change.new_value}`}>
                <Table.Td>{shownTime(change.changed_at)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {change.changed_by ?? 'A removed account'}
                </Table.Td>
                <Table.Td>{fieldLabel(change.field)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {`${change.old_value ?? '(empty)'} → ${change.new_value ?? '(empty)'}`}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
