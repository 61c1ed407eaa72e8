import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOB_SEARCH_FIELDS } from '@contract/job-search-fields';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { TestDatabase } from '../db/client';
import { type CatalogueJob, generateJobs } from '../db/job-catalogue';
import { companies, jobs, savedJobs } from '../db/schema';
import { insertJobs } from '../db/seed-catalogue';
import { sqlBackends } from '../test-kits/test-backends';
import { insertUser, testDeps } from '../test-kits/test-helpers';

/** Issue 35 C10: the public, server-rendered list of the open jobs at /jobs. */

const PUBLIC_URL = 'https://careers.example.in';
const NOW = new Date('2026-03-10T06:30:00Z');
const HOSTILE = `</script><img src=x onerror=alert(1)> "quoted" & 'single'`;

/** The job cards' titles in the page's order. */
const titlesOf = (html: string) =>
  [...html.matchAll(/<h2 id="j-\d+"><a href="\/jobs\/(\d+)">([^<]*)<\/a><\/h2>/g)].map((match) => match[2]);

describe.each(sqlBackends())('the public job list ($name)', (backend) => {
  let database: TestDatabase;
  let app: Hono;
  let dist: string;
  const ids: number[] = [];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'rcm-public-list-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>RCM Careers</title>');
    database = await backend.open();
    const deps = testDeps(database.db, { distDir: dist, publicUrl: PUBLIC_URL }, () => NOW);
    app = createApp(deps);
    const [company] = await database.db
      .insert(companies)
      .values({ name: 'Acme <RCM> & Sons', city: 'Chennai' })
      .returning({ id: companies.id });
    const generated = generateJobs(11);
    // ten open jobs, newest first: Listed 1 .. Listed 9 and a hostile title; then a closed and a draft
    const made: CatalogueJob[] = generated.map((job, i) => ({
      ...job,
      jobTitle: i === 9 ? `Coder ${HOSTILE}` : i >= 10 ? 'Hidden Job' : `Listed ${i + 1}`,
      roleName: 'Medical Coder',
      location: i < 3 ? 'Pune' : 'Chennai',
      experienceLevel: i === 0 ? 'Fresher' : 'Experienced',
      certificationsRequired: i === 1 ? 'CCS' : 'CPC',
      specialisations: i === 2 ? 'Denial Management' : 'Outpatient',
      minCtc: i === 3 ? 800000 : 300000,
      maxCtc: i === 3 ? 1200000 : 450000,
      ageMinutes: (i + 1) * 60,
    }));
    made.push({ ...generated[0], jobTitle: 'Draft Job', location: 'Chennai', ageMinutes: 1 });
    await insertJobs(database.db, made, NOW, [company.id], false);
    const rows = await database.db.query.jobs.findMany({
      columns: { id: true },
      orderBy: (j, { asc }) => asc(j.id),
    });
    ids.push(...rows.map((row) => row.id));
    await database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, ids[10]));
    await database.db.update(jobs).set({ status: 'draft' }).where(eq(jobs.id, ids[11]));
    const candidate = await insertUser(deps, { email: 'asha.private@example.com' });
    await database.db.insert(savedJobs).values({ userId: candidate.id, jobId: ids[0] });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string) => app.request(`http://careers.example.in${path}`);
  const page = async (path: string, status = 200) => {
    const response = await get(path);
    expect(response.status, path).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/i);
    return response.text();
  };

  it('lists the newest open jobs to anyone, six a page, each linking to its public page', async () => {
    const response = await get('/jobs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('set-cookie')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<h1>Search RCM jobs</h1>');
    expect(titlesOf(html)).toEqual(['Listed 1', 'Listed 2', 'Listed 3', 'Listed 4', 'Listed 5', 'Listed 6']);
    expect(html).toContain(`<a href="/jobs/${ids[0]}">Listed 1</a>`);
    expect(html).toContain('10 jobs, page 1 of 2');
    expect(html).toContain('<a class="btn" rel="next" href="/jobs?page=2">Next page</a>');
    expect(html).not.toContain('rel="prev"');
    // the one script is the public pages' signed-in check: a candidate goes to the app's search
    expect(html).toContain('data-app="/jobpostings"');
    expect(html).not.toMatch(/<script[^>]* src=/);
    // nothing of a candidate, nor the closed or the draft job
    for (const hidden of ['Saved', 'Hidden Job', 'Draft Job', 'asha.private'])
      expect(html).not.toContain(hidden);
    // the plain GET form with the box and the six filters of the app's job search
    expect(html).toContain('<form role="search" aria-label="Search jobs" method="get" action="/jobs">');
    for (const name of JOB_SEARCH_FIELDS) {
      expect(html).toMatch(
        new RegExp(
          `<label for="f-${name}">[^<]+</label><(input|select) id="f-${name}"( type="search")? name="${name}"`,
        ),
      );
    }
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs">`);
  });

  it('pages on: the second page holds the rest, with a link back', async () => {
    const html = await page('/jobs?page=2');
    expect(titlesOf(html)).toEqual([
      'Listed 7',
      'Listed 8',
      'Listed 9',
      'Coder &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &amp; &#39;single&#39;',
    ]);
    expect(html).toContain('10 jobs, page 2 of 2');
    expect(html).toContain('<a class="btn" rel="prev" href="/jobs">Previous page</a>');
    expect(html).not.toContain('rel="next"');
    expect(html).toContain('<meta name="robots" content="noindex">');
    // past the last page: said, with the way back
    const beyond = await page('/jobs?page=9');
    expect(titlesOf(beyond)).toEqual([]);
    expect(beyond).toContain('There are no jobs on page 9. <a href="/jobs">Go to the first page</a>');
  });

  it('filters by the job search’s six filters and its words, keeping them in the form and the pages', async () => {
    expect(titlesOf(await page('/jobs?location=pune'))).toEqual(['Listed 1', 'Listed 2', 'Listed 3']);
    expect(titlesOf(await page('/jobs?experience_level=Fresher'))).toEqual(['Listed 1']);
    expect(titlesOf(await page('/jobs?certificate_type=ccs'))).toEqual(['Listed 2']);
    expect(titlesOf(await page('/jobs?skill=denial'))).toEqual(['Listed 3']);
    expect(titlesOf(await page(`/jobs?exp_ctc=${encodeURIComponent('Above 10,00,000')}`))).toEqual([
      'Listed 4',
    ]);
    expect(titlesOf(await page('/jobs?job_role=nobody+here'))).toEqual([]);
    expect(await page('/jobs?job_role=nobody+here')).toContain('No jobs found matching your criteria.');
    const chennai = await page('/jobs?location=Chennai&job_role=coder');
    expect(chennai).toContain('7 jobs, page 1 of 2');
    expect(chennai).toContain('<input id="f-location" name="location" value="Chennai"');
    expect(chennai).toContain(
      '<a class="btn" rel="next" href="/jobs?job_role=coder&amp;location=Chennai&amp;page=2">',
    );
    expect(chennai).toContain('data-app="/jobpostings?job_role=coder&amp;location=Chennai"');
    expect(chennai).toContain('<a href="/jobs">Clear</a>');
    const band = await page(`/jobs?exp_ctc=${encodeURIComponent('Above 10,00,000')}`);
    expect(band).toContain('<option selected>Above 10,00,000</option>');
    const words = await page('/jobs?q=listed+4');
    expect(titlesOf(words)[0]).toBe('Listed 4');
    expect(words).toContain('<h1>Search RCM jobs: “listed 4”</h1>');
  });

  it('escapes every text: a hostile job title and hostile search words', async () => {
    const html = await page('/jobs?page=2');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      'Coder &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &amp; &#39;single&#39;',
    );
    expect(html).toContain('Acme &lt;RCM&gt; &amp; Sons');
    const typed = await page(`/jobs?q=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(typed).not.toContain('<script>alert(1)');
    expect(typed).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('answers a query it cannot read with a clear page (400), never an error', async () => {
    const cases: [string, string][] = [
      ['/jobs?page=0', 'The page must be a whole number from 1 to 1,00,000.'],
      ['/jobs?page=-1', 'The page must be a whole number from 1 to 1,00,000.'],
      ['/jobs?page=abc', 'The page must be a whole number from 1 to 1,00,000.'],
      ['/jobs?page=1.5', 'The page must be a whole number from 1 to 1,00,000.'],
      ['/jobs?page=99999999999999999999', 'The page must be a whole number from 1 to 1,00,000.'],
      ['/jobs?exp_ctc=lots', 'Choose an expected CTC from the list.'],
      [`/jobs?q=${'a'.repeat(5000)}`, 'Search words can be at most 100 characters.'],
      [`/jobs?location=${'b'.repeat(101)}`, 'Location can be at most 100 characters.'],
      ['/jobs?q=%00', 'The search holds characters that cannot be searched for.'],
      ['/jobs?skill=a%01b', 'The search holds characters that cannot be searched for.'],
    ];
    for (const [path, problem] of cases) {
      const html = await page(path, 400);
      expect(html, path).toContain(`<p class="err" role="alert">${problem}</p>`);
      expect(html, path).toContain('<form role="search"');
      expect(titlesOf(html), path).toEqual([]);
      // the refilled form never carries more than a field takes
      expect(html.length, path).toBeLessThan(12_000);
    }
    // an unknown parameter and an unknown experience level are no problem: none is a filter, the other matches nothing
    expect(titlesOf(await page('/jobs?color=red'))).toHaveLength(6);
    expect(titlesOf(await page('/jobs?experience_level=Wizard'))).toEqual([]);
  });

  it('answers HEAD and a trailing slash like GET', async () => {
    expect((await app.request('http://careers.example.in/jobs', { method: 'HEAD' })).status).toBe(200);
    expect(titlesOf(await page('/jobs/'))).toHaveLength(6);
  });

  it('links each public job page, the closed one and the not-found page to the list', async () => {
    for (const [path, status] of [
      [`/jobs/${ids[0]}`, 200],
      [`/jobs/${ids[10]}`, 200],
      ['/jobs/99999999', 404],
    ] as const) {
      expect(await page(path, status), path).toContain('<a href="/jobs">Search RCM jobs</a>');
    }
  });
});
