import {
  candidateBadges,
  candidateNotifications,
  candidatePreferences,
  readNotifications,
  saveCandidatePreferences,
} from '@contract/notifications';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { requireCandidate, type SessionEnv } from '../middleware/require-session';
import { route } from '../route';
import { chatUnreadTotal } from '../services/chat/unread';
import {
  markNotificationsRead,
  notificationsPage,
  unreadNotifications,
} from '../services/notification-inbox';
import { preferencesOf, savePreferences } from '../services/preferences';

/**
 * The candidate's notifications, the header's counts and the account's preferences (issue 24 §2),
 * each on the caller's own rows only.
 */
export function notificationRoutes(deps: AppDeps): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const guard = requireCandidate(deps);

  route(routes, candidateNotifications, guard, async (c, input) => ({
    success: true,
    message: 'Notifications fetched successfully',
    result: await notificationsPage(deps.db, c.get('user').id, input.page),
  }));

  route(routes, readNotifications, guard, async (c, input) => ({
    success: true,
    message: 'Notifications marked as read',
    result: { unread: await markNotificationsRead(deps.db, c.get('user').id, input, deps.now()) },
  }));

  route(routes, candidateBadges, guard, async (c) => {
    const userId = c.get('user').id;
    const [chatUnread, notificationsUnread] = await Promise.all([
      chatUnreadTotal(deps.db, userId),
      unreadNotifications(deps.db, userId),
    ]);
    return {
      success: true,
      message: 'Badges fetched successfully',
      result: { chat_unread: chatUnread, notifications_unread: notificationsUnread },
    };
  });

  route(routes, candidatePreferences, guard, (c) => ({
    success: true,
    message: 'Preferences fetched successfully',
    result: preferencesOf(c.get('user')),
  }));

  route(routes, saveCandidatePreferences, guard, async (c, input) => ({
    success: true,
    message: 'Preferences saved successfully',
    result: await savePreferences(deps.db, c.get('user').id, input, deps.now()),
  }));

  return routes;
}
