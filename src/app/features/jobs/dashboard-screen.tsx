import './jobs-styles';
import { ApiError, apiAssetUrl } from '@app/api/client';
import { prefetchForFirstRender, startRead } from '@app/api/first-data';
import { dashboardQueryOptions } from '@app/api/get-dashboard';
import { releaseServiceWorkerStart } from '@app/offline/service-worker-start';
import { DataAgeNote } from '@app/ui/data-age-note';
import { PHOTO_RADIUS } from '@app/ui/photo-shape';
import type { DashboardResult } from '@contract/dashboard';
import { DASHBOARD_RECENT_JOBS } from '@contract/jobs';
import {
  Alert,
  Avatar,
  Card,
  Container,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { ActivityRing } from './activity-ring';
import { savedSearchesQueryOptions } from './api/get-saved-searches';
import { useApplyFlow } from './apply-flow';
import { activityGauge } from './dashboard-preferences';
import { JobCard } from './job-card';
import {
  DASHBOARD_ERROR,
  DASHBOARD_FAILED,
  DASHBOARD_HEADING,
  LOADING_DASHBOARD,
  NO_JOBS_AVAILABLE,
} from './job-texts';
import { PreferencesCard, useSendDevicePreferencesOnce } from './preferences-card';
import { SavedSearchesCard } from './saved-searches-card';

/**
 * The route loader's part: the dashboard's calls, started together (the details and counts, the
 * saved searches) instead of each when its card is drawn; neither is waited for.
 */
export function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  return prefetchForFirstRender([
    startRead(queryClient, dashboardQueryOptions()),
    startRead(queryClient, savedSearchesQueryOptions()),
  ]);
}

/**
 * The upcoming interviews (issue 36 §3): their code (and their read) only when the dashboard's
 * answer counts some, so the first screens of a candidate without interviews load none of it.
 */
const InterviewsCard = lazy(() => import('./interviews-card'));

/** §8: a failure the server answered, or no answer / an exception. */
function dashboardFailure(error: unknown): string {
  return error instanceof ApiError && error.code !== 'invalid_answer' ? DASHBOARD_FAILED : DASHBOARD_ERROR;
}

/**
 * /dashboard (§2 Dashboard): the candidate card with profile completion, the four preference
 * checkboxes (the account's, issue 24), applications and recruiter views, the activity gauge and the
 * first 2 recent jobs. Offline it shows what this phone saved and says how old it is.
 */
export function DashboardScreen() {
  const query = useQuery(dashboardQueryOptions());
  const { openApply, applyDialogs } = useApplyFlow({ screen: 'search' });
  useSendDevicePreferencesOnce();
  const data = query.data;
  const loading = !data && query.isPending;
  // drawn: a first visit's service worker may start precaching now (login-screen.tsx held it)
  useEffect(() => {
    if (data) releaseServiceWorkerStart('first-login');
  }, [data]);

  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {DASHBOARD_HEADING}
        </Title>
        <DataAgeNote
          updatedAt={query.dataUpdatedAt}
          failureReason={query.failureReason}
          what="your dashboard"
        />
        {query.error && !data ? (
          <Alert color="red" variant="light" role="alert">
            {dashboardFailure(query.error)}
          </Alert>
        ) : null}
        {data || loading ? (
          // While the data is on its way (a first login on a slow network) the cards are drawn
          // at once with placeholders of the size of what they will hold, so nothing below them
          // moves when it arrives.
          <SimpleGrid
            cols={{ base: 1, md: 3 }}
            spacing="md"
            aria-busy={loading ? 'true' : undefined}
            aria-label={loading ? LOADING_DASHBOARD : undefined}
          >
            <CandidateCard data={data} />
            <PreferencesCard />
            <ActivityCard data={data} />
          </SimpleGrid>
        ) : null}
        {data?.interview_count ? (
          <Suspense>
            <InterviewsCard />
          </Suspense>
        ) : null}
        <SavedSearchesCard />
        {data || loading ? (
          <Stack gap="sm">
            <Title order={2} size="h3">
              Recommended jobs
            </Title>
            {data?.recent_jobs.length === 0 ? (
              <Text role="status">{NO_JOBS_AVAILABLE}</Text>
            ) : (
              // one grid, first holding two placeholders of a card's size, then the cards
              <SimpleGrid
                cols={{ base: 1, sm: 2 }}
                spacing="md"
                aria-busy={data ? undefined : 'true'}
                aria-label={data ? undefined : 'Loading jobs'}
              >
                {data
                  ? data.recent_jobs
                      .slice(0, DASHBOARD_RECENT_JOBS)
                      .map((job) => <JobCard key={job.id} job={job} onApply={openApply} />)
                  : [1, 2].map((n) => <Skeleton key={n} height={JOB_CARD_PLACEHOLDER_HEIGHT} radius="md" />)}
              </SimpleGrid>
            )}
          </Stack>
        ) : null}
      </Stack>
      {applyDialogs}
    </Container>
  );
}

/** A job card's height on a phone (two lines of title, tags, city, salary, the buttons' row). */
const JOB_CARD_PLACEHOLDER_HEIGHT = 246;

/**
 * A text still on its way: `placeholder` (of the length the text usually has) drawn as a grey
 * block, hidden from assistive technology (the card says it is loading), so the line takes the
 * room the text will take.
 */
function Pending({ text, placeholder }: { text: ReactNode | undefined; placeholder: string }) {
  if (text !== undefined) return <>{text}</>;
  return (
    <Skeleton visible component="span" display="inline" w="auto" aria-hidden="true">
      {placeholder}
    </Skeleton>
  );
}

/** The candidate: photo, name, e-mail and profile completion. */
function CandidateCard({ data }: { data: DashboardResult | undefined }) {
  const user = data?.user_details;
  const name = user ? `${user.first_name} ${user.last_name}` : undefined;
  const initials = user ? `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`.toUpperCase() : '';
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group wrap="nowrap">
          <Avatar
            src={user ? apiAssetUrl(user.profile_picture) : null}
            alt={name ?? ''}
            color="brand"
            size="lg"
            radius={PHOTO_RADIUS}
          >
            {initials}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4">
              <Pending text={name} placeholder="Candidate name" />
            </Title>
            <Text size="sm" c="dark.6" truncate>
              <Pending text={user?.email} placeholder="candidate@example.com" />
            </Text>
          </div>
        </Group>
        <Text size="sm">
          <Pending
            text={data ? `Profile completion: ${data.profile_completion}%` : undefined}
            placeholder="Profile completion: 00%"
          />
        </Text>
        <Progress.Root>
          <Progress.Section value={data?.profile_completion ?? 0} aria-label="Profile completion" />
        </Progress.Root>
      </Stack>
    </Card>
  );
}

/** Applications, recruiter views and the activity gauge. */
function ActivityCard({ data }: { data: DashboardResult | undefined }) {
  const user = data?.user_details;
  const gauge = activityGauge(user?.activity_status);
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="nowrap" align="center">
        <Stack gap={4}>
          <Title order={2} size="h4">
            Activity
          </Title>
          <Text size="sm">
            <Pending
              text={data ? `Applied jobs: ${data.applied_count}` : undefined}
              placeholder="Applied jobs: 0"
            />
          </Text>
          <Text size="sm">
            <Pending
              text={data ? `Recruiter views: ${data.recruiter_views}` : undefined}
              placeholder="Recruiter views: 0"
            />
          </Text>
          <Text size="sm">
            <Pending text={user?.activity_status} placeholder="Highly Active" />
          </Text>
        </Stack>
        <ActivityRing percent={data ? gauge : null} />
      </Group>
    </Card>
  );
}
