import * as v from 'valibot';
import { successMessage } from './auth/fields';
import { endpoint } from './endpoint';
import { idNumber } from './ids';
import { pageQueryField } from './primitives';

/**
 * Notifications and the account's preferences (issue 24 §2). A notification says what happened
 * (a status change, a recruiter's view, a message, new matches of a saved search) with a link
 * to the thing itself (an app path). The preferences are the account's, all on for a new account:
 * the spec's four and Daily digest (issue 35: the saved-search digest, the one its e-mails'
 * unsubscribe link turns off, so that Email alerts, the status and message e-mails, stays on).
 */

/**
 * 'assessment': a recruiter asks the candidate to answer a question added after they submitted
 * (issue 36 R4); 'contact': a company asks for the phone and e-mail (issue 37 §3); 'connect': a
 * verified company asks to connect (issue 37 §3, Find candidates).
 */
export const NOTIFICATION_KINDS = [
  'status',
  'viewed',
  'message',
  'matches',
  'assessment',
  'contact',
  'connect',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATIONS_PER_PAGE = 20;
/** The most notifications one read call marks by id. */
export const NOTIFICATION_READ_MAX = 100;
export const NOTIFICATION_IDS_REQUIRED = 'Please give notification_ids or all: true';
export const TOO_MANY_NOTIFICATIONS = `Please mark at most ${NOTIFICATION_READ_MAX} notifications at once`;

export const PREFERENCE_NAMES = [
  'email_alerts',
  'job_alerts',
  'viewed_alerts',
  'recruiter_reach_out',
  'daily_digest',
] as const;
export type PreferenceName = (typeof PREFERENCE_NAMES)[number];
export const PREFERENCES_EMPTY = 'Please give at least one preference';

const answerOf = <T extends v.GenericSchema>(result: T) =>
  v.object({ success: v.literal(true), message: successMessage, result });

/** One notification; `created_at` is an ISO date-time, `link` an app path ('/chat?c=12'). */
export const notificationSchema = v.object({
  notification_id: v.number(),
  kind: v.picklist(NOTIFICATION_KINDS),
  text: v.string(),
  link: v.string(),
  created_at: v.string(),
  read: v.boolean(),
  /** issue 37: from a Verified employer (the list's badge); absent for the portal's own */
  company_verified: v.optional(v.boolean()),
});
export type Notification = v.InferOutput<typeof notificationSchema>;

export const notificationsQuerySchema = v.object({
  page: pageQueryField,
});

/** GET /candidates/notifications: newest first, 20 a page; `unread`: all the unread ones. */
export const candidateNotifications = endpoint({
  method: 'GET',
  path: '/candidates/notifications',
  request: notificationsQuerySchema,
  answer: answerOf(
    v.object({ notifications: v.array(notificationSchema), total: v.number(), unread: v.number() }),
  ),
  errors: [],
  session: true,
});

/** POST /candidates/notifications/read's body: some by id (the candidate's own; others ignored), or all. */
export const readNotificationsSchema = v.union(
  [
    v.strictObject({
      notification_ids: v.pipe(
        v.array(idNumber('notification_ids'), NOTIFICATION_IDS_REQUIRED),
        v.minLength(1, NOTIFICATION_IDS_REQUIRED),
        v.maxLength(NOTIFICATION_READ_MAX, TOO_MANY_NOTIFICATIONS),
      ),
    }),
    v.strictObject({ all: v.literal(true) }),
  ],
  NOTIFICATION_IDS_REQUIRED,
);
export type ReadNotifications = v.InferInput<typeof readNotificationsSchema>;

/** POST /candidates/notifications/read: marks them read (queueable); answers the unread count. */
export const readNotifications = endpoint({
  method: 'POST',
  path: '/candidates/notifications/read',
  idempotent: true,
  request: readNotificationsSchema,
  answer: answerOf(v.object({ unread: v.number() })),
  errors: [],
  session: true,
});

/**
 * GET /candidates/badges: the header's two counts in one read: the chat's unread messages (muted
 * companies not counted) and the unread notifications.
 */
export const candidateBadges = endpoint({
  method: 'GET',
  path: '/candidates/badges',
  request: null,
  answer: answerOf(v.object({ chat_unread: v.number(), notifications_unread: v.number() })),
  errors: [],
  session: true,
});

export const preferencesSchema = v.object({
  email_alerts: v.boolean(),
  job_alerts: v.boolean(),
  viewed_alerts: v.boolean(),
  recruiter_reach_out: v.boolean(),
  daily_digest: v.boolean(),
});
export type Preferences = v.InferOutput<typeof preferencesSchema>;

const preferenceField = (name: PreferenceName) => v.optional(v.boolean(`${name} must be true or false`));

/** POST /candidates/preferences's body: some of the five. */
export const preferencesChangeSchema = v.pipe(
  v.strictObject(
    {
      email_alerts: preferenceField('email_alerts'),
      job_alerts: preferenceField('job_alerts'),
      viewed_alerts: preferenceField('viewed_alerts'),
      recruiter_reach_out: preferenceField('recruiter_reach_out'),
      daily_digest: preferenceField('daily_digest'),
    },
    'Request has an unknown field',
  ),
  v.check((change) => PREFERENCE_NAMES.some((name) => change[name] !== undefined), PREFERENCES_EMPTY),
);
export type PreferencesChange = v.InferInput<typeof preferencesChangeSchema>;

/** GET /candidates/preferences: the account's five preferences. */
export const candidatePreferences = endpoint({
  method: 'GET',
  path: '/candidates/preferences',
  request: null,
  answer: answerOf(preferencesSchema),
  errors: [],
  session: true,
});

/** POST /candidates/preferences: changes some of them (queueable); answers all five as saved. */
export const saveCandidatePreferences = endpoint({
  method: 'POST',
  path: '/candidates/preferences',
  idempotent: true,
  request: preferencesChangeSchema,
  answer: answerOf(preferencesSchema),
  errors: [],
  session: true,
});
