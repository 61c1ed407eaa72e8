/** The resume picker's title (signed-out-and-onboarding.md: Upload Resume). */
export const RESUME_DIALOG_TITLE = 'Upload Resume';
/** Ours: the button while the application is being sent, and the progress bar's name. */
export const APPLYING = 'Applying...';
export const SENDING_APPLICATION = 'Sending your application';
