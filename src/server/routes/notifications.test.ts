import type { EventData } from '@contract/events';
import {
  candidateBadges,
  candidateNotifications,
  type Notification,
  readNotifications,
} from '@contract/notifications';
import { EMPTY_SAVED_SEARCH, type SavedSearchQuery } from '@contract/saved-searches';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { notifications } from '../db/schema';
import { seedCatalogueIfEmpty } from '../db/seed-catalogue';
import { eventBusOf } from '../deps';
import type { BusEvent } from '../services/event-bus';
import { useOnboardingKit } from '../test-kits/onboarding-test-kit';
import {
  COMPLETE_JOB,
  candidateApplies,
  listJobRole,
  publishedJob,
  sendJson,
  signedInRecruiter,
  uniqueCompany,
} from '../test-kits/recruiter-test-kit';
import { sqlBackends } from '../test-kits/test-backends';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NO_QUESTIONS = { ...COMPLETE_JOB, questions: [] };

type Page = { notifications: Notification[]; total: number; unread: number };

describe.each(sqlBackends())('notifications and preferences ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let company: string;
  let anita: { companyId: number; recruiterId: number; token: string };
  let me: { userId: number; token: string };
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    company = uniqueCompany();
    anita = await signedInRecruiter(kit, {
      company,
      email: `anita-${company.replace(/\W/g, '')}@acme.example`,
    });
    me = await kit.candidate();
  });

  const asRecruiter = (method: string, path: string, body?: unknown, token = anita.token) =>
    sendJson(kit, method, path, body, token);
  const savePreferences = (body: unknown, token = me.token) =>
    kit.post('/candidates/preferences', body, { token });
  const list = async (token = me.token, page?: number): Promise<Page> => {
    const answer = await kit.get(`/candidates/notifications${page ? `?page=${page}` : ''}`, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(v.is(candidateNotifications.answer, answer.body)).toBe(true);
    return answer.body.result as unknown as Page;
  };
  const badges = async (token = me.token) => {
    const answer = await kit.get('/candidates/badges', { token });
    expect(v.is(candidateBadges.answer, answer.body), JSON.stringify(answer.body)).toBe(true);
    return answer.body.result as { chat_unread: number; notifications_unread: number };
  };
  const markRead = (body: unknown, token = me.token) =>
    kit.post('/candidates/notifications/read', body, { token });
  const kinds = async (token = me.token) => (await list(token)).notifications.map((item) => item.kind);

  /** The candidate applies to a new job of Anita's company (no questions). */
  async function applied(candidate = me, draft: Record<string, unknown> = NO_QUESTIONS) {
    const job = await publishedJob(kit, anita.token, draft);
    return { job, applicationId: await candidateApplies(kit, candidate.token, job) };
  }

  describe('a status change by a recruiter', () => {
    it('its event carries the application’s new status and timeline, and the unread count (issue 35)', async () => {
      const { job, applicationId } = await applied();
      const bus = eventBusOf(kit.deps);
      const delivered: BusEvent[] = [];
      const stop = bus.subscribe({ userId: me.userId, companyId: null }, (event) => delivered.push(event));
      onTestFinished(stop);
      await bus.listening();
      const changed = await asRecruiter('PUT', `/recruiters/applications/${applicationId}/status`, {
        status: 'shortlisted',
        reason: '',
      });
      expect(changed.status).toBe(200);
      // the status, then the shortlist's question: share the contact? (issue 37 §3)
      await expect.poll(() => delivered.filter((event) => event.type === 'notification').length).toBe(2);
      const [event, asked] = delivered.filter((one) => one.type === 'notification');
      const data = event.data as EventData['notification'];
      expect(data.notification).toMatchObject({ kind: 'status', link: `/jobpostings/${job.id}` });
      expect(data.notifications_unread).toBe(1);
      expect((asked.data as EventData['notification']).notification).toMatchObject({
        kind: 'contact',
        text: `${company} asks for your phone and e-mail`,
        link: '/settings#contact-sharing',
      });
      expect(data.application).toEqual({
        job_id: job.id,
        status: 'shortlisted',
        timeline: [
          { event: 'applied', at: expect.any(String) },
          { event: 'shortlisted', at: kit.deps.now().toISOString() },
        ],
      });
    });

    it('tells the candidate, one and in bulk, whatever the preferences, with a link to the job', async () => {
      await savePreferences({ email_alerts: false, job_alerts: false, viewed_alerts: false });
      const first = await applied();
      const changed = await asRecruiter('PUT', `/recruiters/applications/${first.applicationId}/status`, {
        status: 'shortlisted',
        reason: '',
      });
      expect(changed.status).toBe(200);
      const page = await list();
      expect(page.notifications).toMatchObject([
        // the shortlist asks for the contact too (issue 37 §3)
        { kind: 'contact', text: `${company} asks for your phone and e-mail` },
        {
          kind: 'status',
          text: `${company} shortlisted your application for Denial Analyst`,
          // the shortlist opens the job, not the list (issue 35)
          link: `/jobpostings/${first.job.id}`,
          read: false,
          created_at: kit.deps.now().toISOString(),
        },
      ]);
      expect(page).toMatchObject({ total: 2, unread: 2 });
      // the same status again changes nothing: no second notification
      await asRecruiter('PUT', `/recruiters/applications/${first.applicationId}/status`, {
        status: 'shortlisted',
        reason: '',
      });
      expect(await kinds()).toEqual(['contact', 'status']);

      const second = await applied(me, { ...NO_QUESTIONS, job_title: 'AR Caller' });
      const bulk = await asRecruiter('POST', '/recruiters/applications/status', {
        application_ids: [first.applicationId, second.applicationId],
        status: 'rejected',
        reason: 'Filled',
      });
      expect(bulk.status).toBe(200);
      const texts = (await list()).notifications.map((item) => item.text);
      expect(texts.slice(0, 2).sort()).toEqual(
        [
          `${company} updated your application for AR Caller`,
          `${company} updated your application for Denial Analyst`,
        ].sort(),
      );
      expect(await badges()).toEqual({ chat_unread: 0, notifications_unread: 4 });
    });

    it('adds nothing when the change is refused (another company’s application)', async () => {
      const { applicationId } = await applied();
      const other = await signedInRecruiter(kit, {
        company: uniqueCompany('Other'),
        email: 'other@x.example',
      });
      const refused = await asRecruiter(
        'POST',
        '/recruiters/applications/status',
        { application_ids: [applicationId], status: 'shortlisted', reason: '' },
        other.token,
      );
      expect(refused.status).toBe(404);
      expect((await list()).total).toBe(0);
    });
  });

  describe('a recruiter viewing the applicant page', () => {
    it('tells the candidate once a day, with viewed alerts on', async () => {
      const { applicationId } = await applied();
      await asRecruiter('GET', `/recruiters/applications/${applicationId}`);
      const page = await list();
      expect(page.notifications).toMatchObject([
        { kind: 'viewed', text: `${company} viewed your profile`, link: '/view-profile', read: false },
      ]);
      await asRecruiter('GET', `/recruiters/applications/${applicationId}`);
      const colleague = await signedInRecruiter(kit, {
        company,
        email: `ravi-${company.replace(/\W/g, '')}@x.example`,
      });
      await asRecruiter('GET', `/recruiters/applications/${applicationId}`, undefined, colleague.token);
      kit.advance(23 * HOUR);
      await asRecruiter('GET', `/recruiters/applications/${applicationId}`);
      expect(await kinds()).toEqual(['viewed']);
      kit.advance(2 * HOUR);
      await asRecruiter('GET', `/recruiters/applications/${applicationId}`);
      expect(await kinds()).toEqual(['viewed', 'viewed']);
    });

    it('says nothing with viewed alerts off', async () => {
      await savePreferences({ viewed_alerts: false });
      const { applicationId } = await applied();
      const opened = await asRecruiter('GET', `/recruiters/applications/${applicationId}`);
      expect(opened.status).toBe(200);
      expect((await list()).total).toBe(0);
    });
  });

  describe('new jobs for a saved search', () => {
    const search = (fields: Partial<SavedSearchQuery>) => ({ ...EMPTY_SAVED_SEARCH, ...fields });
    const saveSearch = async (name: string, fields: Partial<SavedSearchQuery>, token = me.token) => {
      const answer = await kit.post('/candidates/save_search', { name, search: search(fields) }, { token });
      expect(answer.status).toBe(200);
    };
    const matchesOf = async (token = me.token) =>
      (await list(token)).notifications.filter((item) => item.kind === 'matches');

    it('a published job tells each matching search once, counting the jobs of the hour in one notification', async () => {
      const role = `Denial Analyst ${company.split(' ').pop()}`;
      await listJobRole(kit, role);
      await saveSearch('Denials', { job_role: role, location: 'chennai' });
      await saveSearch('Pune', { job_role: role, location: 'pune' });
      const draft = { ...NO_QUESTIONS, role_name: role };
      // a draft tells nobody
      const created = await asRecruiter('POST', '/recruiters/jobs', draft);
      expect(created.status).toBe(200);
      expect(await matchesOf()).toEqual([]);

      await publishedJob(kit, anita.token, draft);
      const [first] = await matchesOf();
      expect(first).toMatchObject({
        text: '1 new job for "Denials"',
        link: `/jobpostings?${new URLSearchParams({ job_role: role, location: 'chennai' })}`,
        read: false,
      });
      kit.advance(10 * MINUTE);
      await publishedJob(kit, anita.token, draft);
      kit.advance(10 * MINUTE);
      await publishedJob(kit, anita.token, draft);
      expect(await matchesOf()).toMatchObject([
        { notification_id: first.notification_id, text: '3 new jobs for "Denials"' },
      ]);
      // past the hour, a new one
      kit.advance(HOUR);
      await publishedJob(kit, anita.token, draft);
      expect((await matchesOf()).map((item) => item.text)).toEqual([
        '1 new job for "Denials"',
        '3 new jobs for "Denials"',
      ]);
      // once read, the next job starts a new one too
      expect((await markRead({ all: true })).status).toBe(200);
      await publishedJob(kit, anita.token, draft);
      expect((await matchesOf()).map((item) => item.text)).toEqual([
        '1 new job for "Denials"',
        '1 new job for "Denials"',
        '3 new jobs for "Denials"',
      ]);
    });

    it('says nothing with job alerts off, and tells each candidate of the same search', async () => {
      const role = `Coder ${company.split(' ').pop()}`;
      await listJobRole(kit, role);
      const other = await kit.candidate();
      await saveSearch('Mine', { job_role: role });
      await saveSearch('Theirs', { job_role: role }, other.token);
      await savePreferences({ job_alerts: false });
      await publishedJob(kit, anita.token, { ...NO_QUESTIONS, role_name: role });
      expect(await matchesOf()).toEqual([]);
      expect(await matchesOf(other.token)).toMatchObject([{ text: '1 new job for "Theirs"' }]);
    });

    it('reads the search box’s words too, as the job search does (typos included)', async () => {
      const role = `Biller ${company.split(' ').pop()}`;
      await listJobRole(kit, role);
      await saveSearch('Words', { q: 'denail analyst', job_role: role });
      await saveSearch('Other words', { q: 'cardiology', job_role: role });
      await saveSearch('Other city', { q: 'denial', job_role: role, location: 'pune' });
      await publishedJob(kit, anita.token, { ...NO_QUESTIONS, role_name: role });
      expect((await matchesOf()).map((item) => item.text)).toEqual(['1 new job for "Words"']);
    });
  });

  describe('the list, marking read and the badges', () => {
    /** `count` status notifications of the candidate (each a change of a new application). */
    async function statusNotifications(candidate: { userId: number; token: string }, count: number) {
      for (let i = 0; i < count; i++) {
        const { applicationId } = await applied(candidate);
        // Interview: one notification each (a shortlist also asks for the contact, issue 37 §3)
        await asRecruiter('PUT', `/recruiters/applications/${applicationId}/status`, {
          status: 'interview',
          reason: '',
        });
      }
    }

    it('lists the caller’s own, newest first, 20 a page; marks read only the caller’s own', async () => {
      await statusNotifications(me, 2);
      const other = await kit.candidate();
      await statusNotifications(other, 1);
      // 21 of mine: two pages
      await kit.deps.db.insert(notifications).values(
        Array.from({ length: 19 }, (_, i) => ({
          userId: me.userId,
          kind: 'status',
          text: `Old ${i}`,
          link: '/applied-jobs',
          createdAt: new Date(kit.deps.now().getTime() - (i + 1) * MINUTE),
        })),
      );
      const first = await list();
      expect(first).toMatchObject({ total: 21, unread: 21 });
      expect(first.notifications).toHaveLength(20);
      const ids = first.notifications.map((item) => item.notification_id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect((await list(me.token, 2)).notifications).toHaveLength(1);
      const theirs = (await list(other.token)).notifications[0];

      const read = await markRead({ notification_ids: [ids[0], theirs.notification_id] });
      expect(read.status).toBe(200);
      expect(v.is(readNotifications.answer, read.body)).toBe(true);
      expect(read.body.result).toEqual({ unread: 20 });
      expect((await list()).notifications[0]).toMatchObject({ notification_id: ids[0], read: true });
      // another candidate's id changes nothing of theirs
      expect((await list(other.token)).notifications[0].read).toBe(false);
      expect(await badges(other.token)).toEqual({ chat_unread: 0, notifications_unread: 1 });
      expect((await markRead({ all: true })).body.result).toEqual({ unread: 0 });
      expect(await badges()).toEqual({ chat_unread: 0, notifications_unread: 0 });
      expect((await list(other.token)).unread).toBe(1);
      const [row] = await kit.deps.db.select().from(notifications).where(eq(notifications.id, ids[0]));
      expect(row.readAt).not.toBeNull();
    });

    it('refuse bad input (4xx), a recruiter and no session', async () => {
      for (const body of [
        {},
        { notification_ids: [] },
        { notification_ids: ['x'] },
        { notification_ids: [0] },
        { notification_ids: Array.from({ length: 101 }, (_, i) => i + 1) },
        { all: false },
        { all: true, notification_ids: [1] },
      ]) {
        expect((await markRead(body)).status, JSON.stringify(body)).toBe(400);
      }
      for (const page of ['0', 'x', '-1', '1.5']) {
        expect((await kit.get(`/candidates/notifications?page=${page}`, { token: me.token })).status).toBe(
          400,
        );
      }
      expect((await kit.get('/candidates/notifications', { token: anita.token })).status).toBe(403);
      expect((await kit.get('/candidates/badges', { token: anita.token })).status).toBe(403);
      expect((await markRead({ all: true }, anita.token)).status).toBe(403);
      expect((await kit.get('/candidates/badges')).status).toBe(401);
    });
  });
});
