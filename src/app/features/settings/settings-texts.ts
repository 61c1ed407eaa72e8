/**
 * The settings screen's own words. The spec (signed-in-area.md §2, §3, §5, §8) gives the panel
 * names, the reason labels, the messages and the success modals (contract/account.ts); the rest
 * (warnings, buttons, the data download) is ours, in plain words.
 */
export const SETTINGS_HEADING = 'Account Settings';

export const PANELS = {
  password: 'Change Password',
  deactivate: 'Deactivate Account',
  delete: 'Delete Account',
} as const;
export type SettingsPanel = keyof typeof PANELS;

export const OLD_PASSWORD_LABEL = 'Old Password';
export const NEW_PASSWORD_LABEL = 'New Password';
export const CONFIRM_PASSWORD_LABEL = 'Confirm Password';
export const UPDATE_PASSWORD = 'Update Password';
export const UPDATING_PASSWORD = 'Updating...';

export const DEACTIVATE_WARNING =
  'Deactivating your account signs you out on every device, and you will not be able to log in while it is deactivated. Your profile and applications are kept.';
export const DEACTIVATE_CONTINUE = 'Continue';
export const REASONS_QUESTION = 'Why are you deactivating your account?';
export const OTHER_REASON_LABEL = 'Your reason';
export const SKIP = 'Skip';
export const NEXT = 'Next';
export const DEACTIVATE_PASSWORD_PROMPT = 'Enter your password to deactivate your account.';
export const PASSWORD_LABEL = 'Password';
export const DEACTIVATE_ACCOUNT = 'Deactivate Account';
export const CANCEL = 'Cancel';

export const DELETE_WARNING =
  'Deleting your account removes it and all your personal data from RCM Careers: your profile, uploaded files, saved jobs, applications and assessment answers. This cannot be undone. You can download your data first (below).';
export const DELETE_ACCOUNT = 'Delete Account';
export const DELETE_QUESTION = 'Are you sure you want to delete your account? This cannot be undone.';
export const DELETE_CONFIRM = 'Delete';

/** The success modals' button: closing the deactivated or deleted one leaves the account. */
export const OK = 'OK';

export const MY_DATA_HEADING = 'Your data';
export const MY_DATA_INTRO =
  'Download a copy of everything RCM Careers holds about you (your account, profile, the names of your uploaded files, saved jobs, applications and assessment answers) as a JSON file.';
export const DOWNLOAD_MY_DATA = 'Download my data';
export const PREPARING_MY_DATA = 'Preparing your file...';
export const myDataSaved = (fileName: string) => `Your data was saved as ${fileName}.`;

/** Let recruiters find me (issue 37 §3). */
export const FIND_ME_HEADING = 'Let recruiters find me';
export const FIND_ME_LABEL = 'Let recruiters find me';
export const FIND_ME_MEANING =
  'Verified companies can find your profile without your name or contact, and ask to connect with you about a job.';
export const FIND_ME_NEEDS_NETWORK =
  'You are offline. Changing this needs the network: it stays as it was, so try again when you are back online.';
export const FIND_ME_FAILED = 'This setting could not be changed. Please try again.';
export const FIND_ME_WHAT = 'this setting and your requests';
export const REQUESTS_HEADING = 'Requests to connect';
export const NO_REQUESTS = 'No requests to connect yet.';
export const LOADING_REQUESTS = 'Loading your requests to connect...';
export const REQUESTS_NOT_ON_DEVICE =
  'You are offline and your requests to connect are not saved on this phone yet. They open when you are back online.';
export const REQUESTS_FAILED = 'Your requests to connect could not be loaded.';
export const ACCEPT_MEANS =
  'Accepting makes you an applicant for this job and opens a chat with the company, which then sees your profile as an applicant.';
export const ANSWER_NEEDS_NETWORK =
  'You are offline. Answering needs the network: nothing is lost, the request waits here, so answer again when you are back online.';
export const ANSWER_FAILED = 'Your answer could not be sent. Please try again.';
export const REQUEST_STATUS_TEXT = {
  pending: 'Waiting for your answer',
  accepted: 'Accepted: you are an applicant for this job',
  declined: 'Declined',
} as const;
export const FIND_ME_LOADING = 'Loading this setting...';
