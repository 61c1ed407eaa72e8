import { EXPERIENCE_LEVEL_LABELS } from '@contract/candidate-record/options';
import type { ConnectStatus } from '@contract/connect-requests';
import type { FoundCandidate } from '@contract/recruiter/find-candidates';

export const FIND_HEADING = 'Find candidates';
export const FIND_INTRO =
  'Candidates who let verified employers find them. You see what they do and want, not who they are: their name and contact stay hidden until they accept your request to connect.';
export const LOADING_CANDIDATES = 'Loading the candidates...';
export const CANDIDATES_FAILED = 'The candidates could not be loaded.';
export const CANDIDATES_NOT_ON_DEVICE =
  'You are offline and this search is not saved on this device yet. It opens when you are back online.';
export const CANDIDATES_WHAT = 'the candidates';
export const NO_CANDIDATES = 'No candidates match these filters. Try fewer filters.';
export const NOT_VERIFIED_HEADING = 'Only verified employers can find candidates';
export const CONNECT_LABEL = 'Ask to connect';
export const CONNECT_TITLE = 'Ask to connect';
export const CONNECT_EXPLAINED =
  'The candidate sees your company, the job and your message. If they accept, they become an applicant for the job and your message opens a chat with them.';
export const NO_OPEN_JOBS = 'Your company has no open job to ask about. Publish a job first.';
export const CONNECT_SENT = 'Request sent. You will see their name once they accept.';
export const defaultConnectMessage = (jobTitle: string) =>
  `Hello, we came across your profile on RCM Careers and think you could be a good fit for our ${jobTitle} opening. Would you like to connect and talk about it?`;

export const REQUEST_STATE_LABELS: Readonly<Record<ConnectStatus, string>> = {
  pending: 'Request sent: waiting for an answer',
  accepted: 'Accepted: now an applicant',
  declined: 'Declined',
};

export const sentTodayText = (sent: number, limit: number) =>
  `You have sent ${sent} of ${limit} requests to connect in the last 24 hours.`;

/** '3 years 6 months', '8 months', 'Fresher' or null. */
export function experienceText(candidate: Pick<FoundCandidate, 'experience_level' | 'experience_months'>) {
  const months = candidate.experience_months;
  if (months === null || months === 0)
    return candidate.experience_level ? EXPERIENCE_LEVEL_LABELS[candidate.experience_level] : null;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [
    years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : '',
    rest > 0 ? `${rest} ${rest === 1 ? 'month' : 'months'}` : '',
  ].filter(Boolean);
  return parts.join(' ');
}

/** What a card is called for a screen reader: the roles, else the process. */
export function candidateLabel(candidate: FoundCandidate): string {
  const what = candidate.roles.length > 0 ? candidate.roles.join(', ') : (candidate.process ?? 'Candidate');
  return candidate.city ? `${what}, ${candidate.city}` : what;
}
