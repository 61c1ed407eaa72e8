/**
 * Employments as the onboarding step and Edit Profile send them, for the tests of every side
 * (contract, server, app, journeys): one shape, each test naming only what its case changes.
 */

/** An ended employment: R1 RCM, AR Caller, March 2020 to August 2022. */
export function pastEmployment<T extends Record<string, unknown>>(over: T = {} as T) {
  return {
    company_name: 'R1 RCM',
    other_company: '',
    role: 'AR Caller',
    from_years: 2020,
    from_months: 3,
    to_years: 2022,
    to_months: 8,
    min_ctc: '',
    max_ctc: '',
    available_type: 'inactive',
    available_day: 0,
    working_status: 0,
    ...over,
  };
}

/** The current employment: Other (Sunrise Billing), Coder since September 2022, 60 days' notice. */
export function currentEmployment<T extends Record<string, unknown>>(over: T = {} as T) {
  return pastEmployment({
    company_name: 'Other',
    other_company: 'Sunrise Billing',
    role: 'Coder',
    from_years: 2022,
    from_months: 9,
    to_years: 0,
    to_months: 0,
    min_ctc: '2,00,000-3,00,000',
    max_ctc: '3,00,000-4,00,000',
    available_type: 'notice_period',
    available_day: 60,
    working_status: 1,
    ...over,
  });
}
