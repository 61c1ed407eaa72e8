import { eq } from 'drizzle-orm';
import { PREFERENCE_NAMES, type Preferences, type PreferencesChange } from '../../contract/notifications';
import { users } from '../db/schema';
import type { DbOrTx } from './file-store';

/**
 * The account's four preferences (issue 24 §2): columns of `users`, all on for a new account.
 * What they change: `viewed_alerts` off, no 'viewed' notification; `job_alerts` off, no 'matches'
 * notification; `recruiter_reach_out` off, no new conversation; `email_alerts`, the e-mails.
 */

type PreferenceColumns = Pick<
  typeof users.$inferSelect,
  'emailAlerts' | 'jobAlerts' | 'viewedAlerts' | 'recruiterReachOut'
>;

const COLUMN_OF = {
  email_alerts: 'emailAlerts',
  job_alerts: 'jobAlerts',
  viewed_alerts: 'viewedAlerts',
  recruiter_reach_out: 'recruiterReachOut',
} as const satisfies Record<keyof Preferences, keyof PreferenceColumns>;

/** The four of a users row. */
export function preferencesOf(user: PreferenceColumns): Preferences {
  return {
    email_alerts: user.emailAlerts,
    job_alerts: user.jobAlerts,
    viewed_alerts: user.viewedAlerts,
    recruiter_reach_out: user.recruiterReachOut,
  };
}

/** Sets the ones given on the caller's own row; answers the four as saved. */
export async function savePreferences(
  db: DbOrTx,
  userId: number,
  change: PreferencesChange,
): Promise<Preferences> {
  const set: Partial<PreferenceColumns> = {};
  for (const name of PREFERENCE_NAMES) {
    const value = change[name];
    if (value !== undefined) set[COLUMN_OF[name]] = value;
  }
  const [saved] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
  return preferencesOf(saved);
}
