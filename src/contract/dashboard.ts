/** Answer of GET /candidates/dashboard (signed-in-area.md §3, Dashboard response). */
export interface DashboardUserDetails {
  user_id: number;
  first_name: string;
  last_name: string;
  phone_no: string;
  email: string;
  employment_list: unknown[];
  profile_picture: string | null;
  active_since: string;
  activity_status: string;
}
export interface DashboardResult {
  user_details: DashboardUserDetails;
  profile_completion: number;
  applied_count: number;
  recruiter_views: number;
  recent_jobs: unknown[];
}
