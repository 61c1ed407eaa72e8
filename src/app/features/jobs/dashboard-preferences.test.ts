import { describe, expect, it } from 'vitest';
import { activityGauge, readDashboardPreferences, writeDashboardPreferences } from './dashboard-preferences';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('dashboard preferences (local only)', () => {
  it('are all off at first and after something unreadable', () => {
    const storage = memoryStorage();
    expect(readDashboardPreferences(storage)).toEqual({
      emailAlerts: false,
      jobAlerts: false,
      viewedAlerts: false,
      recruiterReachOut: false,
    });
    storage.setItem('rcm-dashboard-preferences', '{not json');
    expect(readDashboardPreferences(storage).jobAlerts).toBe(false);
  });
  it('remember what was ticked', () => {
    const storage = memoryStorage();
    writeDashboardPreferences(
      { emailAlerts: true, jobAlerts: false, viewedAlerts: true, recruiterReachOut: false },
      storage,
    );
    expect(readDashboardPreferences(storage)).toEqual({
      emailAlerts: true,
      jobAlerts: false,
      viewedAlerts: true,
      recruiterReachOut: false,
    });
  });
});

describe('activityGauge (§9)', () => {
  it('is 80 for Highly Active, else 65', () => {
    expect(activityGauge('Highly Active')).toBe(80);
    expect(activityGauge('Active')).toBe(65);
    expect(activityGauge(null)).toBe(65);
  });
});
