/**
 * The dashboard's four preference checkboxes (signed-in-area.md §2, §9): kept on this device only
 * (saving them is not shown by the spec, so nothing is sent).
 */
export const DASHBOARD_PREFERENCES = [
  { key: 'emailAlerts', label: 'Email alerts' },
  { key: 'jobAlerts', label: 'Job alerts' },
  { key: 'viewedAlerts', label: 'Alert when viewed by recruiter' },
  { key: 'recruiterReachOut', label: 'Recruiter reach out' },
] as const;
export type DashboardPreferenceKey = (typeof DASHBOARD_PREFERENCES)[number]['key'];
export type DashboardPreferences = Record<DashboardPreferenceKey, boolean>;

const STORAGE_KEY = 'rcm-dashboard-preferences';
const NONE: DashboardPreferences = {
  emailAlerts: false,
  jobAlerts: false,
  viewedAlerts: false,
  recruiterReachOut: false,
};

/** What this device remembers (all off when nothing or something unreadable is stored). */
export function readDashboardPreferences(
  storage: Pick<Storage, 'getItem'> = localStorage,
): DashboardPreferences {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    const read = { ...NONE };
    for (const { key } of DASHBOARD_PREFERENCES) read[key] = stored[key] === true;
    return read;
  } catch {
    return { ...NONE };
  }
}

export function writeDashboardPreferences(
  preferences: DashboardPreferences,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(preferences));
}

/** §9: the activity gauge shows 80 percent for Highly Active, else 65. */
export function activityGauge(status: string | null | undefined): number {
  return status === 'Highly Active' ? 80 : 65;
}
