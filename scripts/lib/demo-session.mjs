// The demo candidate's session for the scripts that measure signed-in screens (lhci.mjs, size.mjs)
// against a server started with the demo seed (SEED_DEMO=true).

/** The seed's candidate with onboarding complete (README 'Demo accounts'). */
export const DEMO_CANDIDATE = { email: 'priya.sharma@example.com', password: 'Candidate@123', role_id: 3 };

/**
 * Logs the demo candidate in through the API and returns what the app's login keeps in
 * localStorage (src/app/session.ts saveLogin, onboarding complete) and the id of the first job on
 * their dashboard (for a job's detail page).
 * @returns {Promise<{localStorage: Record<string, string>, jobId: number}>}
 */
export async function demoSession(baseUrl) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CANDIDATE),
  }).then((answer) => answer.json());
  const result = login?.result;
  if (!result?.token) throw new Error(`the demo candidate's login failed: ${JSON.stringify(login)}`);
  const dashboard = await fetch(`${baseUrl}/api/candidates/dashboard`, {
    headers: { authorization: `Bearer ${result.token}` },
  }).then((answer) => answer.json());
  const jobId = dashboard?.result?.recent_jobs?.[0]?.id;
  if (!jobId) throw new Error('the demo seed has no job on the dashboard');
  return {
    localStorage: {
      userDetails: JSON.stringify(result.userDetails),
      user_id: String(result.userDetails.user_id),
      token: result.token,
      authData: JSON.stringify(result),
      isCandidateLogin: 'true',
    },
    jobId,
  };
}
