import { ProfileSection } from '@app/candidate-record/profile-view/profile-section';
import { ProfileSections } from '@app/candidate-record/profile-view/profile-sections';
import { ApplicationTimeline, dayLabel } from '@app/ui/application-timeline';
import { DataAgeNote, NotAnsweringNote } from '@app/ui/data-age-note';
import { AnchorLink } from '@app/ui/links';
import { useScreenTitle } from '@app/ui/page-title';
import type { Applicant } from '@contract/recruiter/applicants';
import { Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { applicantQueryOptions } from '../api/get-applicant';
import { BackToJobs } from '../shared/back-to-jobs';
import { ApplicantActions } from './applicant-actions';
import { ApplicantAnswers } from './applicant-answers';
import { ApplicantContact } from './applicant-contact';
import { ResumeDownload } from './applicant-files';
import { ApplicantInterviews } from './applicant-interviews';
import { ApplicantNote } from './applicant-note';
import {
  APPLICANT_FAILED,
  APPLICANT_HEADING,
  APPLICANT_NOT_FOUND_TEXT,
  APPLICANT_NOT_ON_DEVICE,
  BACK_TO_APPLICANTS,
  CONTACT_HEADING,
  CONTACT_HIDDEN,
  LOADING_APPLICANT,
  REASON_SHOWN,
  TIMELINE_SECTION,
} from './applicant-texts';
import { isNotFound } from './applicants-screen';
import { StatusBadge } from './applicants-table';

/** Draws the conversation with an applicant; `openAtStart`: the page was opened at #conversation. */
export type ApplicantChatSlot = (applicant: Applicant, openAtStart: boolean) => ReactNode;

/**
 * /recruiter/applications/$applicationId (issue 23 §Workspace 5): the applicant's status with
 * Shortlist, Reject and Back to Awaiting; Message and the conversation with the candidate (issue
 * 24, chat/applicant-chat.tsx; `#conversation` opens it); the phone and e-mail once the candidate shares them (or Ask to share contact, issue 37 §3); the timeline; the
 * resume; the company's private note; the assessment answers (audio in players); and the
 * candidate's record as the candidate's own View Profile shows it (one source). Another company's
 * applicant is a not-found state; offline it shows what this device saved, with its age.
 */
export function ApplicantScreen({
  applicationId,
  chat,
}: {
  applicationId: number;
  /** The conversation with the candidate (the chat feature's, handed in by the route). */
  chat: ApplicantChatSlot;
}) {
  // the inbox's rows open the page with its conversation (#conversation)
  const conversationAsked = useLocation({ select: (location) => location.hash === 'conversation' });
  const query = useQuery(applicantQueryOptions(applicationId));
  const applicant = query.data?.applicant;
  const name = applicant
    ? `${applicant.profile.user_details.first_name} ${applicant.profile.user_details.last_name}`
    : undefined;
  useScreenTitle(
    '/_recruiter/recruiter/applications/$applicationId',
    name ? `${APPLICANT_HEADING}: ${name}` : APPLICANT_HEADING,
  );

  let body: ReactNode;
  if (applicant && name)
    body = (
      <ApplicantBody
        applicant={applicant}
        name={name}
        updatedAt={query.dataUpdatedAt}
        failureReason={query.failureReason}
        conversationAsked={conversationAsked}
        chat={chat}
      />
    );
  else if (isNotFound(query.error)) body = <Text>{APPLICANT_NOT_FOUND_TEXT}</Text>;
  else if (query.error)
    body = (
      <Stack gap="xs">
        <Text c="red.9" role="alert">
          {APPLICANT_FAILED}
        </Text>
        <NotAnsweringNote what="this applicant" onRetry={() => void query.refetch()} />
      </Stack>
    );
  else if (query.fetchStatus === 'paused') body = <Text role="status">{APPLICANT_NOT_ON_DEVICE}</Text>;
  else
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{LOADING_APPLICANT}</Text>
      </Group>
    );

  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        {applicant ? (
          <AnchorLink to="/recruiter/jobs/$jobId/applicants" params={{ jobId: applicant.job.id }} size="sm">
            {BACK_TO_APPLICANTS}
          </AnchorLink>
        ) : (
          <BackToJobs />
        )}
        {applicant ? null : (
          <Title order={1} size="h2">
            {APPLICANT_HEADING}
          </Title>
        )}
        {body}
      </Stack>
    </Container>
  );
}

function ApplicantBody({
  applicant,
  name,
  updatedAt,
  failureReason,
  conversationAsked,
  chat,
}: {
  applicant: Applicant;
  name: string;
  updatedAt: number;
  failureReason: unknown;
  conversationAsked: boolean;
  chat: ApplicantChatSlot;
}) {
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        <Text c="dark.6" style={{ overflowWrap: 'anywhere' }}>
          Applied for {applicant.job.job_title} on {dayLabel(applicant.applied_at)}
        </Text>
      </Stack>
      <DataAgeNote updatedAt={updatedAt} failureReason={failureReason} what="this applicant" />
      <Group gap="xs">
        <Text size="sm">Status:</Text>
        <StatusBadge status={applicant.status} />
      </Group>
      <ApplicantActions applicant={applicant} />
      <ApplicantInterviews applicationId={applicant.application_id} />
      {chat(applicant, conversationAsked)}
      {applicant.status === 'rejected' && applicant.reason ? (
        <Text size="sm">
          <Text component="span" fw={600} inherit>
            {REASON_SHOWN}:
          </Text>{' '}
          {applicant.reason}
        </Text>
      ) : null}
      <ProfileSection gap="sm" title={CONTACT_HEADING}>
        <ApplicantContact applicant={applicant} />
      </ProfileSection>
      <ProfileSection gap="sm" title={TIMELINE_SECTION}>
        <ApplicationTimeline timeline={applicant.timeline} />
      </ProfileSection>
      <ProfileSection gap="sm" title="Resume">
        <ResumeDownload applicationId={applicant.application_id} resume={applicant.resume} />
      </ProfileSection>
      <ProfileSection gap="sm" title="Note">
        <ApplicantNote applicant={applicant} />
      </ProfileSection>
      <ApplicantAnswers applicant={applicant} />
      <ProfileSections profile={applicant.profile} contactHidden={CONTACT_HIDDEN} />
    </Stack>
  );
}
