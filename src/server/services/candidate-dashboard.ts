/** The candidate's dashboard (signed-in-area.md §3): what GET /candidates/dashboard answers. */
import type { DashboardResult, DashboardUserDetails } from '@contract/dashboard';
import { eq, sql } from 'drizzle-orm';
import {
  applications,
  educations,
  experiences,
  fresherCertificates,
  jobPreferences,
  profiles,
  users,
} from '../db/schema';
import type { AppDeps } from '../deps';
import { recruiterViews } from './candidate-activity';
import { candidateInterviewCount } from './interviews/interviews';
import { recentJobsFor } from './job-queries';
import type { UserRow } from './sessions';

/** The dashboard's user_details from the user row. */
export function dashboardUserDetails(user: UserRow): DashboardUserDetails {
  return {
    user_id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    phone_no: user.phoneNo,
    email: user.email,
    employment_list: [],
    profile_picture: user.profilePicture,
    active_since: user.createdAt.toISOString(),
    activity_status: user.activityStatus,
  };
}

/** What a candidate has filled, as profileCompletion weighs it. */
export interface FilledParts {
  experience: boolean;
  jobPreference: boolean;
  education: boolean;
  profile: boolean;
  resume: boolean;
  photo: boolean;
}

/** The weights of profile completion: a verified account counts 10, the parts the other 90. */
export const COMPLETION_WEIGHTS: Readonly<Record<keyof FilledParts, number>> = {
  experience: 20,
  jobPreference: 20,
  education: 15,
  profile: 15,
  resume: 10,
  photo: 10,
};

/** How complete the profile is, in percent, from what the candidate has filled. */
export function profileCompletion(filled: FilledParts): number {
  let percent = 10;
  for (const [part, weight] of Object.entries(COMPLETION_WEIGHTS)) {
    if (filled[part as keyof FilledParts]) percent += weight;
  }
  return percent;
}

/** What the candidate filled, their preferences (process, preferred locations), in one read. */
async function candidateState(deps: AppDeps, user: UserRow) {
  const [row] = await deps.db
    .select({
      experience: sql<boolean>`exists (select 1 from ${experiences} where ${experiences.userId} = ${user.id})`,
      education: sql<boolean>`exists (select 1 from ${educations} where ${educations.userId} = ${user.id})`,
      process: sql<
        string | null
      >`(select ${jobPreferences.process} from ${jobPreferences} where ${jobPreferences.userId} = ${user.id})`,
      fresherCertificate: sql<boolean>`exists (select 1 from ${fresherCertificates} where ${fresherCertificates.userId} = ${user.id})`,
      locations: sql<
        string[] | null
      >`(select ${profiles.preferredLocations} from ${profiles} where ${profiles.userId} = ${user.id})`,
      resume: sql<boolean>`exists (select 1 from ${profiles} where ${profiles.userId} = ${user.id} and ${profiles.resumeFileId} is not null)`,
      applied: sql<number>`(select count(*)::int from ${applications} where ${applications.userId} = ${user.id})`,
    })
    .from(users)
    .where(eq(users.id, user.id));
  const flag = (value: unknown) => value === true || value === 't';
  const filled: FilledParts = {
    experience: flag(row.experience),
    jobPreference: row.process !== null || flag(row.fresherCertificate),
    education: flag(row.education),
    profile: row.locations !== null,
    resume: flag(row.resume),
    photo: Boolean(user.profilePicture),
  };
  return {
    filled,
    appliedCount: Number(row.applied),
    preferences: { process: row.process, locations: Array.isArray(row.locations) ? row.locations : [] },
  };
}

/** How many recent jobs the dashboard answers (the screen shows the first DASHBOARD_RECENT_JOBS). */
export const DASHBOARD_JOBS = 6;

/**
 * The dashboard's answer for a candidate: GET /candidates/dashboard's, which a candidate's login
 * also carries (routes/auth.ts) as well as the dashboard's route (routes/dashboard.ts), so that a first login draws the dashboard without a second round
 * trip.
 */
export async function dashboardResult(deps: AppDeps, user: UserRow): Promise<DashboardResult> {
  const state = await candidateState(deps, user);
  return {
    user_details: dashboardUserDetails(user),
    profile_completion: profileCompletion(state.filled),
    applied_count: state.appliedCount,
    recruiter_views: await recruiterViews(deps, user.id),
    interview_count: await candidateInterviewCount(deps.db, user.id, deps.now()),
    recent_jobs: await recentJobsFor(deps.db, user.id, state.preferences, DASHBOARD_JOBS),
  };
}

export const DASHBOARD_MESSAGE = 'Dashboard data fetched successfully';
