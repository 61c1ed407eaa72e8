import { PREFERENCE_NAMES, type Preferences, type PreferencesChange } from '@contract/notifications';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { DbOrTx } from './file-store';

/**
 * The account's preferences (issue 24 §2, issue 35): columns of `users`, all on for a new account.
 * What they change: `viewed_alerts` off, no 'viewed' notification; `job_alerts` off, no 'matches'
 * notification; `recruiter_reach_out` off, no new conversation; `email_alerts`, the status and
 * message e-mails; `daily_digest`, the saved-search digest (its unsubscribe link turns it off;
 * turning it on stamps `daily_digest_on_at`, so an older digest's link no longer turns it off).
 */

type PreferenceColumns = Pick<
  typeof users.$inferSelect,
  'emailAlerts' | 'jobAlerts' | 'viewedAlerts' | 'recruiterReachOut' | 'dailyDigest'
>;

const COLUMN_OF = {
  email_alerts: 'emailAlerts',
  job_alerts: 'jobAlerts',
  viewed_alerts: 'viewedAlerts',
  recruiter_reach_out: 'recruiterReachOut',
  daily_digest: 'dailyDigest',
} as const satisfies Record<keyof Preferences, keyof PreferenceColumns>;

/** The preferences of a users row. */
export function preferencesOf(user: PreferenceColumns): Preferences {
  return {
    email_alerts: user.emailAlerts,
    job_alerts: user.jobAlerts,
    viewed_alerts: user.viewedAlerts,
    recruiter_reach_out: user.recruiterReachOut,
    daily_digest: user.dailyDigest,
  };
}

/** Sets the ones given on the caller's own row at `now`; answers them all as saved. */
export async function savePreferences(
  db: DbOrTx,
  userId: number,
  change: PreferencesChange,
  now: Date,
): Promise<Preferences> {
  const set: Partial<PreferenceColumns> & { dailyDigestOnAt?: Date } = {};
  for (const name of PREFERENCE_NAMES) {
    const value = change[name];
    if (value !== undefined) set[COLUMN_OF[name]] = value;
  }
  if (change.daily_digest === true) set.dailyDigestOnAt = now;
  const [saved] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
  return preferencesOf(saved);
}
