import { API_PATHS } from '../../contract/api-paths';
import type {
  ForgotPasswordPayload,
  LoginPayload,
  LoginResult,
  RegisterPayload,
  RegisterResult,
  SendOtpPayload,
  VerifyOtpPayload,
} from '../../contract/auth';
import type { DashboardResult } from '../../contract/dashboard';
import type { ApiAnswer } from '../../contract/envelope';
import { CANDIDATE_ROLE_ID, USER_TYPE } from '../../contract/limits';
import type { City, OnboardingLists } from '../../contract/lists';
import type {
  EmploymentPayload,
  ExperiencePayload,
  ExperienceResult,
  FresherJobPreferencePayload,
  ManagerialRolePayload,
} from '../../contract/onboarding';
import type {
  AppliedJobsResult,
  ApplyJobResult,
  ChangePasswordPayload,
  DeactivatePayload,
  JobCard,
  JobListFilters,
  JobResult,
  JobSearchFilters,
  ProfileDetails,
  SavedJobsResult,
  SaveJobPayload,
} from '../../contract/signed-in';
import { apiRequest } from './client';

interface ReferralVerifyAnswer {
  success: boolean;
  valid: boolean;
  message: string;
}

/**
 * One typed function per call of both specs' call tables (§7). Each answers the API envelope;
 * screens read `success`, `message` and `result` as the specs describe.
 */

