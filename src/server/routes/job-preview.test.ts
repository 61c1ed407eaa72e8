import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { TestDatabase } from '../db/client';
import { generateJobs } from '../db/job-catalogue';
import { applications, companies, savedJobs } from '../db/schema';
import { insertJobs } from '../db/seed-catalogue';
import { decodePng } from '../test-kits/png-test-kit';
import { sqlBackends } from '../test-kits/test-backends';
import { insertUser, testDeps } from '../test-kits/test-helpers';

const INDEX =
  '<!doctype html><html><head><title>RCM Careers</title></head><body><div id="root"></div></body></html>';

const BOTS = {
  whatsapp: 'WhatsApp/2.23.20.0 A',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  twitter: 'Twitterbot/1.0',
  slack: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  linkedin: 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  telegram: 'TelegramBot (like TwitterBot)',
  discord: 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  google: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
} as const;
/** The site's configured address (PUBLIC_URL): the preview's links use it, whatever the Host. */
const PUBLIC_URL = 'https://careers.example.in';
const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** The content of `<meta property|name="key" content="...">` as written (still escaped). */
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe.each(sqlBackends())('the link preview of a shared job ($name)', (backend) => {
  let database: TestDatabase;
  let app: Hono;
  let dist: string;
  let jobId: number;
  let companyId: number;
  let plainJobId: number;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'rcm-preview-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    database = await backend.open();
    const deps = testDeps(database.db, { distDir: dist, publicUrl: PUBLIC_URL });
    app = createApp(deps);
    const [company] = await database.db
      .insert(companies)
      .values({ name: `O'Brien & <Sons> "RCM"`, city: 'Chennai' })
      .returning({ id: companies.id });
    companyId = company.id;
    const [first, second] = generateJobs(2);
    const now = new Date('2026-03-02T10:00:00Z');
    await insertJobs(
      database.db,
      [
        {
          ...first,
          jobTitle: 'Medical Coder <script>alert(1)</script> & "Lead"',
          location: 'Chennai <Tamil Nadu>',
          experienceLevel: 'Experienced',
          typeName: 'Full Time',
          minCtc: 300000,
          maxCtc: 450000,
        },
        {
          ...second,
          jobTitle: 'AR Caller',
          location: 'Hyderabad',
          experienceLevel: 'Fresher',
          typeName: 'Contract',
          minCtc: null,
          maxCtc: 400000,
        },
      ],
      now,
      [companyId],
      false,
    );
    const ids = await database.db.query.jobs.findMany({
      columns: { id: true },
      orderBy: (j, { asc }) => asc(j.id),
    });
    [jobId, plainJobId] = ids.map((row) => row.id);
    // A candidate's own state of the job: the preview never shows it.
    const candidate = await insertUser(deps, { email: 'asha.private@example.com' });
    await database.db.insert(savedJobs).values({ userId: candidate.id, jobId });
    await database.db.insert(applications).values({ userId: candidate.id, jobId, status: 'shortlisted' });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, userAgent: string, extra: Record<string, string> = {}) =>
    app.request(`http://careers.example.in${path}`, {
      headers: { 'User-Agent': userAgent, Accept: 'text/html', ...extra },
    });

  it('answers a fetcher the Open Graph tags of the job, escaped, without a session; og:url its public page', async () => {
    const response = await get(`/jobpostings/${jobId}`, BOTS.whatsapp);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('vary')).toContain('User-Agent');
    expect(response.headers.get('set-cookie')).toBeNull();
    const html = await response.text();
    expect(metaOf(html, 'og:title')).toBe(
      'Medical Coder &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Lead&quot; at O&#39;Brien &amp; &lt;Sons&gt; &quot;RCM&quot;',
    );
    expect(metaOf(html, 'og:url')).toBe(`${PUBLIC_URL}/jobs/${jobId}`);
    expect(metaOf(html, 'og:image')).toBe(`${PUBLIC_URL}/api/company-logos/${companyId}.png`);
    expect(metaOf(html, 'og:image:type')).toBe('image/png');
    expect(metaOf(html, 'og:image:width')).toBe('300');
    expect(metaOf(html, 'og:image:height')).toBe('300');
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(metaOf(html, 'twitter:title')).toBe(metaOf(html, 'og:title'));
    expect(metaOf(html, 'twitter:image')).toBe(metaOf(html, 'og:image'));
    // nothing the client sent or the job holds reaches the page unescaped: the page's own two
    // scripts (its signed-in check and its JSON-LD) are the only ones
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<Sons>');
    expect(html).not.toContain('<Tamil');
    expect(html).toContain('<h1 id="job-title">Medical Coder &lt;script&gt;');
  });

  it('takes its links from the configured address, never from the Host header of a publicly cached page (G5)', async () => {
    for (const host of ['evil.example', 'careers.example.in.evil.example:8080']) {
      const response = await app.request(`http://${host}/jobpostings/${jobId}`, {
        headers: {
          'User-Agent': BOTS.whatsapp,
          Host: host,
          'X-Forwarded-Proto': 'http',
          'X-Forwarded-Host': host,
        },
      });
      const html = await response.text();
      expect(metaOf(html, 'og:url'), host).toBe(`${PUBLIC_URL}/jobs/${jobId}`);
      expect(metaOf(html, 'og:image'), host).toBe(`${PUBLIC_URL}/api/company-logos/${companyId}.png`);
      expect(html, host).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs/${jobId}">`);
      expect(html, host).not.toContain('evil.example');
    }
  });

  it('points og:image at a PNG the fetcher can get without a session, of the size the page says', async () => {
    const html = await (await get(`/jobpostings/${jobId}`, BOTS.facebook)).text();
    const image = new URL(metaOf(html, 'og:image') ?? '');
    const answer = await app.request(image.pathname, { headers: { 'User-Agent': BOTS.facebook } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(metaOf(html, 'og:image:type'));
    const png = decodePng(new Uint8Array(await answer.arrayBuffer()));
    expect(String(png.width)).toBe(metaOf(html, 'og:image:width'));
    expect(String(png.height)).toBe(metaOf(html, 'og:image:height'));
    // WhatsApp shows a thumbnail for images of about 300 px and more
    expect(png.width).toBeGreaterThanOrEqual(300);
  });

  it('titles the job with its company, and describes its city, experience level, type and salary (SH4)', async () => {
    const html = await (await get(`/jobpostings/${plainJobId}`, BOTS.facebook)).text();
    expect(metaOf(html, 'og:title')).toBe('AR Caller at O&#39;Brien &amp; &lt;Sons&gt; &quot;RCM&quot;');
    expect(metaOf(html, 'twitter:title')).toBe(metaOf(html, 'og:title'));
    // the salary as job detail says it (Not Disclosed when a bound is missing)
    expect(metaOf(html, 'og:description')).toBe('Hyderabad · Fresher · Contract · Salary: Not Disclosed');
    expect(metaOf(html, 'description')).toBe(metaOf(html, 'og:description'));
    expect(metaOf(html, 'twitter:description')).toBe(metaOf(html, 'og:description'));
    const other = await (await get(`/jobpostings/${jobId}`, BOTS.facebook)).text();
    expect(metaOf(other, 'og:description')).toBe(
      'Chennai &lt;Tamil Nadu&gt; · Experienced · Full Time · Salary: 3.0-4.5 LPA',
    );
  });

  it('answers the link with a trailing slash too (SH3), its canonical link the public page’s (issue 26)', async () => {
    const response = await get(`/jobpostings/${plainJobId}/`, BOTS.whatsapp);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(metaOf(html, 'og:title')).toContain('AR Caller');
    expect(metaOf(html, 'og:url')).toBe(`${PUBLIC_URL}/jobs/${plainJobId}`);
    expect((await get('/jobpostings/abc/', BOTS.whatsapp)).status).toBe(404);
    // a person gets the app there too
    expect(await (await get(`/jobpostings/${plainJobId}/`, CHROME)).text()).toBe(INDEX);
  });

  it('shows nothing of a candidate: the page is the same with and without a session', async () => {
    const anonymous = await (await get(`/jobpostings/${jobId}`, BOTS.slack)).text();
    const withToken = await (
      await get(`/jobpostings/${jobId}`, BOTS.slack, { Authorization: 'Bearer not-a-session' })
    ).text();
    expect(metaOf(anonymous, 'og:title')).toContain('Medical Coder');
    expect(withToken).toBe(anonymous);
    for (const privateWord of ['asha.private', 'shortlisted', 'saved', 'applied', 'Applied']) {
      expect(anonymous).not.toContain(privateWord);
    }
  });

  it('knows the fetchers of WhatsApp, Facebook, Twitter, Slack, LinkedIn, Telegram, Discord and Google', async () => {
    for (const [name, agent] of Object.entries(BOTS)) {
      const response = await get(`/jobpostings/${plainJobId}`, agent);
      expect(response.status, name).toBe(200);
      expect(metaOf(await response.text(), 'og:title'), name).toMatch(/^AR Caller at /);
    }
  });

  it('answers 404 in plain words for an unknown job and for an id that cannot be one', async () => {
    for (const id of ['99999999', '0', 'abc', '1e3', '-1', '012', '2147483648', '99999999999999999999']) {
      const response = await get(`/jobpostings/${id}`, BOTS.twitter);
      expect(response.status, id).toBe(404);
      expect(response.headers.get('content-type'), id).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html, id).toContain('<h1>Job not found</h1>');
      expect(metaOf(html, 'og:title'), id).toBeUndefined();
    }
  });

  it('gives a person (a browser) the app as before, for a known job and an unknown one', async () => {
    for (const id of [String(jobId), '99999999', 'abc']) {
      const response = await get(`/jobpostings/${id}`, CHROME);
      expect(response.status, id).toBe(200);
      expect(await response.text(), id).toBe(INDEX);
      expect(response.headers.get('cache-control'), id).toBe('no-cache');
      expect(response.headers.get('vary'), id).toContain('User-Agent');
    }
    // no User-Agent at all: a person's tool (curl without -A), the app too
    const bare = await app.request(`/jobpostings/${jobId}`, { headers: { Accept: 'text/html' } });
    expect(await bare.text()).toBe(INDEX);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await app.request(`/jobpostings/${jobId}`, {
      method: 'HEAD',
      headers: { 'User-Agent': BOTS.telegram },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.text()).toBe('');
  });
});
