import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { declaredErrors } from './endpoint';
import {
  candidateBadges,
  candidateNotifications,
  candidatePreferences,
  NOTIFICATION_IDS_REQUIRED,
  notificationsQuerySchema,
  PREFERENCES_EMPTY,
  preferencesChangeSchema,
  readNotifications,
  readNotificationsSchema,
  saveCandidatePreferences,
  TOO_MANY_NOTIFICATIONS,
} from './notifications';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('the notifications contract', () => {
  it('a read marks some notifications by id, or all', () => {
    expect(v.parse(readNotificationsSchema, { notification_ids: [3, 4] })).toEqual({
      notification_ids: [3, 4],
    });
    expect(v.parse(readNotificationsSchema, { all: true })).toEqual({ all: true });
    expect(firstMessage(readNotificationsSchema, {})).toBe(NOTIFICATION_IDS_REQUIRED);
    expect(firstMessage(readNotificationsSchema, { all: false })).toBe(NOTIFICATION_IDS_REQUIRED);
    expect(v.safeParse(readNotificationsSchema, { notification_ids: [] }).success).toBe(false);
    expect(v.safeParse(readNotificationsSchema, { notification_ids: ['1'] }).success).toBe(false);
    const tooMany = v.safeParse(readNotificationsSchema, {
      notification_ids: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(tooMany.success).toBe(false);
    expect(JSON.stringify(tooMany.issues)).toContain(TOO_MANY_NOTIFICATIONS);
  });

  it('preferences change some of the four booleans, at least one', () => {
    expect(v.parse(preferencesChangeSchema, { recruiter_reach_out: false })).toEqual({
      recruiter_reach_out: false,
    });
    expect(firstMessage(preferencesChangeSchema, {})).toBe(PREFERENCES_EMPTY);
    expect(firstMessage(preferencesChangeSchema, { job_alerts: 'no' })).toBe(
      'job_alerts must be true or false',
    );
    expect(firstMessage(preferencesChangeSchema, { sms_alerts: true })).toBe('Request has an unknown field');
  });

  it('the list pages from 1', () => {
    expect(v.parse(notificationsQuerySchema, {})).toEqual({ page: 1 });
    expect(firstMessage(notificationsQuerySchema, { page: 'x' })).toBe('page must be a whole number from 1');
  });

  it('every call is the candidate’s, with a session; the writes are idempotent POSTs', () => {
    for (const call of [
      candidateNotifications,
      readNotifications,
      candidateBadges,
      candidatePreferences,
      saveCandidatePreferences,
    ]) {
      expect(call.session).toBe(true);
      expect(declaredErrors(call)).toContain('candidates_only');
    }
    for (const write of [readNotifications, saveCandidatePreferences]) {
      expect(write.method).toBe('POST');
      expect(write.idempotent).toBe(true);
    }
  });
});
