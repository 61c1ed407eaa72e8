import { DataAgeNote } from '@app/ui/data-age-note';
import { AnchorLink, ButtonLink } from '@app/ui/links';
import { useScreenTitle } from '@app/ui/page-title';
import { QueryStates } from '@app/ui/query-states';
import { UNCUT_BADGE_STYLES } from '@app/ui/uncut-badge';
import {
  INTERVIEW_MODE_LABELS,
  type Interview,
  type InterviewState,
  interviewTimeText,
} from '@contract/interviews';
import {
  INTERVIEW_RANGES,
  type InterviewRange,
  RECRUITER_INTERVIEW_STATE_LABELS,
} from '@contract/recruiter/interviews';
import { Anchor, Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { companyInterviewsQueryOptions } from '../api/get-company-interviews';
import { BackToJobs } from '../shared/back-to-jobs';
import {
  INTERVIEWS_FAILED,
  INTERVIEWS_HEADING,
  INTERVIEWS_INTRO,
  INTERVIEWS_NOT_ON_DEVICE,
  INTERVIEWS_WHAT,
  interviewsByJob,
  type JobInterviews,
  LOADING_INTERVIEWS,
  NO_INTERVIEWS,
  RANGE_LABELS,
  slotsStateText,
  WAITING_HEADING,
} from './interviews-texts';

/**
 * /recruiter/interviews (issue 36 §3): the company's interviews of today or this week (?range=),
 * grouped per job, each with the candidate (to the applicant page), the time in IST, how it is held
 * (the address and map, the video link), where its times stand and its state; under each job those
 * whose time the candidate still has to pick. Loading, empty and failed states; offline it shows
 * what this device saved, with its age.
 */
export function InterviewsScreen({ range }: { range: InterviewRange }) {
  useScreenTitle('/_recruiter/recruiter/interviews', INTERVIEWS_HEADING);
  const query = useQuery(companyInterviewsQueryOptions(range));
  const data = query.data;

  let body: ReactNode;
  if (data) {
    const groups = interviewsByJob(data.interviews, data.unanswered);
    body = (
      <Stack gap="lg">
        {data.interviews.length === 0 ? <Text>{NO_INTERVIEWS[range]}</Text> : null}
        {groups.map((group) => (
          <JobGroup key={group.jobId} group={group} />
        ))}
      </Stack>
    );
  } else
    body = (
      <QueryStates
        query={query}
        texts={{
          failed: INTERVIEWS_FAILED,
          notOnDevice: INTERVIEWS_NOT_ON_DEVICE,
          loading: LOADING_INTERVIEWS,
          what: INTERVIEWS_WHAT,
        }}
      />
    );

  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <BackToJobs />
        <Stack gap={2}>
          <Title order={1} size="h2">
            {INTERVIEWS_HEADING}
          </Title>
          <Text c="dark.6">{INTERVIEWS_INTRO}</Text>
        </Stack>
        <Group gap="xs" role="group" aria-label="Show the interviews of">
          {INTERVIEW_RANGES.map((option) => (
            <ButtonLink
              key={option}
              to="/recruiter/interviews"
              search={{ range: option === 'today' ? undefined : option }}
              size="sm"
              variant={option === range ? 'filled' : 'default'}
              // the router marks the range shown aria-current="page"
              activeOptions={{ exact: true, includeSearch: true }}
            >
              {RANGE_LABELS[option]}
            </ButtonLink>
          ))}
        </Group>
        {data ? (
          <DataAgeNote
            updatedAt={query.dataUpdatedAt}
            failureReason={query.failureReason}
            what={INTERVIEWS_WHAT}
          />
        ) : null}
        {body}
      </Stack>
    </Container>
  );
}

function JobGroup({ group }: { group: JobInterviews }) {
  return (
    <Stack gap="xs" component="section" aria-label={group.jobTitle}>
      <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {group.jobTitle}
      </Title>
      {group.timed.length > 0 ? (
        <InterviewList interviews={group.timed} label={`${group.jobTitle}: interviews`} />
      ) : null}
      {group.waiting.length > 0 ? (
        <>
          <Title order={3} size="h6">
            {WAITING_HEADING}
          </Title>
          <InterviewList interviews={group.waiting} label={`${group.jobTitle}: ${WAITING_HEADING}`} />
        </>
      ) : null}
    </Stack>
  );
}

function InterviewList({ interviews, label }: { interviews: readonly Interview[]; label: string }) {
  return (
    <Stack component="ul" gap="xs" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {interviews.map((interview) => (
        <li key={interview.interview_id}>
          <InterviewCard interview={interview} />
        </li>
      ))}
    </Stack>
  );
}

/** Each state's colour: waiting brand, accepted teal, a reschedule asked red (to act on), cancelled grey. */
const STATE_COLORS: Readonly<Record<InterviewState, string>> = {
  proposed: 'brand',
  accepted: 'teal.9',
  reschedule_requested: 'red.9',
  cancelled: 'dark.6',
};

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

function InterviewCard({ interview }: { interview: Interview }) {
  const slots = slotsStateText(interview);
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" gap="xs">
        <AnchorLink
          to="/recruiter/applications/$applicationId"
          params={{ applicationId: interview.application_id }}
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {interview.candidate_name}
        </AnchorLink>
        <Badge color={STATE_COLORS[interview.state]} variant="outline" styles={UNCUT_BADGE_STYLES}>
          {RECRUITER_INTERVIEW_STATE_LABELS[interview.state]}
        </Badge>
      </Group>
      {interview.chosen_start ? (
        <Text size="sm" mt={4}>
          <time dateTime={interview.chosen_start}>{interviewTimeText(interview.chosen_start)}</time>,{' '}
          {interview.duration_minutes} minutes
        </Text>
      ) : (
        <Text size="sm" mt={4}>
          Times offered:{' '}
          {interview.slots.map((slot, at) => (
            <span key={slot}>
              {at > 0 ? '; ' : ''}
              <time dateTime={slot}>{interviewTimeText(slot)}</time>
            </span>
          ))}
        </Text>
      )}
      <ModeLine interview={interview} />
      {slots ? (
        <Text size="sm" c="dark.6">
          {slots}
        </Text>
      ) : null}
      {interview.state === 'reschedule_requested' && interview.reschedule_note ? (
        <Text size="sm" c="dark.6" style={{ overflowWrap: 'anywhere' }}>
          Their note: {interview.reschedule_note}
        </Text>
      ) : null}
    </Paper>
  );
}

function ModeLine({ interview }: { interview: Interview }) {
  const mode = INTERVIEW_MODE_LABELS[interview.mode];
  if (interview.mode === 'in_person')
    return (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {mode}: {interview.address}
        {interview.map_link ? (
          <>
            {' '}
            <Anchor href={interview.map_link} {...external} size="sm">
              Map
            </Anchor>
          </>
        ) : null}
      </Text>
    );
  if (interview.mode === 'video')
    return (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {mode}:{' '}
        <Anchor href={interview.video_link} {...external} size="sm">
          Video call link
        </Anchor>
      </Text>
    );
  return <Text size="sm">{mode} call</Text>;
}
