import type { PreferenceName, Preferences } from '@contract/notifications';

/**
 * The dashboard's preference checkboxes: the spec's four (signed-in-area.md §2, §9; issue 24 §2)
 * and Daily digest beside them (issue 35: the saved-search digest, which its e-mails' unsubscribe
 * link turns off without touching Email alerts). The account's, saved on the server so they apply
 * on every device and change what is sent.
 */
export const DASHBOARD_PREFERENCES = [
  { key: 'email_alerts', label: 'Email alerts' },
  { key: 'job_alerts', label: 'Job alerts' },
  { key: 'viewed_alerts', label: 'Alert when viewed by recruiter' },
  { key: 'recruiter_reach_out', label: 'Recruiter reach out' },
  {
    key: 'daily_digest',
    label: 'Daily digest',
    description: 'One e-mail a day with new jobs for your saved searches',
  },
] as const satisfies readonly { key: PreferenceName; label: string; description?: string }[];

/** The note under the checkboxes: where they are kept. */
export const PREFERENCES_KEPT_NOTE = 'Saved to your account: they apply on every device.';
/** A change made offline that the service worker keeps until the network returns. */
export const PREFERENCES_WAITING = 'Waiting to send: saved on this phone until the network is back.';
export const PREFERENCES_FAILED = 'Your preferences could not be saved. Please try again.';

/** Where the app kept the choices on the device before they were the account's (issue 17). */
export const DEVICE_PREFERENCES_KEY = 'rcm-dashboard-preferences';
/** The four it kept (Daily digest came later: never on a device). */
type DevicePreferences = Omit<Preferences, 'daily_digest'>;
/** Its field for each of them. */
const DEVICE_FIELDS: Record<keyof DevicePreferences, string> = {
  email_alerts: 'emailAlerts',
  job_alerts: 'jobAlerts',
  viewed_alerts: 'viewedAlerts',
  recruiter_reach_out: 'recruiterReachOut',
};

type DeviceStorage = Pick<Storage, 'getItem' | 'removeItem'>;

/**
 * The choices this device kept before (a box is on only when it was ticked), or null when it kept
 * none. Something unreadable is dropped: there is nothing to send.
 */
export function devicePreferences(storage: DeviceStorage): DevicePreferences | null {
  const raw = storage.getItem(DEVICE_PREFERENCES_KEY);
  if (raw === null) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) throw new Error('not an object');
    const read = {} as DevicePreferences;
    for (const [name, field] of Object.entries(DEVICE_FIELDS) as [keyof DevicePreferences, string][]) {
      read[name] = (stored as Record<string, unknown>)[field] === true;
    }
    return read;
  } catch {
    storage.removeItem(DEVICE_PREFERENCES_KEY);
    return null;
  }
}

let sending: Promise<boolean> | null = null;

/**
 * Sends the device's old choices to the account once (the first load after they became the
 * account's): `send` saves them (or the service worker keeps them for later); once it resolves the
 * device's copy is removed, so they are never sent again. When it fails they stay for the next
 * load. A second call while one is sending waits for it (a screen mounted twice sends once).
 * Resolves true when something was sent.
 */
export function sendDevicePreferencesOnce(
  send: (preferences: DevicePreferences) => Promise<unknown>,
  storage: DeviceStorage = localStorage,
): Promise<boolean> {
  if (sending) return sending;
  const stored = devicePreferences(storage);
  if (!stored) return Promise.resolve(false);
  sending = send(stored)
    .then(() => {
      storage.removeItem(DEVICE_PREFERENCES_KEY);
      return true;
    })
    .catch((error: unknown) => {
      console.error('Sending the preferences kept on this device failed', error);
      return false;
    })
    .finally(() => {
      sending = null;
    });
  return sending;
}

/** §9: the activity gauge shows 80 percent for Highly Active, else 65. */
export function activityGauge(status: string | null | undefined): number {
  return status === 'Highly Active' ? 80 : 65;
}
