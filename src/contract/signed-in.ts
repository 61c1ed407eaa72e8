/**
 * Loose payload and answer types of the signed-in area's calls (signed-in-area.md §3, §7).
 * Later issues tighten them into valibot schemas; fields the spec does not name are absent.
 */
import type {
  AvailabilityType,
  ExperienceLevel,
  FresherCertificateType,
  ProcessType,
} from './onboarding/options';

/** Filters of POST /candidates/job_search (an empty body asks for similar jobs). */
export interface JobSearchFilters {
  job_role?: string;
  location?: string;
  skill?: string;
  exp_ctc?: string;
  experience_level?: string;
  certificate_type?: string;
}
/** Filters of POST /candidates/saved_jobs and /candidates/applied_jobs. */
export type JobListFilters = Omit<JobSearchFilters, 'certificate_type'>;

export type ApplicationStatus = 'new' | 'shortlisted' | 'rejected';

/** A job card, a similar job or a search item. */
export interface JobCard {
  id: number;
  company_name: string;
  company_logo: string | null;
  job_title: string;
  role_name?: string | null;
  location?: string | null;
  experience_level?: string | null;
  min_ctc: number | null;
  max_ctc: number | null;
  job_description?: string | null;
  created_at?: string | null;
  saved?: boolean | number;
  saved_status?: boolean | number;
  applied_status?: boolean | number;
  status?: string | null;
  assessment_status?: boolean | number | null;
  assessment_submit?: boolean | number | null;
  application_status?: ApplicationStatus | string | null;
  specialisations?: string | null;
}

export type AssessmentQuestionType = 'MCQ' | 'checkboxes' | 'short_answer' | 'paragraph' | 'audio';

export interface AssessmentQuestion {
  assessment_id: number;
  question: string;
  question_type: AssessmentQuestionType | string;
  options: string[];
  /** 1 means required */
  required: number;
  /** Prior saved answer; for audio a server-relative path. */
  answer?: string | null;
}

/** One item of the `answers` JSON part of POST /candidates/submit_assessment. */
export interface AssessmentAnswerItem {
  assessment_id: number;
  answer?: string;
  audio_index?: number;
}
export type AssessmentStatus = 'draft' | 'submitted';

/** The job of GET /candidates/job?id= (result.job). */
export interface JobDetail extends JobCard {
  type_name?: string | null;
  Key_responsibilities?: string | null;
  requirements?: string | null;
  certifications_required?: string | null;
  good_to_have?: string | null;
  benefits_offered?: string | null;
  applied?: boolean | number;
  assessment_details?: AssessmentQuestion[];
}
export interface JobResult {
  job: JobDetail;
}

/** POST /candidates/save_job: toggles; `saved` (ours) asks for a state so a replay is idempotent. */
export interface SaveJobPayload {
  job_id: number;
  saved?: boolean;
}

/** POST /candidates/apply_job answer. */
export interface ApplyJobResult {
  assessment_required?: boolean | number;
}

/** POST /candidates/saved_jobs answers an array or `{ jobs }`. */
export type SavedJobsResult = JobCard[] | { jobs: JobCard[] };
export interface AppliedJobsResult {
  jobs: JobCard[];
}

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
