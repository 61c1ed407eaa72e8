import { describe, expect, it, vi } from 'vitest';
import {
  activityGauge,
  DEVICE_PREFERENCES_KEY,
  devicePreferences,
  sendDevicePreferencesOnce,
} from './dashboard-preferences';

function memoryStorage(initial?: string) {
  const items = new Map<string, string>();
  if (initial !== undefined) items.set(DEVICE_PREFERENCES_KEY, initial);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => void items.delete(key),
  };
}

const OLD = JSON.stringify({
  emailAlerts: true,
  jobAlerts: false,
  viewedAlerts: false,
  recruiterReachOut: true,
});

describe('the preferences an earlier version kept on the device', () => {
  it('are read with the account’s names (a box is on only when it was ticked)', () => {
    expect(devicePreferences(memoryStorage(OLD))).toEqual({
      email_alerts: true,
      job_alerts: false,
      viewed_alerts: false,
      recruiter_reach_out: true,
    });
    expect(devicePreferences(memoryStorage('{}'))).toEqual({
      email_alerts: false,
      job_alerts: false,
      viewed_alerts: false,
      recruiter_reach_out: false,
    });
  });

  it('are none when nothing is kept, and something unreadable is dropped', () => {
    expect(devicePreferences(memoryStorage())).toBeNull();
    const broken = memoryStorage('{not json');
    expect(devicePreferences(broken)).toBeNull();
    expect(broken.items.has(DEVICE_PREFERENCES_KEY)).toBe(false);
  });

  it('are sent once: removed from the device after the account took them', async () => {
    const storage = memoryStorage(OLD);
    const send = vi.fn(async () => undefined);
    await expect(sendDevicePreferencesOnce(send, storage)).resolves.toBe(true);
    expect(send).toHaveBeenCalledExactlyOnceWith({
      email_alerts: true,
      job_alerts: false,
      viewed_alerts: false,
      recruiter_reach_out: true,
    });
    expect(storage.items.has(DEVICE_PREFERENCES_KEY)).toBe(false);
    await expect(sendDevicePreferencesOnce(send, storage)).resolves.toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('are sent once when two screens ask at the same time', async () => {
    const storage = memoryStorage(OLD);
    const send = vi.fn(async () => undefined);
    const both = await Promise.all([
      sendDevicePreferencesOnce(send, storage),
      sendDevicePreferencesOnce(send, storage),
    ]);
    expect(both).toEqual([true, true]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stay on the device for the next load when sending fails', async () => {
    const storage = memoryStorage(OLD);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = vi.fn(async () => {
      throw new Error('Network Error');
    });
    await expect(sendDevicePreferencesOnce(failing, storage)).resolves.toBe(false);
    expect(storage.items.get(DEVICE_PREFERENCES_KEY)).toBe(OLD);
    const send = vi.fn(async () => undefined);
    await expect(sendDevicePreferencesOnce(send, storage)).resolves.toBe(true);
    expect(storage.items.has(DEVICE_PREFERENCES_KEY)).toBe(false);
  });

  it('send nothing when the device kept none', async () => {
    const send = vi.fn(async () => undefined);
    await expect(sendDevicePreferencesOnce(send, memoryStorage())).resolves.toBe(false);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('activityGauge (§9)', () => {
  it('is 80 for Highly Active, else 65', () => {
    expect(activityGauge('Highly Active')).toBe(80);
    expect(activityGauge('Active')).toBe(65);
    expect(activityGauge(null)).toBe(65);
  });
});
