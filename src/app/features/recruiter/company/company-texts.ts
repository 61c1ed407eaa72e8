/** The workspace's Company screen (issue 37 §1): its words. */
export const COMPANY_HEADING = 'Company';
export const COMPANY_INTRO =
  'Your company as RCM Careers knows it. Our team checks these details and your mailbox before your company becomes a Verified employer; every change is recorded.';
export const LOADING_COMPANY = 'Loading your company...';
export const COMPANY_FAILED = 'Your company profile could not be loaded.';
export const COMPANY_NOT_ON_DEVICE = 'Your company profile opens when you are back online.';
export const COMPANY_WHAT = 'your company profile';
export const COMPANY_PROFILE_HEADING = 'Company profile';
export const SAVE_COMPANY = 'Save company profile';
export const COMPANY_RELOADED =
  'A colleague changed this while you were editing. Their version is shown now: make your change again.';
export const MAILBOX_HEADING = 'Company mailbox';
export const MAILBOX_INTRO =
  "Prove your company's mail is yours: enter an address on your website's domain and we e-mail it a code. Free e-mail addresses (gmail.com, yahoo.com, outlook.com and the like) do not count.";
export const MAILBOX_LABEL = 'Mailbox on your domain';
export const SEND_MAILBOX_CODE = 'Send code';
export const MAILBOX_CODE_LABEL = 'Code from the e-mail';
export const VERIFY_MAILBOX = 'Verify mailbox';
export const mailboxVerifiedText = (email: string, when: string) => `${email} was verified on ${when}.`;
export const mailboxPendingText = (email: string) =>
  `We sent a code to ${email}. Enter it below, or send a new one.`;

/** A moment in India's time, as the screens show it. */
export const shownTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
