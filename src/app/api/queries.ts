import { queryOptions } from '@tanstack/react-query';
import type { JobListFilters, JobSearchFilters } from '../../contract/signed-in';
import {
  getAppliedJobs,
  getCityState,
  getDashboard,
  getJob,
  getOnboardingLists,
  getProfileDetails,
  getSavedJobs,
  jobSearch,
} from './calls';
import { unwrap } from './client';
import { queryKeys } from './query-keys';

/**
 * Query options for every read of both specs. Each answers the call's `result` or throws an
 * ApiError with the server's message (the fallbacks are the specs' texts).
 */

export const dashboardQuery = () =>
  queryOptions({
    queryKey: queryKeys.dashboard(),
    queryFn: async ({ signal }) => unwrap(await getDashboard(signal), 'Failed to fetch dashboard data.'),
  });

export const onboardingListsQuery = () =>
  queryOptions({
    queryKey: queryKeys.onboardingLists(),
    queryFn: async ({ signal }) => unwrap(await getOnboardingLists(signal), 'Failed to fetch options'),
    staleTime: 60 * 60 * 1000,
  });

export const citiesQuery = () =>
  queryOptions({
    queryKey: queryKeys.cities(),
    queryFn: async ({ signal }) => unwrap(await getCityState(signal), 'Failed to fetch cities.'),
    staleTime: 24 * 60 * 60 * 1000,
  });

export const profileDetailsQuery = () =>
  queryOptions({
    queryKey: queryKeys.profile(),
    queryFn: async ({ signal }) =>
      unwrap(await getProfileDetails(signal), 'Failed to fetch profile details.'),
  });

export const jobSearchQuery = (filters: JobSearchFilters) =>
  queryOptions({
    queryKey: queryKeys.jobs.search(filters),
    queryFn: async ({ signal }) =>
      unwrap(await jobSearch(filters, signal), 'API returned an unsuccessful response'),
  });

export const similarJobsQuery = () =>
  queryOptions({
    queryKey: queryKeys.jobs.similar(),
    queryFn: async ({ signal }) => unwrap(await jobSearch({}, signal), 'Failed to fetch similar jobs.'),
  });

export const savedJobsQuery = (filters: JobListFilters) =>
  queryOptions({
    queryKey: queryKeys.jobs.saved(filters),
    queryFn: async ({ signal }) => {
      const result = unwrap(await getSavedJobs(filters, signal), 'Unexpected API response format');
      return Array.isArray(result) ? result : result.jobs;
    },
  });

export const appliedJobsQuery = (filters: JobListFilters) =>
  queryOptions({
    queryKey: queryKeys.jobs.applied(filters),
    queryFn: async ({ signal }) =>
      unwrap(await getAppliedJobs(filters, signal), 'API returned unsuccessful response').jobs,
  });

export const jobQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.job(id),
    queryFn: async ({ signal }) => unwrap(await getJob(id, signal), 'Failed to fetch job details.').job,
  });
