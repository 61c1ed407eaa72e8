import { dayLabel } from '@app/ui/application-timeline';
import { AnchorLink } from '@app/ui/links';
import { UNCUT_BADGE_STYLES } from '@app/ui/uncut-badge';
import type { ApplicantRow } from '@contract/recruiter/applicants';
import { Badge, Card, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import {
  APPLICATION_STATUS_LABELS,
  ASSESSMENT_LABELS,
  ctcText,
  experienceText,
  NOT_GIVEN,
  SELECT_ALL_ON_PAGE,
  scoreSummary,
} from './applicants-texts';

export interface ApplicantsTableProps {
  applicants: readonly ApplicantRow[];
  selected: ReadonlySet<number>;
  onSelect: (applicationId: number, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  /** true: a table (laptop); false: stacked cards (phone) */
  wide: boolean;
}

/** Each stage's colour: the ends red (rejected) and grey (withdrawn), the way on teal, waiting brand. */
const STATUS_COLORS: Record<ApplicantRow['status'], string> = {
  new: 'brand',
  shortlisted: 'teal.9',
  interview: 'teal.9',
  offered: 'teal.9',
  joined: 'green.9',
  rejected: 'red.9',
  withdrawn: 'dark.6',
};

/** An application's status, never cut (ui/uncut-badge.ts). */
export function StatusBadge({ status }: { status: ApplicantRow['status'] }) {
  return (
    <Badge variant="outline" color={STATUS_COLORS[status]} styles={UNCUT_BADGE_STYLES}>
      {APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}

/** An applicant's name, the link to the applicant page. */
function ApplicantLink({ row }: { row: ApplicantRow }) {
  return (
    <AnchorLink
      to="/recruiter/applications/$applicationId"
      params={{ applicationId: row.application_id }}
      fw={600}
      style={{ overflowWrap: 'anywhere' }}
    >
      {row.name}
    </AnchorLink>
  );
}

/** The select-all box: checked when every row of the page is, mixed when some are. */
function SelectAll({ applicants, selected, onSelectAll }: Omit<ApplicantsTableProps, 'onSelect' | 'wide'>) {
  const count = applicants.filter((row) => selected.has(row.application_id)).length;
  return (
    <Checkbox
      aria-label={SELECT_ALL_ON_PAGE}
      checked={count > 0 && count === applicants.length}
      indeterminate={count > 0 && count < applicants.length}
      onChange={(event) => onSelectAll(event.currentTarget.checked)}
    />
  );
}

/**
 * A page of applicants: on a laptop a table (a checkbox, name, experience, certification,
 * current CTC, notice, applied date, status, assessment, score), on a phone one card each with the same
 * facts; every row has its checkbox, named after the applicant, and the page a select-all box.
 */
export function ApplicantsTable({ applicants, selected, onSelect, onSelectAll, wide }: ApplicantsTableProps) {
  const box = (row: ApplicantRow) => (
    <Checkbox
      aria-label={`Select ${row.name}`}
      checked={selected.has(row.application_id)}
      onChange={(event) => onSelect(row.application_id, event.currentTarget.checked)}
    />
  );
  if (!wide)
    return (
      <Stack gap="sm">
        <Checkbox
          label={SELECT_ALL_ON_PAGE}
          checked={applicants.length > 0 && applicants.every((row) => selected.has(row.application_id))}
          indeterminate={
            applicants.some((row) => selected.has(row.application_id)) &&
            !applicants.every((row) => selected.has(row.application_id))
          }
          onChange={(event) => onSelectAll(event.currentTarget.checked)}
        />
        {applicants.map((row) => (
          <Card
            key={row.application_id}
            withBorder
            radius="md"
            padding="sm"
            component="article"
            aria-labelledby={`applicant-${row.application_id}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              {box(row)}
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={700} id={`applicant-${row.application_id}`} style={{ overflowWrap: 'anywhere' }}>
                  <ApplicantLink row={row} />
                </Text>
                <Group gap={6}>
                  <StatusBadge status={row.status} />
                  <Text size="sm">Assessment: {ASSESSMENT_LABELS[row.assessment]}</Text>
                  {row.score ? <Text size="sm">Score: {scoreSummary(row.score)}</Text> : null}
                </Group>
                <Text size="sm">{experienceText(row.experience_level, row.total_experience)}</Text>
                <Text size="sm">
                  Certification: {row.certification ?? NOT_GIVEN} · Current CTC: {ctcText(row.current_ctc)}
                </Text>
                <Text size="sm">
                  Notice: {row.notice_period ?? NOT_GIVEN} · Applied {dayLabel(row.applied_at)}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <SelectAll applicants={applicants} selected={selected} onSelectAll={onSelectAll} />
            </Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Experience</Table.Th>
            <Table.Th>Certification</Table.Th>
            <Table.Th>Current CTC</Table.Th>
            <Table.Th>Notice</Table.Th>
            <Table.Th>Applied</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Assessment</Table.Th>
            <Table.Th>Score</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {applicants.map((row) => (
            <Table.Tr key={row.application_id}>
              <Table.Td>{box(row)}</Table.Td>
              <Table.Td>
                <ApplicantLink row={row} />
              </Table.Td>
              <Table.Td>{experienceText(row.experience_level, row.total_experience)}</Table.Td>
              <Table.Td>{row.certification ?? NOT_GIVEN}</Table.Td>
              <Table.Td>{ctcText(row.current_ctc)}</Table.Td>
              <Table.Td>{row.notice_period ?? NOT_GIVEN}</Table.Td>
              <Table.Td>{dayLabel(row.applied_at)}</Table.Td>
              <Table.Td>
                <StatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>{ASSESSMENT_LABELS[row.assessment]}</Table.Td>
              <Table.Td>{scoreSummary(row.score)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
