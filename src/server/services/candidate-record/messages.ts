/**
 * The server's own texts about the candidate record (the spec does not give these; the spec's
 * own messages live in the contract). Tests and the app read them from here.
 */

export const EXPERIENCE_SAVED = 'Experience saved successfully';
export const ROLE_SAVED = 'Role saved successfully';
export const EMPLOYMENT_SAVED = 'Employment details saved successfully';
export const JOB_PREFERENCE_SAVED = 'Job preferences saved successfully';
export const CERTIFICATE_SAVED = 'Certificate details saved successfully';
export const EDUCATION_SAVED = 'Education details saved successfully';
export const PROFILE_SAVED = 'Profile saved successfully';
export const PROGRESS_FETCHED = 'Onboarding progress fetched successfully';
export const PROFILE_FETCHED = 'Profile details fetched successfully';

export const SAVE_LEVEL_FIRST = 'Please save your experience level first.';
export const EMPLOYMENT_NEEDS_EXPERIENCE =
  'Employment is saved for an Experienced or Managerial level only. Please choose your experience level again.';
export const STEP_NOT_ON_PATH =
  'This step does not belong to your experience level. Please choose your experience level again.';
export const COMPLETE_EARLIER_STEPS = 'Please complete the earlier onboarding steps first.';
export const SAVE_PROFILE_FIRST = 'Please complete your profile overview first.';

export const UNKNOWN_COMPANY = 'Please choose a company from the list, or Other with its name';
export const FROM_YEAR_IN_FUTURE = 'From year cannot be in the future';
export const UNKNOWN_VOICE_OPTION = 'Please choose Voice Process options from the list';
export const UNKNOWN_NON_VOICE_OPTION = 'Please choose Non-Voice Process options from the list';
export const UNKNOWN_EHR_SYSTEM = 'Please choose EHR systems from the list';
export const UNKNOWN_SPECIALIZATION = 'Please choose specializations from the list';
export const UNKNOWN_INSTITUTE = 'Please choose an institute from the list, or Other with its name';
export const UNKNOWN_CERTIFICATE_TYPE =
  'Please choose a certificate type from the list, or Other with its name';
export const UNKNOWN_EDUCATION = 'Please choose an education from the list, or Other with its name';
export const UNKNOWN_INSTITUTION = 'Please choose an institution from the list, or Other with its name';
export const UNKNOWN_CITY = 'Please choose cities from the list';

export const ADD_ONE_EMPLOYMENT = 'Please add at least one company';
export const START_AFTER_END = 'Start year cannot be later than the year of passing';
export const FILE_INDEX_UNUSED = 'Every education file must be named by one education (file_index)';
export const FILE_INDEX_MISSING = 'An education names a file (file_index) that was not sent';
