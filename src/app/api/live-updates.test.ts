import type { EventData } from '@contract/events';
import type { Notification } from '@contract/notifications';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyLiveEvent, withApplication, withNotification } from './live-updates';

const card = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  job_title: `Job ${id}`,
  saved_status: false,
  applied_status: true,
  application_status: 'new',
  ...extra,
});

const notification = (id: number, extra: Partial<Notification> = {}): Notification => ({
  notification_id: id,
  kind: 'status',
  text: `Notification ${id}`,
  link: '/jobpostings/7',
  created_at: '2026-11-29T01:00:00.000Z',
  read: false,
  ...extra,
});

const shortlisted: NonNullable<EventData['notification']['application']> = {
  job_id: 7,
  status: 'shortlisted',
  timeline: [
    { event: 'applied', at: '2026-11-20T10:00:00.000Z' },
    { event: 'shortlisted', at: '2026-11-29T01:00:00.000Z' },
  ],
};

/** A client holding what the candidate's screens show: the applied list, the job, the dashboard, the bell. */
function clientWithScreens() {
  const client = new QueryClient();
  const appliedKey = ['jobs', 'applied', { page: 1 }];
  client.setQueryData(appliedKey, {
    jobs: [card(7, { timeline: [shortlisted.timeline[0]] }), card(8)],
    total: 2,
    page: 1,
    per_page: 10,
  });
  client.setQueryData(['job', 7], { ...card(7), applied: true, timeline: [shortlisted.timeline[0]] });
  client.setQueryData(['dashboard'], { applied_count: 2, recent_jobs: [card(8), card(7)] });
  client.setQueryData(['notifications', 1], { notifications: [notification(1)], total: 1, unread: 1 });
  client.setQueryData(['badges'], { chat_unread: 3, notifications_unread: 1 });
  return { client, appliedKey };
}

describe('applyLiveEvent', () => {
  it('a status change shows on every cached card of the job, the job detail and the bell, without asking', () => {
    const { client, appliedKey } = clientWithScreens();
    applyLiveEvent(client, {
      type: 'notification',
      data: { notification: notification(2), notifications_unread: 2, application: shortlisted },
    });

    const applied = client.getQueryData<{ jobs: Record<string, unknown>[] }>(appliedKey);
    expect(applied?.jobs[0]).toMatchObject({
      application_status: 'shortlisted',
      timeline: shortlisted.timeline,
    });
    // the other job's card is the same object
    expect(applied?.jobs[1]).toEqual(card(8));
    expect(client.getQueryData(['job', 7])).toMatchObject({
      application_status: 'shortlisted',
      applied: true,
      timeline: shortlisted.timeline,
    });
    const dashboard = client.getQueryData<{ recent_jobs: Record<string, unknown>[] }>(['dashboard']);
    expect(dashboard?.recent_jobs[1]).toMatchObject({ application_status: 'shortlisted' });
    expect(dashboard?.recent_jobs[1]).not.toHaveProperty('timeline');
    expect(client.getQueryData(['notifications', 1])).toEqual({
      notifications: [notification(2), notification(1)],
      total: 2,
      unread: 2,
    });
    expect(client.getQueryData(['badges'])).toEqual({ chat_unread: 3, notifications_unread: 2 });
    // nothing asked again: every query is as fresh as before
    for (const query of client.getQueryCache().getAll()) expect(query.state.isInvalidated).toBe(false);
  });

  it('a notification whose text changed (the same id) replaces it in the list', () => {
    const { client } = clientWithScreens();
    applyLiveEvent(client, {
      type: 'notification',
      data: {
        notification: notification(1, { kind: 'matches', text: '2 new jobs for "x"' }),
        notifications_unread: 1,
      },
    });
    expect(client.getQueryData(['notifications', 1])).toMatchObject({
      notifications: [{ notification_id: 1, text: '2 new jobs for "x"' }],
      total: 1,
      unread: 1,
    });
    // the saved searches' new-job counts are not in the event: asked again
    client.setQueryData(['saved-searches', 'list'], []);
    applyLiveEvent(client, {
      type: 'notification',
      data: { notification: notification(1, { kind: 'matches' }), notifications_unread: 1 },
    });
    expect(client.getQueryState(['saved-searches', 'list'])?.isInvalidated).toBe(true);
  });

  it('a message or a read asks the conversations and the counts again; other events change nothing', () => {
    const { client } = clientWithScreens();
    client.setQueryData(['chat', 'list'], []);
    client.setQueryData(['recruiter', 'chat', 'inbox', 1], []);
    applyLiveEvent(client, {
      type: 'read',
      data: { conversation_id: 1, reader: 'recruiter', message_id: 5 },
    });
    expect(client.getQueryState(['chat', 'list'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['recruiter', 'chat', 'inbox', 1])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['badges'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['job', 7])?.isInvalidated).toBe(false);

    const before = client.getQueryData(['job', 7]);
    applyLiveEvent(client, { type: 'unknown', data: {} });
    applyLiveEvent(client, { type: 'notification', data: { notification: { id: 'not one' } } });
    expect(client.getQueryData(['job', 7])).toBe(before);
  });
});

describe('withApplication and withNotification', () => {
  it('leave data without the job as the same object', () => {
    const data = { jobs: [card(8)], total: 1 };
    expect(withApplication(data, shortlisted)).toBe(data);
  });

  it('a new notification without a count counts one more unread; the list keeps one page', () => {
    const page = {
      notifications: Array.from({ length: 20 }, (_, i) => notification(100 - i)),
      total: 30,
      unread: 4,
    };
    const next = withNotification(page, notification(200), undefined);
    expect(next.notifications).toHaveLength(20);
    expect(next.notifications[0].notification_id).toBe(200);
    expect(next).toMatchObject({ total: 31, unread: 5 });
  });
});
