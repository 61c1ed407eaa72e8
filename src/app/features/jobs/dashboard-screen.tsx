import './jobs-styles';
import {
  Alert,
  Avatar,
  Card,
  Container,
  Group,
  Progress,
  RingProgress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DASHBOARD_RECENT_JOBS } from '../../../contract/jobs';
import { ApiError, apiAssetUrl } from '../../api/client';
import { dashboardQueryOptions } from '../../api/get-dashboard';
import { releaseServiceWorkerStart } from '../../offline/service-worker-start';
import { DataAgeNote } from '../../ui/data-age-note';
import { PHOTO_RADIUS } from '../../ui/photo-shape';
import { savedSearchesQueryOptions } from './api/get-saved-searches';
import { useApplyFlow } from './apply-flow';
import { activityGauge } from './dashboard-preferences';
import { JobCard } from './job-card';
import { DASHBOARD_ERROR, DASHBOARD_FAILED, NO_JOBS_AVAILABLE } from './job-texts';
import { PreferencesCard, useSendDevicePreferencesOnce } from './preferences-card';
import { SavedSearchesCard } from './saved-searches-card';

/**
 * The route loader's part: the dashboard's calls, started together (the details and counts, the
 * saved searches) instead of each when its card is drawn; neither is waited for.
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(dashboardQueryOptions());
  void queryClient.prefetchQuery(savedSearchesQueryOptions());
}

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
  const user = data?.user_details;
  const name = user ? `${user.first_name} ${user.last_name}` : '';
  const initials = user ? `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`.toUpperCase() : '';
  const gauge = activityGauge(user?.activity_status);
  // drawn: a first visit's service worker may start precaching now (login-screen.tsx held it)
  useEffect(() => {
    if (data) releaseServiceWorkerStart('first-login');
  }, [data]);

  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          Dashboard
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
        {!data && query.isPending ? <DashboardCardsSkeleton /> : null}
        {data && user ? (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <Card withBorder radius="md" padding="md">
              <Stack gap="sm">
                <Group wrap="nowrap">
                  <Avatar
                    src={apiAssetUrl(user.profile_picture)}
                    alt={name}
                    color="brand"
                    size="lg"
                    radius={PHOTO_RADIUS}
                  >
                    {initials}
                  </Avatar>
                  <div style={{ minWidth: 0 }}>
                    <Title order={2} size="h4">
                      {name}
                    </Title>
                    <Text size="sm" c="dark.6" truncate>
                      {user.email}
                    </Text>
                  </div>
                </Group>
                <Text size="sm">Profile completion: {data.profile_completion}%</Text>
                <Progress.Root>
                  <Progress.Section value={data.profile_completion} aria-label="Profile completion" />
                </Progress.Root>
              </Stack>
            </Card>
            <PreferencesCard />
            <Card withBorder radius="md" padding="md">
              <Group justify="space-between" wrap="nowrap" align="center">
                <Stack gap={4}>
                  <Title order={2} size="h4">
                    Activity
                  </Title>
                  <Text size="sm">Applied jobs: {data.applied_count}</Text>
                  <Text size="sm">Recruiter views: {data.recruiter_views}</Text>
                  <Text size="sm">{user.activity_status}</Text>
                </Stack>
                <RingProgress
                  size={96}
                  thickness={10}
                  sections={[{ value: gauge, color: 'teal.8' }]}
                  label={
                    <Text ta="center" fw={700} aria-label={`Activity ${gauge} percent`}>
                      {gauge}%
                    </Text>
                  }
                />
              </Group>
            </Card>
          </SimpleGrid>
        ) : null}
        <SavedSearchesCard />
        {!data && query.isPending ? (
          <Stack gap="sm">
            <Title order={2} size="h3">
              Recommended jobs
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-busy="true" aria-label="Loading jobs">
              <Skeleton height={220} radius="md" />
              <Skeleton height={220} radius="md" />
            </SimpleGrid>
          </Stack>
        ) : null}
        {data ? (
          <Stack gap="sm">
            <Title order={2} size="h3">
              Recommended jobs
            </Title>
            {data.recent_jobs.length === 0 ? (
              <Text role="status">{NO_JOBS_AVAILABLE}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {data.recent_jobs.slice(0, DASHBOARD_RECENT_JOBS).map((job) => (
                  <JobCard key={job.id} job={job} onApply={openApply} />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        ) : null}
      </Stack>
      {applyDialogs}
    </Container>
  );
}

/**
 * The dashboard's frame while its data is on the way (a first login on a slow network): its three
 * cards as placeholders of their size, drawn at once (the recommended jobs have theirs below).
 */
function DashboardCardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" aria-busy="true" aria-label="Loading the dashboard">
      {['candidate', 'preferences', 'activity'].map((card) => (
        <Card key={card} withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Skeleton height={20} width="60%" radius="sm" />
            <Skeleton height={12} radius="sm" />
            <Skeleton height={12} width="80%" radius="sm" />
            <Skeleton height={12} width="40%" radius="sm" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
