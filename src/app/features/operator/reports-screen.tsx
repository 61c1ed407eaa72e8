import { DataAgeNote } from '@app/ui/data-age-note';
import { useScreenTitle } from '@app/ui/page-title';
import { QueryStates } from '@app/ui/query-states';
import type { ReportedThing, ReviewOutcome } from '@contract/operator/reports';
import { REPORT_REASON_LABELS } from '@contract/reports';
import { Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { operatorReportsQueryKey, operatorReportsQueryOptions, sendReview } from './api/operator-reports';
import {
  FLAGGED_COMPANIES_HEADING,
  FLAGGED_HEADING,
  LOADING_REPORTS,
  NO_REPORTS,
  REPORTS_FAILED,
  REPORTS_HEADING,
  REPORTS_INTRO,
  REPORTS_NOT_ON_DEVICE,
  REPORTS_WHAT,
  REVIEW_FAILED,
} from './operator-texts';

const day = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const KIND_LABELS = { job: 'Job', message: 'Message', company: 'Company' } as const;

/**
 * /operator/reports (issue 37 §2): the reported things newest first with their counts and reports,
 * Dismiss / Uphold for those with open reports (a job: dismissed is shown again, upheld stays
 * hidden and is closed), the flagged messages, and the companies that sent them (suspended on
 * the Companies screen).
 */
export function ReportsScreen() {
  useScreenTitle('/_recruiter/operator/reports', REPORTS_HEADING);
  const query = useQuery(operatorReportsQueryOptions());
  const data = query.data;
  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {REPORTS_HEADING}
          </Title>
          <Text c="dark.6">{REPORTS_INTRO}</Text>
        </Stack>
        {data ? (
          <>
            <DataAgeNote
              updatedAt={query.dataUpdatedAt}
              failureReason={query.failureReason}
              what={REPORTS_WHAT}
            />
            {data.things.length === 0 ? <Text>{NO_REPORTS}</Text> : null}
            <Stack
              gap="sm"
              component="ul"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              aria-label="Reported"
            >
              {data.things.map((thing) => (
                <li key={`${thing.kind}-${thing.id}`}>
                  <ThingCard thing={thing} />
                </li>
              ))}
            </Stack>
            <Title order={2} size="h3">
              {FLAGGED_COMPANIES_HEADING}
            </Title>
            <Stack gap={4} component="ul" m={0} pl="md">
              {data.flagged_companies.map((company) => (
                <li key={company.company_id}>
                  <Text size="sm">
                    {company.company_name}: {company.flagged_messages} flagged message
                    {company.flagged_messages === 1 ? '' : 's'}
                    {company.suspended ? ' (suspended)' : ''} ·{' '}
                    <Link to="/operator">Suspend on Companies</Link>
                  </Text>
                </li>
              ))}
            </Stack>
            <Title order={2} size="h3">
              {FLAGGED_HEADING}
            </Title>
            <Stack gap="xs" component="ul" m={0} pl="md">
              {data.flagged_messages.map((message) => (
                <li key={message.message_id}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                    <b>{message.company_name}</b>, {day(message.sent_at)}: {message.body}
                  </Text>
                  <Text size="xs" c="dark.6">
                    {message.fee_flags.join(', ')}
                  </Text>
                </li>
              ))}
            </Stack>
          </>
        ) : (
          <QueryStates
            query={query}
            texts={{
              failed: REPORTS_FAILED,
              notOnDevice: REPORTS_NOT_ON_DEVICE,
              loading: LOADING_REPORTS,
              what: REPORTS_WHAT,
            }}
          />
        )}
      </Stack>
    </Container>
  );
}

function ThingCard({ thing }: { thing: ReportedThing }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const review = async (outcome: ReviewOutcome) => {
    setBusy(true);
    setProblem(null);
    try {
      await sendReview(thing.kind, thing.id, outcome);
      await queryClient.invalidateQueries({ queryKey: operatorReportsQueryKey() });
    } catch {
      setProblem(REVIEW_FAILED);
    } finally {
      setBusy(false);
    }
  };
  const name = `${KIND_LABELS[thing.kind]} ${thing.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge color="dark" variant="outline">
            {KIND_LABELS[thing.kind]}
          </Badge>
          <Text size="sm">
            {thing.open_count} open of {thing.total_count}
          </Text>
          {thing.hidden_at ? (
            <Badge color="red.9" variant="outline">
              Hidden since {day(thing.hidden_at)}
            </Badge>
          ) : null}
        </Group>
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {thing.title}
        </Title>
        {thing.kind === 'company' ? null : <Text size="sm">{thing.company_name}</Text>}
        <Stack gap={2} component="ul" m={0} pl="md">
          {thing.reports.map((report) => (
            <li key={report.id}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {day(report.created_at)}: <b>{REPORT_REASON_LABELS[report.reason]}</b>
                {report.lost_money ? ', lost money' : ''}
                {report.details ? `: ${report.details}` : ''}
                {report.outcome ? ` (${report.outcome})` : ''}
              </Text>
            </li>
          ))}
        </Stack>
        {thing.open_count > 0 ? (
          <Group gap="xs">
            <Button
              size="compact-md"
              variant="default"
              disabled={busy}
              onClick={() => void review('dismissed')}
            >
              Dismiss
            </Button>
            <Button size="compact-md" color="red.9" disabled={busy} onClick={() => void review('upheld')}>
              Uphold
            </Button>
          </Group>
        ) : null}
        {problem ? (
          <Text size="sm" c="red.9" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
