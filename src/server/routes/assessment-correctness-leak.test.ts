import { DASHBOARD_PATH } from '@contract/dashboard-path';
import { EVENTS_PATH } from '@contract/events';
import { seedCatalogueIfEmpty } from '@server/db/seed-catalogue';
import { candidateAt, form, useOnboardingKit } from '@server/test-kits/onboarding-test-kit';
import { SCORED_JOB, sendJson, signedInRecruiter, uniqueCompany } from '@server/test-kits/recruiter-test-kit';
import { type SseEvent, sseReader } from '@server/test-kits/sse-reader';
import { sqlBackends } from '@server/test-kits/test-backends';
import { fileOf, SAMPLE_FILES } from '@server/test-kits/upload-fixtures';
import { describe, expect, it, onTestFinished } from 'vitest';

/** Keys that would tell a candidate the right answers or how they were scored. */
const FORBIDDEN_KEY = /correct|pass_?mark|score|passed|assessment_max/i;

/** Every key of a JSON value (objects in arrays and objects, at any depth), with its path. */
function keysOf(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keysOf(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    `${path}.${key}`,
    ...keysOf(inner, `${path}.${key}`),
  ]);
}

const leaksIn = (json: unknown) =>
  keysOf(json).filter((path) => FORBIDDEN_KEY.test(path.split('.').pop() ?? ''));

describe('the walk itself', () => {
  it('finds a correctness key at any depth', () => {
    expect(
      leaksIn({ result: { job: { assessment_details: [{ q: 1 }, { correct_options: ['B'] }] } } }),
    ).toEqual(['$.result.job.assessment_details[1].correct_options']);
    expect(leaksIn([{ a: { pass_mark: 50 } }])).toEqual(['$[0].a.pass_mark']);
    expect(leaksIn({ result: { job: { assessment_details: [{ options: ['A', 'B'] }] } } })).toEqual([]);
  });
});

/**
 * Issue 36 §5: the correct options (and the pass mark and the score) never reach the candidate's
 * phone. Every candidate answer that carries the job or its questions is walked, key by key: the
 * job detail (the assessment's read), the lists, the dashboard, the apply and submit answers, the
 * notifications, the export, the public pages and the event stream.
 */
describe.each(sqlBackends())('no candidate answer carries the correct options ($name)', (backend) => {
  const kit = useOnboardingKit(backend);

  it('walks every candidate answer of a scored job', async () => {
    await seedCatalogueIfEmpty(kit.deps);
    const recruiter = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'anita@acme.example' });
    const created = await sendJson(kit, 'POST', '/recruiters/jobs', SCORED_JOB, recruiter.token);
    const job = (created.body.result as { job: { id: number; questions: { id: number }[] } }).job;
    // the recruiter's own read has them (the walk would see them)
    expect(leaksIn(created.body).length).toBeGreaterThan(0);
    expect(
      (await sendJson(kit, 'POST', `/recruiters/jobs/${job.id}/publish`, undefined, recruiter.token)).status,
    ).toBe(200);

    const candidate = await candidateAt(kit, 'experienced');
    const stream = await kit.app.request(`/api${EVENTS_PATH}`, {
      headers: { authorization: `Bearer ${candidate.token}` },
    });
    expect(stream.status).toBe(200);
    const events = sseReader(stream);
    onTestFinished(() => events.close());

    const seen: { call: string; body: unknown }[] = [];
    const token = { token: candidate.token };
    const keep = (call: string, answer: { status: number; body: unknown }) => {
      expect(answer.status, `${call}: ${JSON.stringify(answer.body)}`).toBe(200);
      seen.push({ call, body: answer.body });
    };
    keep('save_job', await kit.post('/candidates/save_job', { job_id: job.id, saved: true }, token));
    const applied = await kit.postForm(
      '/candidates/apply_job',
      form({ job_id: String(job.id), resume: fileOf(SAMPLE_FILES.pdf(), 'cv.pdf') }),
      candidate.token,
    );
    keep('apply_job', applied);
    keep('job before', await kit.get(`/candidates/job?id=${job.id}`, token));
    const [q1, q2, q3] = job.questions;
    const answers = [
      { assessment_id: q1.id, answer: 'B' },
      { assessment_id: q2.id, answer: 'A,C' },
      { assessment_id: q3.id, answer: 'Because.' },
    ];
    const submitted = await kit.postForm(
      '/candidates/submit_assessment',
      form({ job_id: String(job.id), status: 'submitted', answers: JSON.stringify(answers) }),
      candidate.token,
    );
    keep('submit_assessment', submitted);
    // the recruiter re-scores and shortlists: the candidate hears of the shortlist only
    const applicationId = (applied.body.result as { application_id: number }).application_id;
    const shortlisted = await sendJson(
      kit,
      'PUT',
      `/recruiters/applications/${applicationId}/status`,
      { status: 'shortlisted' },
      recruiter.token,
    );
    expect(shortlisted.status).toBe(200);

    keep('job after', await kit.get(`/candidates/job?id=${job.id}`, token));
    keep('similar_jobs', await kit.get(`/candidates/similar_jobs?id=${job.id}`, token));
    keep('job_search', await kit.post('/candidates/job_search', {}, token));
    keep('saved_jobs', await kit.post('/candidates/saved_jobs', {}, token));
    keep('applied_jobs', await kit.post('/candidates/applied_jobs', {}, token));
    keep('dashboard', await kit.get(DASHBOARD_PATH, token));
    keep('notifications', await kit.get('/candidates/notifications', token));
    keep('export', await kit.get('/candidates/export', token));

    // the answers did carry the job and its questions (the walk had something to walk)
    const detail = JSON.stringify(seen.find((answer) => answer.call === 'job after')?.body);
    expect(detail).toContain('Which apply?');
    expect(JSON.stringify(seen.find((answer) => answer.call === 'applied_jobs')?.body)).toContain(
      String(job.id),
    );
    for (const { call, body } of seen) expect(leaksIn(body), call).toEqual([]);

    // the public job page and list (HTML with JSON-LD): no such words at all
    for (const path of [`/jobs/${job.id}`, '/jobs']) {
      const page = await kit.app.request(path);
      expect(page.status, path).toBe(200);
      const html = await page.text();
      expect(html, path).toContain(SCORED_JOB.job_title);
      expect(html, path).not.toMatch(/correct_options|pass_mark|assessment_score/i);
    }

    // the event stream: ready, then what the shortlist sent; each event's data walked
    const received: SseEvent[] = [await events.next()];
    received.push(await events.next());
    expect(received.map((event) => event.event)).toContain('ready');
    expect(received.length).toBeGreaterThan(1);
    for (const event of received) expect(leaksIn(JSON.parse(event.data)), event.event).toEqual([]);
  });
});
