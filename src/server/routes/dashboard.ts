import { Hono } from 'hono';
import { type DashboardResult, type DashboardUserDetails, dashboard } from '../../contract/dashboard';
import type { AppDeps } from '../deps';
import { requireSession, type SessionEnv } from '../middleware/require-session';
import { route } from '../route';
import type { UserRow } from '../services/sessions';

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

/**
 * How complete the profile is, in percent: 20 for a verified account, 60 more once onboarding
 * is finished, 20 more with a profile picture. (The profile issue refines this.)
 */
export function profileCompletion(user: UserRow): number {
  let percent = 20;
  if (user.onboardingCompleted) percent += 60;
  if (user.profilePicture) percent += 20;
  return percent;
}

/** GET /candidates/dashboard. Jobs, applications and recruiter views come with later issues. */
export function dashboardRoutes(deps: AppDeps): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  route(routes, dashboard, requireSession(deps), (c) => {
    const user = c.get('user');
    const result: DashboardResult = {
      user_details: dashboardUserDetails(user),
      profile_completion: profileCompletion(user),
      applied_count: 0,
      recruiter_views: 0,
      recent_jobs: [],
    };
    return { success: true, message: 'Dashboard data fetched successfully', result };
  });
  return routes;
}
