/** The recruiter's chat words (issue 24; the shared ones are the plan's: Message, Send, Seen). */
export const MESSAGE = 'Message';
export const SEND = 'Send';
export const SEEN = 'Seen';
export const INBOX = 'Inbox';
export const CONVERSATION_HEADING = 'Conversation';
export const MESSAGE_LABEL = 'Your message';
export const NO_MESSAGES_YET = 'No messages yet. Write the first one: the candidate can reply here.';
export const LOADING_CONVERSATION = 'Loading the conversation...';
export const CONVERSATION_FAILED = 'The conversation could not be loaded.';
export const CONVERSATION_NOT_ON_DEVICE =
  'You are offline and this conversation is not saved on this device yet. It opens when you are back online.';
export const MESSAGE_WAITING = 'Waiting to be sent: it goes as soon as you are back online.';
export const MESSAGE_SENDING = 'Sending...';
export const MESSAGE_NOT_SENT = 'Not sent';
export const RETRY_NOW = 'Retry now';
export const DISCARD = 'Discard';
export const SEND_NEEDS_NETWORK =
  'You are offline and this browser cannot keep the message for later. Your text is kept here: send it again when you are back online.';
export const SEND_FAILED = 'The message was not sent. Please try again.';
export const YOU = 'You';

export const INBOX_HEADING = 'Inbox';
export const INBOX_INTRO = "Your company's conversations with applicants, newest first.";
export const INBOX_EMPTY =
  'No conversations yet. Press Message on an applicant page to write to a candidate.';
export const LOADING_INBOX = 'Loading the conversations...';
export const INBOX_FAILED = 'The conversations could not be loaded.';
export const INBOX_NOT_ON_DEVICE =
  'You are offline and the conversations are not saved on this device yet. They open when you are back online.';
export const NO_MESSAGE_TEXT = 'No messages yet';

/** The header's Inbox link: its accessible name says the unread count ('Inbox, 2 unread'). */
export const inboxLabel = (unread: number): string => (unread > 0 ? `${INBOX}, ${unread} unread` : INBOX);

/** A conversation's unread mark ('1 unread'). */
export const unreadLabel = (unread: number): string => `${unread} unread`;
