/**
 * Loose payload and answer types of the onboarding calls (signed-out-and-onboarding.md §3, §7).
 * The onboarding issue replaces these with valibot schemas carrying the spec's messages.
 */
export type ExperienceLevel = 'freshers' | 'experienced' | 'managerial';
export type FresherCertificateType = 'medical_coder' | 'others';
export type ProcessType = 'voice' | 'nonvoice';
export type AvailabilityType = 'immediate' | 'notice_period' | 'inactive';

/** POST /candidates/onboarding/experience (experience level). */
export interface ExperiencePayload {
  experience_level: ExperienceLevel;
  experience_years: number;
  experience_months: number;
  current_location: string;
  certificate_type: FresherCertificateType | '';
}
export interface ExperienceResult {
  experience_id: number;
}

/** POST /candidates/onboarding/experience (managerial role). */
export interface ManagerialRolePayload {
  experience_id: number;
  role: string;
  other_role: string;
}

/** POST /candidates/onboarding/job_preference as JSON (fresher looking for). */
export interface FresherJobPreferencePayload {
  process: ProcessType;
}

/** One item of POST /candidates/onboarding/employment (a JSON array). */
export interface EmploymentPayload {
  company_name: string;
  other_company: string;
  role: string;
  from_years: number;
  from_months: number;
  to_years: number;
  to_months: number;
  min_ctc: string;
  max_ctc: string;
  available_type: AvailabilityType;
  available_day: number;
  working_status: 0 | 1;
}
