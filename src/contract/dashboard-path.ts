/**
 * The dashboard's read (contract/dashboard.ts), whose answer a candidate's login carries too
 * (contract/auth/login.ts `dashboard`): apart, so that the login's code names it without the
 * dashboard's schemas.
 */
export const DASHBOARD_PATH = '/candidates/dashboard';
