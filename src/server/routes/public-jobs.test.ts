import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { compressAnswers } from '../compress-answers';
import type { TestDatabase } from '../db/client';
import { type CatalogueJob, generateJobs } from '../db/job-catalogue';
import { applications, cities, companies, jobs, savedJobs } from '../db/schema';
import { insertJobs } from '../db/seed-catalogue';
import { openJobsPage, openJobsPages } from '../services/public-job';
import { sqlBackends } from '../test-kits/test-backends';
import { insertUser, testDeps } from '../test-kits/test-helpers';

const INDEX =
  '<!doctype html><html><head><title>RCM Careers</title></head><body><div id="root"></div></body></html>';
/** The site's configured address (PUBLIC_URL): every link of the page uses it, whatever the Host. */
const PUBLIC_URL = 'https://careers.example.in';
const NOW = new Date('2026-03-10T06:30:00Z');
const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
/** What a hostile recruiter could type: a script's end, an image with a handler, quotes, ampersands. */
const HOSTILE = `</script><img src=x onerror=alert(1)> "quoted" & 'single' <!-- \u2028`;

/** The content of `<meta property|name="key" content="...">` as written (still escaped). */
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

/** The page's JSON-LD, parsed (the one `application/ld+json` script). */
function jsonLdOf(html: string): Record<string, unknown> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0][1]);
}

/** The page's text, tags dropped and entities read (for what a reader sees). */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const FULL: Partial<CatalogueJob> = {
  jobTitle: 'Senior Medical Coder',
  location: 'Chennai',
  experienceLevel: 'Experienced',
  typeName: 'Full Time',
  minCtc: 300000,
  maxCtc: 450000,
  description: 'Code outpatient charts for US clients.\nWork from our Chennai office.',
  keyResponsibilities: '- Review charts\n- Assign ICD-10 codes',
  specialisations: 'Outpatient, E/M',
  requirements: '2 years of coding',
  certificationsRequired: 'CPC, CCS',
  goodToHave: 'Graduates in life sciences',
  benefitsOffered: '- Night shift allowance\n- Cab',
};

const EMPTY: Partial<CatalogueJob> = {
  jobTitle: 'AR Caller',
  location: 'Atlantis',
  experienceLevel: 'Fresher',
  typeName: 'Contract',
  minCtc: null,
  maxCtc: null,
  description: '',
  keyResponsibilities: '',
  specialisations: '',
  requirements: 'hidden without specialisations',
  certificationsRequired: '',
  goodToHave: '',
  benefitsOffered: '',
};

