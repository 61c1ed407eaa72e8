export { UNBLOCK_TO_REPLY } from '@contract/chat';

export const CHAT_HEADING = 'Chat';
/** An opened conversation's page title names the company: 'Chat with Acme Health'. */
export const chatScreenTitle = (company: string): string => `${CHAT_HEADING} with ${company}`;
/**
 * The empty list's text on /chat (here, not in the contract, which the signed-in first screens
 * load: it costs them nothing here).
 */
export const NO_CONVERSATIONS_YET =
  "No conversations yet. A recruiter's message about one of your applications will appear here.";
export const CONVERSATIONS_LOADING = 'Loading your conversations...';
export const CONVERSATIONS_FAILED = 'Your conversations could not be loaded. Please try again.';
export const CONVERSATION_LOADING = 'Loading the conversation...';
export const CONVERSATION_FAILED = 'This conversation could not be loaded. Please try again.';
export const CONVERSATION_MISSING =
  'This conversation was not found. It may have been opened from an old or wrong link.';
export const ALL_CONVERSATIONS = 'All conversations';
export const SEEN = 'Seen';
export const REPLY_LABEL = 'Your reply';
export const REPLY_WAITING = 'Waiting: saved on this phone, it is sent when you are back online.';
export const REPLY_SENDING = 'Sending...';
export const REPLY_NEEDS_NETWORK =
  'No connection, so your reply was not sent. It is still in the box: press Send again when you are online.';
export const REPLY_FAILED = 'Your reply could not be sent. Please try again.';
export const NEEDS_NETWORK = 'This needs the network. Please try again when you are online.';
export const SETTINGS_FAILED = 'The change could not be saved. Please try again.';
export const REPORT_TITLE = 'Report this message';
export const REPORT_COMPANY_TITLE = 'Report this company';
/** Under a recruiter's message that asks for money (issue 37 §2), with Report. */
export const FEE_WARNING =
  'Careful: this message asks you for money. RCM Careers and genuine employers never charge candidates to apply, be interviewed or join.';
/** The report's details when opened from the fee warning (Asks for money chosen). */
export const FEE_REPORT_DETAILS = 'Asks for money';
export const MUTED_NOTE = 'Muted: its messages are not counted or notified.';
export const BLOCKED_NOTE = 'Blocked: this company cannot write to you.';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

const startOfDay = (at: number) => {
  const day = new Date(at);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
};

/**
 * When a message was sent, in the phone's time zone: '14:05' today, 'Yesterday 09:30',
 * '3 Nov 18:00' this year, '3 Nov 2025 18:00' before.
 */
export function messageTime(iso: string, now = Date.now()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const today = startOfDay(now);
  if (at.getTime() >= today) return time;
  if (at.getTime() >= today - 24 * 60 * 60 * 1000) return `Yesterday ${time}`;
  const year = at.getFullYear() === new Date(now).getFullYear() ? '' : ` ${at.getFullYear()}`;
  return `${at.getDate()} ${MONTHS[at.getMonth()]}${year} ${time}`;
}

/** The list's short time: '14:05' today, 'Yesterday', '3 Nov', '3 Nov 2025'. */
export function listTime(iso: string, now = Date.now()): string {
  const full = messageTime(iso, now);
  if (full.startsWith('Yesterday')) return 'Yesterday';
  return full.includes(' ') ? full.slice(0, full.lastIndexOf(' ')) : full;
}

/** The list's unread mark, in words. */
export const unreadLabel = (unread: number): string => `${unread} unread`;

/** The reply box's counter: '12 / 2,000'. */
export const replyCounter = (length: number, max: number): string =>
  `${length.toLocaleString('en-IN')} / ${max.toLocaleString('en-IN')}`;