export interface WriteOptions {
  /** Sent as Idempotency-Key; required for writes the service worker may queue. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

// ---- signed-out-and-onboarding.md §7 ----

export function login(payload: LoginPayload): Promise<ApiAnswer<LoginResult>> {
  return apiRequest(API_PATHS.login, { method: 'POST', body: { role_id: CANDIDATE_ROLE_ID, ...payload } });
}

export function sendOtp(payload: SendOtpPayload): Promise<ApiAnswer> {
  return apiRequest(API_PATHS.sendOtp, { method: 'POST', body: { user_type: USER_TYPE, ...payload } });
}

export function verifyOtp(payload: VerifyOtpPayload): Promise<ApiAnswer> {
  return apiRequest(API_PATHS.verifyOtp, { method: 'POST', body: payload });
}

export function forgotPassword(payload: ForgotPasswordPayload): Promise<ApiAnswer> {
  return apiRequest(API_PATHS.forgotPassword, { method: 'POST', body: payload });
}

export function referralVerify(code: string): Promise<ReferralVerifyAnswer> {
  return apiRequest(API_PATHS.referralVerify, {
    method: 'POST',
    body: { code: code.trim().toUpperCase() },
  }) as Promise<ApiAnswer> as Promise<ReferralVerifyAnswer>;
}

/** On success the client stores result.tempToken as the token. */
export function register(payload: RegisterPayload): Promise<ApiAnswer<RegisterResult>> {
  return apiRequest(API_PATHS.register, { method: 'POST', body: payload });
}

/** Revokes the session on the server (sign-out). A 403 here does not trigger 'Invalid session'. */
export function logout(): Promise<ApiAnswer> {
  return apiRequest(API_PATHS.logout, { method: 'POST', body: {}, invalidSessionRule: false });
}

export function saveExperience(payload: ExperiencePayload): Promise<ApiAnswer<ExperienceResult>> {
  return apiRequest(API_PATHS.onboardingExperience, { method: 'POST', body: payload });
}

export function saveManagerialRole(payload: ManagerialRolePayload): Promise<ApiAnswer> {
  return apiRequest(API_PATHS.onboardingExperience, { method: 'POST', body: payload });
}

export function getOnboardingLists(signal?: AbortSignal): Promise<ApiAnswer<OnboardingLists>> {
  return apiRequest(API_PATHS.onboardingLists, { method: 'GET', signal });
}

/** Multipart (looking for) or JSON with the process only (fresher looking for). */
export function saveJobPreference(body: FormData | FresherJobPreferencePayload): Promise<ApiAnswer> {
  return apiRequest(API_PATHS.onboardingJobPreference, { method: 'POST', body });
}

/** Multipart certificate submission (certification details). */
export function saveCertificate(body: FormData): Promise<ApiAnswer> {
  return apiRequest(API_PATHS.onboardingCertificates, { method: 'POST', body });
}

export function saveEmployment(entries: EmploymentPayload[]): Promise<ApiAnswer> {
  return apiRequest(API_PATHS.onboardingEmployment, { method: 'POST', body: entries });
}

/** Multipart education payload. */
export function saveEducation(body: FormData): Promise<ApiAnswer> {
  return apiRequest(API_PATHS.onboardingEducation, { method: 'POST', body });
}

export function getDashboard(signal?: AbortSignal): Promise<ApiAnswer<DashboardResult>> {
  return apiRequest(API_PATHS.dashboard, { method: 'GET', signal });
}

// ---- signed-in-area.md §7 ----

export function getProfileDetails(signal?: AbortSignal): Promise<ApiAnswer<ProfileDetails>> {
  return apiRequest(API_PATHS.profileDetails, { method: 'GET', signal });
}

/** Multipart: user_details, experience, job_preference, education, employment, profile (JSON strings) and files. */
export function updateProfileDetails(body: FormData): Promise<ApiAnswer> {
  return apiRequest(API_PATHS.profileDetails, { method: 'POST', body });
}

export function getCityState(signal?: AbortSignal): Promise<ApiAnswer<City[]>> {
  return apiRequest(API_PATHS.cityState, { method: 'GET', signal });
}

/** Multipart onboarding profile overview. */
export function saveOnboardingProfile(body: FormData): Promise<ApiAnswer> {
  return apiRequest(API_PATHS.onboardingProfile, { method: 'POST', body });
}

/** Multipart with profile_picture, or a remove flag to delete it. */
export function updateProfilePicture(body: FormData): Promise<ApiAnswer> {
  return apiRequest(API_PATHS.profilePicture, { method: 'POST', body });
}

/** An empty filter object asks for similar jobs. */
export function jobSearch(
  filters: JobSearchFilters = {},
  signal?: AbortSignal,
): Promise<ApiAnswer<JobCard[]>> {
  return apiRequest(API_PATHS.jobSearch, { method: 'POST', body: filters, signal });
}

export function saveJob(payload: SaveJobPayload, options: WriteOptions = {}): Promise<ApiAnswer> {
  return apiRequest(API_PATHS.saveJob, { method: 'POST', body: payload, ...options });
}

/** Multipart: job_id, resume, new_resume. */
export function applyJob(body: FormData): Promise<ApiAnswer<ApplyJobResult>> {
  return apiRequest(API_PATHS.applyJob, { method: 'POST', body });
}

export function getSavedJobs(
  filters: JobListFilters = {},
  signal?: AbortSignal,
): Promise<ApiAnswer<SavedJobsResult>> {
  return apiRequest(API_PATHS.savedJobs, { method: 'POST', body: filters, signal });
}

export function getAppliedJobs(
  filters: JobListFilters = {},
  signal?: AbortSignal,
): Promise<ApiAnswer<AppliedJobsResult>> {
  return apiRequest(API_PATHS.appliedJobs, { method: 'POST', body: filters, signal });
}

export function getJob(id: number, signal?: AbortSignal): Promise<ApiAnswer<JobResult>> {
  return apiRequest(API_PATHS.job, { method: 'GET', query: { id }, signal });
}

/** Multipart: job_id, status (draft or submitted), voice_files, answers (JSON list). */
export function submitAssessment(body: FormData, options: WriteOptions = {}): Promise<ApiAnswer> {
  return apiRequest(API_PATHS.submitAssessment, { method: 'POST', body, ...options });
}

/** Signed-in password change (account settings). */
export function resetPassword(payload: ChangePasswordPayload): Promise<ApiAnswer> {
  return apiRequest(API_PATHS.resetPassword, { method: 'POST', body: payload });
}

export function deactivate(payload: DeactivatePayload): Promise<ApiAnswer> {
  return apiRequest(API_PATHS.deactivate, { method: 'POST', body: payload });
}

/** The spec does not show the method; POST with an empty body. */
export function accountDelete(): Promise<ApiAnswer> {
  return apiRequest(API_PATHS.accountDelete, { method: 'POST', body: {} });
}
