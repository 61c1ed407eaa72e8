import * as v from 'valibot';
import { DASHBOARD_PATH } from './dashboard-path';
import { endpoint } from './endpoint';
import { jobCardSchema } from './jobs';

/** Answer of GET /candidates/dashboard (signed-in-area.md §3, Dashboard response). */
export const dashboardUserDetailsSchema = v.object({
  user_id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  phone_no: v.string(),
  email: v.string(),
  employment_list: v.array(v.unknown()),
  profile_picture: v.nullable(v.string()),
  active_since: v.string(),
  activity_status: v.string(),
});
export type DashboardUserDetails = v.InferOutput<typeof dashboardUserDetailsSchema>;

export const dashboardResultSchema = v.object({
  user_details: dashboardUserDetailsSchema,
  profile_completion: v.number(),
  applied_count: v.number(),
  recruiter_views: v.number(),
  /**
   * Issue 36 §3: how many upcoming interviews the candidate has (not cancelled, not over); the
   * dashboard loads its interviews card only when there are some. Optional: older answers still read.
   */
  interview_count: v.optional(v.number()),
  /** the newest jobs matching the candidate's preferences (process, locations) */
  recent_jobs: v.array(jobCardSchema),
});
export type DashboardResult = v.InferOutput<typeof dashboardResultSchema>;

export const dashboard = endpoint({
  method: 'GET',
  path: DASHBOARD_PATH,
  request: null,
  answer: v.object({
    success: v.literal(true),
    message: v.optional(v.string()),
    result: dashboardResultSchema,
  }),
  errors: [],
  session: true,
});