describe.each(sqlBackends())('public job pages ($name)', (backend) => {
  let database: TestDatabase;
  let app: Hono;
  let dist: string;
  let companyId: number;
  const ids = { full: 0, empty: 0, hostile: 0, closed: 0, draft: 0, oneCtc: 0 };
  const closedAt = new Date('2026-03-05T12:00:00Z');

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'rcm-public-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    database = await backend.open();
    const deps = testDeps(database.db, { distDir: dist, publicUrl: PUBLIC_URL }, () => NOW);
    app = createApp(deps);
    await database.db.insert(cities).values([
      { name: 'Chennai', state: 'Tamil Nadu' },
      // two cities of one name: the state is not known
      { name: 'Aurangabad', state: 'Maharashtra' },
      { name: 'Aurangabad', state: 'Bihar' },
    ]);
    const [company] = await database.db
      .insert(companies)
      .values({ name: `O'Brien & <Sons> "RCM"`, city: 'Chennai' })
      .returning({ id: companies.id });
    companyId = company.id;
    const generated = generateJobs(6);
    const made: CatalogueJob[] = [
      { ...generated[0], ...FULL, ageMinutes: 60 * 24 * 8 },
      { ...generated[1], ...EMPTY, ageMinutes: 60 },
      {
        ...generated[2],
        ...FULL,
        jobTitle: `Coder ${HOSTILE}`,
        location: 'Aurangabad',
        description: `Intro ${HOSTILE}\n- first ${HOSTILE}\n- second`,
        keyResponsibilities: HOSTILE,
        specialisations: HOSTILE,
        requirements: HOSTILE,
        certificationsRequired: `CPC, ${HOSTILE}`,
        goodToHave: HOSTILE,
        benefitsOffered: HOSTILE,
      },
      { ...generated[3], ...FULL, jobTitle: 'Denials Analyst' },
      { ...generated[4], ...FULL, jobTitle: 'Draft Job' },
      {
        ...generated[5],
        ...EMPTY,
        jobTitle: 'Billing Executive',
        minCtc: null,
        maxCtc: 360000,
        typeName: 'Part Time',
      },
    ];
    await insertJobs(database.db, made, NOW, [companyId], false);
    const rows = await database.db.query.jobs.findMany({
      columns: { id: true },
      orderBy: (j, { asc }) => asc(j.id),
    });
    [ids.full, ids.empty, ids.hostile, ids.closed, ids.draft, ids.oneCtc] = rows.map((row) => row.id);
    await database.db.update(jobs).set({ updatedAt: new Date('2026-03-02T10:00:00Z') });
    await database.db
      .update(jobs)
      .set({ status: 'closed', updatedAt: closedAt })
      .where(eq(jobs.id, ids.closed));
    await database.db.update(jobs).set({ status: 'draft' }).where(eq(jobs.id, ids.draft));
    // A candidate's own state of the job: the public page never shows it.
    const candidate = await insertUser(deps, { email: 'asha.private@example.com' });
    await database.db.insert(savedJobs).values({ userId: candidate.id, jobId: ids.full });
    await database.db
      .insert(applications)
      .values({ userId: candidate.id, jobId: ids.full, status: 'shortlisted' });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(`http://careers.example.in${path}`, { headers: { 'User-Agent': CHROME, ...headers } });
  const page = async (id: number) => {
    const response = await get(`/jobs/${id}`);
    expect(response.status).toBe(200);
    return response.text();
  };

  it('serves anyone a job as plain HTML with its own style and no script but its signed-in check', async () => {
    const response = await get(`/jobs/${ids.full}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/i);
    expect(response.headers.get('set-cookie')).toBeNull();
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" data-app="\/jobpostings\/\d+">/);
    expect(html).toContain(`data-app="/jobpostings/${ids.full}"`);
    // no file of the app: no script, style sheet or module from elsewhere
    expect(html).not.toMatch(/<script[^>]* src=|<link rel="stylesheet"|<link rel="modulepreload"/);
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts).toEqual(['', ' type="application/ld+json"']);
    // the CSP allows exactly that script and that style, by their hashes
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const { createHash } = await import('node:crypto');
    const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(csp).toContain(`script-src ${hashOf(inlineScript)}`);
    expect(csp).toContain(`style-src ${hashOf(style)}`);
  });

  it('shows the job: title, company and logo, city, experience, type, salary, posted date and every text', async () => {
    const html = await page(ids.full);
    expect(html).toContain('<h1 id="job-title">Senior Medical Coder</h1>');
    expect(html).toContain('<p class="co">O&#39;Brien &amp; &lt;Sons&gt; &quot;RCM&quot;</p>');
    expect(html).toContain(
      `<img src="/api/company-logos/${companyId}.svg" width="56" height="56" alt="O&#39;Brien &amp; &lt;Sons&gt; &quot;RCM&quot; logo">`,
    );
    const text = textOf(html);
    for (const fact of [
      'Location Chennai',
      'Experience Experienced',
      'Job type Full Time',
      'Salary 3.0-4.5 LPA',
      'Posted 2 March 2026',
    ]) {
      expect(text).toContain(fact);
    }
    expect(html).toContain('<time datetime="2026-03-02">');
    // the job detail's sections and formatting: each line a paragraph, lines starting "- " a list
    expect(html).toContain(
      '<h2 id="s-description">Job Description</h2><p>Code outpatient charts for US clients.</p><p>Work from our Chennai office.</p>',
    );
    expect(html).toContain(
      '<h2 id="s-responsibilities">Responsibilities</h2><ul><li>Review charts</li><li>Assign ICD-10 codes</li></ul>',
    );
    expect(html).toContain('<h2 id="s-skills">Required Skills</h2><p>2 years of coding</p>');
    expect(html).toContain('<h2 id="s-certifications">Certifications</h2><ul><li>CPC</li><li>CCS</li></ul>');
    expect(html).toContain('<h2 id="s-eligibility">Eligibility</h2><p>Graduates in life sciences</p>');
    expect(html).toContain(
      '<h2 id="s-benefits">Benefits Offered</h2><ul><li>Night shift allowance</li><li>Cab</li></ul>',
    );
    // nothing of a candidate: no saved or applied state, no count of applicants
    for (const privateWord of ['asha.private', 'shortlisted', 'Saved', 'Applied', 'applicant']) {
      expect(html).not.toContain(privateWord);
    }
  });

  it('links Apply to sign-up and Log in to apply to the login, both keeping the job’s apply step', async () => {
    const html = await page(ids.full);
    const target = encodeURIComponent(`/jobpostings/${ids.full}?apply=1`);
    expect(html).toContain(`<a class="btn go" href="/register?redirect=${target}">Apply</a>`);
    expect(html).toContain(`<a class="btn" href="/login?redirect=${target}">Log in to apply</a>`);
    expect(html).not.toContain('No longer accepting applications');
  });

  it('promises that candidates are never charged, with what to do (issue 37 §2), open or closed', async () => {
    for (const id of [ids.full, ids.closed]) {
      const html = await page(id);
      expect(html).toContain('<h2 id="s-safe">We never charge candidates</h2>');
      expect(html).toContain('No fee is ever due to apply, to be interviewed or to join.');
      expect(html).toContain('Report the job, the message or the company in the app.');
      expect(html).toContain('<a href="tel:1930">Call 1930</a>');
      expect(html).toContain('<a href="https://cybercrime.gov.in">cybercrime.gov.in</a>');
    }
  });

  it('leaves out the sections that are empty, and says so when there is no description', async () => {
    const html = await page(ids.empty);
    expect(html).toContain('<h2 id="s-description">Job Description</h2><p>No description provided.</p>');
    for (const key of ['responsibilities', 'skills', 'certifications', 'eligibility', 'benefits']) {
      expect(html).not.toContain(`id="s-${key}"`);
    }
    // the requirements show only with specialisations, as on job detail
    expect(html).not.toContain('hidden without specialisations');
    expect(textOf(html)).toContain('Salary Not Disclosed');
  });

  it('gives Google for Jobs a JobPosting with every property it requires and recommends', async () => {
    const posting = jsonLdOf(await page(ids.full));
    expect(posting['@context']).toBe('https://schema.org/');
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.title).toBe('Senior Medical Coder');
    expect(posting.description).toBe(
      '<p><strong>Job Description</strong></p><p>Code outpatient charts for US clients.</p><p>Work from our Chennai office.</p>' +
        '<p><strong>Responsibilities</strong></p><ul><li>Review charts</li><li>Assign ICD-10 codes</li></ul>' +
        '<p><strong>Required Skills</strong></p><p>2 years of coding</p>' +
        '<p><strong>Certifications</strong></p><ul><li>CPC</li><li>CCS</li></ul>' +
        '<p><strong>Eligibility</strong></p><p>Graduates in life sciences</p>' +
        '<p><strong>Benefits Offered</strong></p><ul><li>Night shift allowance</li><li>Cab</li></ul>',
    );
    expect(posting.datePosted).toBe('2026-03-02T06:30:00Z');
    // open: a month after today, restated every day
    expect(posting.validThrough).toBe('2026-04-09T00:00:00Z');
    expect(posting.employmentType).toBe('FULL_TIME');
    expect(posting.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: `O'Brien & <Sons> "RCM"`,
      logo: `${PUBLIC_URL}/api/company-logos/${companyId}.png`,
    });
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Chennai',
        addressRegion: 'Tamil Nadu',
        addressCountry: 'IN',
      },
    });
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: 300000, maxValue: 450000, unitText: 'YEAR' },
    });
    expect(posting.directApply).toBe(true);
    expect(posting.identifier).toEqual({
      '@type': 'PropertyValue',
      name: 'RCM Careers',
      value: String(ids.full),
    });
    expect(posting.url).toBe(`${PUBLIC_URL}/jobs/${ids.full}`);
  });

  it('leaves out of the JobPosting what the job does not say (salary, region), never an empty value', async () => {
    const posting = jsonLdOf(await page(ids.empty));
    expect(posting.title).toBe('AR Caller');
    expect(posting.description).toBe(
      '<p><strong>Job Description</strong></p><p>No description provided.</p>',
    );
    expect(posting.employmentType).toBe('CONTRACTOR');
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Atlantis', addressCountry: 'IN' },
    });
    for (const [key, value] of Object.entries(posting)) {
      expect(value, key).not.toBe('');
      expect(value, key).not.toBeNull();
    }
    // one CTC known: the one amount a year
    const one = jsonLdOf(await page(ids.oneCtc));
    expect(one.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', value: 360000, unitText: 'YEAR' },
    });
    expect(one.employmentType).toBe('PART_TIME');
  });

  it('escapes every text of a hostile job in the page, its tags and its JSON-LD', async () => {
    const html = await page(ids.hostile);
    // one way out of the JSON-LD script and one image: none
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toMatch(/<img(?! src="\/api\/company-logos\/)/);
    expect(html).not.toContain('onerror=alert(1)>');
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('"quoted"');
    expect(html).toContain(
      '<h1 id="job-title">Coder &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot;',
    );
    // every attribute holds its value whole
    expect(metaOf(html, 'og:title')).toContain(
      '&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot;',
    );
    // the reader sees the texts as typed
    const text = textOf(html);
    expect(text).toContain(`Coder </script><img src=x onerror=alert(1)> "quoted" & 'single' <!--`);
    expect(text).toContain('Intro </script>');
    // the JSON-LD reads back the very texts, its description's HTML escaped once more
    const posting = jsonLdOf(html);
    expect(posting.title).toBe(`Coder ${HOSTILE}`.trim());
    expect(posting.description).toContain(
      '<p>Intro &#60;/script&#62;&#60;img src=x onerror=alert(1)&#62; &#34;quoted&#34; &#38; &#39;single&#39; &#60;!--',
    );
    expect((posting.hiringOrganization as { name: string }).name).toBe(`O'Brien & <Sons> "RCM"`);
    // two cities of that name: no region rather than a wrong one
    expect((posting.jobLocation as { address: Record<string, string> }).address).not.toHaveProperty(
      'addressRegion',
    );
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(ld).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('says a closed job takes no applications: no Apply, validThrough in the past', async () => {
    const html = await page(ids.closed);
    expect(html).toContain('<p class="closed">No longer accepting applications</p>');
    expect(html).not.toContain('>Apply<');
    expect(html).not.toContain('Log in to apply');
    const posting = jsonLdOf(html);
    expect(posting.validThrough).toBe('2026-03-05T12:00:00Z');
    expect(Date.parse(String(posting.validThrough))).toBeLessThan(NOW.getTime());
    expect(posting.directApply).toBe(false);
  });

  it('answers 404 with a link to the search for an unknown job, a draft and an id that cannot be one', async () => {
    for (const id of ['99999999', String(ids.draft), '0', 'abc', '1e3', '-1', '012', '2147483648']) {
      const response = await get(`/jobs/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.headers.get('content-type'), id).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html, id).toContain('<h1>Job not found</h1>');
      expect(html, id).toContain('<a href="/jobs">Search RCM jobs</a>');
      expect(html, id).toContain('<meta name="robots" content="noindex">');
      expect(html, id).not.toContain('Draft Job');
      expect(html, id).not.toContain('application/ld+json');
    }
  });

  it('takes every link from PUBLIC_URL, never from the Host header or a forwarded host', async () => {
    const first = await page(ids.full);
    for (const host of ['evil.example', 'careers.example.in.evil.example:8080']) {
      const response = await app.request(`http://${host}/jobs/${ids.full}`, {
        headers: { 'User-Agent': CHROME, Host: host, 'X-Forwarded-Host': host, 'X-Forwarded-Proto': 'http' },
      });
      const html = await response.text();
      expect(html, host).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs/${ids.full}">`);
      expect(metaOf(html, 'og:url'), host).toBe(`${PUBLIC_URL}/jobs/${ids.full}`);
      expect(jsonLdOf(html).url, host).toBe(`${PUBLIC_URL}/jobs/${ids.full}`);
      expect(html, host).not.toContain('evil.example');
      expect(html, host).toBe(first);
    }
  });

  it('gives link-preview fetchers the same Open Graph tags, at /jobs/{id}, with a trailing slash too', async () => {
    const html = await page(ids.full);
    expect(metaOf(html, 'og:title')).toBe(
      'Senior Medical Coder at O&#39;Brien &amp; &lt;Sons&gt; &quot;RCM&quot;',
    );
    expect(metaOf(html, 'og:description')).toBe('Chennai · Experienced · Full Time · Salary: 3.0-4.5 LPA');
    expect(metaOf(html, 'og:image')).toBe(`${PUBLIC_URL}/api/company-logos/${companyId}.png`);
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    const slashed = await get(`/jobs/${ids.full}/`, { 'User-Agent': 'WhatsApp/2.23.20.0 A' });
    expect(slashed.status).toBe(200);
    expect(await slashed.text()).toBe(html);
  });

  it('caches by what changes the page: its hash as ETag, the job’s change as Last-Modified; no Vary', async () => {
    const response = await get(`/jobs/${ids.closed}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('vary')).toBeNull();
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(response.headers.get('last-modified')).toBe(closedAt.toUTCString());
    const again = await get(`/jobs/${ids.closed}`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const since = await get(`/jobs/${ids.closed}`, { 'If-Modified-Since': closedAt.toUTCString() });
    expect(since.status).toBe(304);
    const older = await get(`/jobs/${ids.closed}`, {
      'If-Modified-Since': new Date('2026-03-01').toUTCString(),
    });
    expect(older.status).toBe(200);
    // an open job's page changes each day (validThrough): modified no earlier than today
    const open = await get(`/jobs/${ids.full}`);
    expect(open.headers.get('last-modified')).toBe(new Date('2026-03-10T00:00:00Z').toUTCString());
    expect(open.headers.get('etag')).not.toBe(etag);
    // a job's change changes the page and its ETag
    await database.db
      .update(jobs)
      .set({ jobTitle: 'Renamed Analyst', updatedAt: NOW })
      .where(eq(jobs.id, ids.closed));
    const changed = await get(`/jobs/${ids.closed}`, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Renamed Analyst');
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await app.request(`/jobs/${ids.full}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe('');
  });

  it('keeps the page within 20 KB on the wire with its logo, gzipped as served', async () => {
    const served = compressAnswers(app.fetch);
    const html = await served(
      new Request(`http://localhost/jobs/${ids.full}`, { headers: { 'Accept-Encoding': 'gzip, br' } }),
    );
    expect(html.headers.get('content-encoding')).toBe('gzip');
    const htmlBytes = (await html.arrayBuffer()).byteLength;
    const logo = await served(new Request(`http://localhost/api/company-logos/${companyId}.svg`));
    const logoBytes = (await logo.arrayBuffer()).byteLength;
    expect(htmlBytes + logoBytes).toBeLessThan(20 * 1024);
  });

  it('lists the open jobs in the sitemap with their last change; not the closed one nor the draft', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const indexXml = await index.text();
    expect(indexXml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        `<sitemap><loc>${PUBLIC_URL}/sitemaps/jobs-1.xml</loc><lastmod>2026-03-02T10:00:00Z</lastmod></sitemap>\n` +
        '</sitemapindex>\n',
    );
    const file = await get('/sitemaps/jobs-1.xml');
    expect(file.status).toBe(200);
    const xml = await file.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    expect(xml).toContain(`<url><loc>${PUBLIC_URL}/</loc></url>`);
    for (const id of [ids.full, ids.empty, ids.hostile, ids.oneCtc]) {
      expect(xml).toContain(
        `<url><loc>${PUBLIC_URL}/jobs/${id}</loc><lastmod>2026-03-02T10:00:00Z</lastmod></url>`,
      );
    }
    for (const id of [ids.closed, ids.draft]) expect(xml).not.toContain(`/jobs/${id}<`);
    expect(xml).toContain(`<url><loc>${PUBLIC_URL}/jobs</loc></url>`);
    expect(xml.match(/<url>/g)).toHaveLength(6);
    // a file beyond the last, or a name that is none: 404
    expect((await get('/sitemaps/jobs-2.xml')).status).toBe(404);
    expect((await get('/sitemaps/jobs-0.xml')).status).toBe(404);
    expect((await get('/sitemaps/other.xml')).status).toBe(404);
  });

  it('splits the sitemap into files of a given number of open jobs, each with its latest change', async () => {
    await database.db.update(jobs).set({ updatedAt: NOW }).where(eq(jobs.id, ids.oneCtc));
    // four open jobs, two a file: two files, the second holding the last changed one
    expect(await openJobsPages(database.db, 2)).toEqual([
      { page: 1, lastModified: new Date('2026-03-02T10:00:00Z') },
      { page: 2, lastModified: NOW },
    ]);
    expect((await openJobsPage(database.db, 2, 2)).map((job) => job.id)).toEqual([ids.hostile, ids.oneCtc]);
    expect(await openJobsPage(database.db, 3, 2)).toEqual([]);
    await database.db
      .update(jobs)
      .set({ updatedAt: new Date('2026-03-02T10:00:00Z') })
      .where(eq(jobs.id, ids.oneCtc));
  });

  it('revalidates the sitemap by the catalogue’s stamp: a closed job leaves it at once', async () => {
    const first = await get('/sitemaps/jobs-1.xml');
    const etag = first.headers.get('etag') ?? '';
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await get('/sitemaps/jobs-1.xml', { 'If-None-Match': etag })).status).toBe(304);
    await database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, ids.oneCtc));
    const after = await get('/sitemaps/jobs-1.xml', { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(await after.text()).not.toContain(`/jobs/${ids.oneCtc}<`);
    await database.db.update(jobs).set({ status: 'open' }).where(eq(jobs.id, ids.oneCtc));
  });

  it('serves robots.txt: the signed-in paths disallowed, the public pages and logos allowed, the sitemap named', async () => {
    const response = await get('/robots.txt', { Host: 'evil.example' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*\n/);
    expect(text).toContain(`\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`);
    for (const path of ['/dashboard', '/jobpostings', '/saved-jobs', '/applied-jobs', '/settings', '/api/']) {
      expect(text).toContain(`\nDisallow: ${path}\n`);
    }
    expect(text).toContain('\nAllow: /api/company-logos/\n');
    const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]);
    for (const open of ['/jobs/1', '/', '/register', '/login', '/sitemap.xml']) {
      expect(
        disallowed.filter((path) => open.startsWith(path)),
        open,
      ).toEqual([]);
    }
  });

  it('still gives a person the app at /jobpostings/{id}, and a fetcher the public page with og:url at /jobs/{id}', async () => {
    const person = await get(`/jobpostings/${ids.full}`);
    expect(await person.text()).toBe(INDEX);
    const fetcher = await get(`/jobpostings/${ids.full}`, { 'User-Agent': 'WhatsApp/2.23.20.0 A' });
    expect(fetcher.headers.get('vary')).toBe('User-Agent');
    const html = await fetcher.text();
    expect(metaOf(html, 'og:url')).toBe(`${PUBLIC_URL}/jobs/${ids.full}`);
    expect(html).toBe(await page(ids.full));
  });
});
