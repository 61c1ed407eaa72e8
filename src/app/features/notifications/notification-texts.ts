/** The notifications' words (issue 24 §2). */
export const NOTIFICATIONS_TITLE = 'Notifications';
export const NO_NOTIFICATIONS =
  'No notifications yet. Status changes, recruiter views, messages and new jobs for your saved searches will appear here.';
export const NOTIFICATIONS_LOADING = 'Loading your notifications…';
export const NOTIFICATIONS_FAILED = 'Your notifications could not be loaded.';
export const MARK_ALL_READ = 'Mark all as read';

/** The bell's accessible name: 'Notifications' or 'Notifications, 2 unread'. */
export function notificationsButtonLabel(unread: number): string {
  return unread > 0 ? `${NOTIFICATIONS_TITLE}, ${unread} unread` : NOTIFICATIONS_TITLE;
}
