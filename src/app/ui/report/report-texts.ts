import { CHAKSHU_URL, CYBER_HELPLINE, CYBERCRIME_URL } from '@contract/safety-texts';

/** The report's words (issue 37 §2: a job, a message or a company), in the app only. */
export const REPORT_REASON_LABEL = 'What is wrong with it?';
export const REPORT_REASON_REQUIRED = 'Please choose what is wrong with it';
export const REPORT_DETAILS_LABEL = 'Details (optional)';
export const LOST_MONEY_LABEL = 'I have lost money';
export const REPORT_SENT = 'Thank you. It was reported and will be looked at.';
export const REPORT_ALREADY = 'You have reported this already. Thank you: it will be looked at.';
export const REPORT_QUEUED =
  'You are offline: your report is saved on this phone and sent when you are back online.';
export const REPORT_FAILED = 'The report could not be sent. Please try again.';
export const REPORT_PRIVACY = 'RCM Careers reads every report. The company is not told who reported.';

/** The confirmation when the candidate lost money (issue 37 §2). */
export const LOST_MONEY_HEADING = 'You have lost money: act now';
export const LOST_MONEY_STEPS = [
  `Call ${CYBER_HELPLINE}, the national cyber crime helpline, as soon as you can: the sooner you call, the more likely the money can be stopped.`,
  `Or report it online at ${CYBERCRIME_URL.replace('https://', '')}.`,
  'Report the fraud call or message on Sanchar Saathi (Chakshu), so the number can be blocked.',
] as const;
export { CHAKSHU_URL, CYBER_HELPLINE, CYBERCRIME_URL };
export const COPY_LABEL = 'What to tell them';
export const COPY = 'Copy';
export const COPIED = 'Copied';
export const COPY_REFUSED = 'Copying is not allowed here: the text is selected, copy it yourself.';
