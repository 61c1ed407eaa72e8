/**
 * Loose payload and answer types of the signed-in area's calls still to build (assessments,
 * profile, account; signed-in-area.md §3, §7). Their issues tighten them into contract files; fields the spec does not name are absent.
 */
import type {
  AvailabilityType,
  ExperienceLevel,
  FresherCertificateType,
  ProcessType,
} from './onboarding/options';

/** One item of the `answers` JSON part of POST /candidates/submit_assessment. */
export interface AssessmentAnswerItem {
  assessment_id: number;
  answer?: string;
  audio_index?: number;
}
export type AssessmentStatus = 'draft' | 'submitted';

/** POST /users/reset_password (signed-in password change). */
export interface ChangePasswordPayload {
  old_password: string;
  password: string;
  confirm_password: string;
}

export type DeactivateReason = 'foundJob' | 'breakFromSearch' | 'privacyConcerns' | 'other';
/** POST /candidates/deactivate; `reason` is the chosen labels joined by ', ' or 'Skipped'. */
export interface DeactivatePayload {
  password: string;
  reason: string;
  other_reason: string;
}

/** GET /candidates/profile_details result. */
export interface ProfilePreference {
  preferred_location: string[] | string | null;
  current_work_location: string | null;
  willing_to_relocate: number | boolean | null;
  willing_for_night_shift: number | boolean | null;
  open_to_work: string | null;
}
export interface ProfileDetails {
  user_details: {
    user_id: number;
    first_name: string;
    last_name: string;
    phone_no: string;
    email: string;
    employment_list?: unknown[];
    profile_picture: string | null;
    active_since?: string | null;
    activity_status?: string | null;
  };
  profile: {
    profile_id: number;
    gender: string | null;
    date_of_birth: string | null;
    linkedin_url: string | null;
    profile_picture: string | null;
    resume_url: string | null;
    preference: ProfilePreference | null;
  } | null;
  experience: {
    experience_id: number;
    experience_level: ExperienceLevel;
    experience_years: number;
    experience_months: number;
    current_location: string | null;
    role: string | null;
    other_role: string | null;
    certificate_type: FresherCertificateType | null;
  } | null;
  fresher_certificate: {
    id: number;
    institute: string | null;
    other_institute: string | null;
    certificate_type: string | null;
    other_certificate_type: string | null;
    certificate_name: string | null;
    certificate_url: string | null;
  } | null;
  job_preference: {
    job_preference_id: number;
    user_id: number;
    process: ProcessType | null;
    preferences: string | null;
    other_preference: string | null;
    certified: number | null;
    ehr_system: string | null;
    other_ehr_system: string | null;
    ehr_specializations: string | null;
    ehr_other: string | null;
    certificate: { id: number; certificate_type: string | null; certificate_url: string | null } | null;
    certificate_files: { file_id: number; file_name: string }[];
  } | null;
  employment: {
    employment_id: number;
    company_name: string;
    other_company: string | null;
    role: string;
    from_years: number;
    from_months: number;
    to_years: number;
    to_months: number;
    min_ctc: string | null;
    max_ctc: string | null;
    available_type: AvailabilityType | null;
    available_day: number | null;
    working_status: number;
  }[];
  education: {
    education_id: number;
    education_level_id: number;
    education: string | null;
    other_education: string | null;
    institution: string | null;
    other_institution: string | null;
    field_of_study: string | null;
    start_year: number | null;
    end_year: number | null;
    files: { file_name: string }[];
  }[];
}
