import type { DashboardResult } from '@contract/dashboard';

/**
 * The dashboard's answer (GET /candidates/dashboard) of a candidate, Asha Rao (user 5), with no
 * recent jobs; `fields` replaces the counts or jobs.
 */
export function dashboardAnswerOf(fields: Partial<DashboardResult> = {}) {
  return {
    success: true,
    result: {
      user_details: {
        user_id: 5,
        first_name: 'Asha',
        last_name: 'Rao',
        phone_no: '9876543210',
        email: 'asha@example.in',
        employment_list: [],
        profile_picture: null,
        active_since: '2026-01-01',
        activity_status: 'Highly Active',
      },
      profile_completion: 60,
      applied_count: 0,
      recruiter_views: 0,
      recent_jobs: [],
      ...fields,
    } satisfies DashboardResult,
  };
}
