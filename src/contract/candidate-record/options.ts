/** The onboarding enumerations (signed-out-and-onboarding.md §3, §9; signed-in-area.md §3). */

export const EXPERIENCE_LEVELS = ['freshers', 'experienced', 'managerial'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const EXPERIENCE_LEVEL_LABELS: Readonly<Record<ExperienceLevel, string>> = {
  freshers: 'Fresher',
  experienced: 'Experienced',
  managerial: 'Managerial',
};

/** A Fresher's type: 'Certified Medical Coder' or 'Others'. */
export const FRESHER_CERTIFICATE_TYPES = ['medical_coder', 'others'] as const;
export type FresherCertificateType = (typeof FRESHER_CERTIFICATE_TYPES)[number];
export const FRESHER_TYPE_LABELS: Readonly<Record<FresherCertificateType, string>> = {
  medical_coder: 'Certified Medical Coder',
  others: 'Others',
};

export const PROCESS_TYPES = ['voice', 'nonvoice'] as const;
export type ProcessType = (typeof PROCESS_TYPES)[number];
export const PROCESS_LABELS: Readonly<Record<ProcessType, string>> = {
  voice: 'Voice Process',
  nonvoice: 'Non-voice Process',
};

export const AVAILABILITY_TYPES = ['immediate', 'notice_period', 'inactive'] as const;
export type AvailabilityType = (typeof AVAILABILITY_TYPES)[number];
/**
 * The current employment's availability as stage 2 offers it (§3: inactive is shown as
 * Sabbatical); employments that are not current are sent as inactive with 0 days.
 */
export const AVAILABILITY_LABELS: Readonly<Record<AvailabilityType, string>> = {
  immediate: 'Immediate',
  notice_period: 'Notice Period',
  inactive: 'Sabbatical',
};

/** The special option that reveals a free-text field. */
export const OTHER_OPTION = 'Other';
/** The non-voice option that reveals the Certified / Non Certified choice. */
export const CODING_OPTION = 'Coding';
export const CERTIFIED_CHOICES = ['Certified', 'Non Certified'] as const;
export type CertifiedChoice = (typeof CERTIFIED_CHOICES)[number];

export const MANAGER_ROLES = [
  'Team Lead',
  'Supervisor',
  'Senior Manager',
  'Manager',
  'Assistant Manager',
  'Other',
] as const;
export type ManagerRole = (typeof MANAGER_ROLES)[number];

// The salary ranges live in their own module: the job lists' URL parsing reads them on a first
// visit, and this module's other lists stay out of that visit's bundle.
export { SALARY_RANGES } from './salary-ranges';

/** Education levels, sent as field_of_study with their id as education_level_id. */
export const EDUCATION_LEVELS = [
  { id: 1, name: 'Degree' },
  { id: 2, name: 'Non Degree' },
  { id: 3, name: 'Diploma' },
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number]['name'];

export const GENDERS = ['Female', 'Male', 'Non-binary'] as const;
export type Gender = (typeof GENDERS)[number];

export const WORK_TYPES = ['Work from Office', 'Hybrid', 'Remote'] as const;
export type WorkType = (typeof WORK_TYPES)[number];
