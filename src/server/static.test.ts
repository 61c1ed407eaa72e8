import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../contract/endpoint';
import { cityState } from '../contract/lists';
import { createApp } from './app';
import { compressAnswers } from './compress-answers';
import type { TestDatabase } from './db/client';
import { cities } from './db/schema';
import { CONTENT_SECURITY_POLICY, pageSecurityPolicy, pickEncoding, prerenderedPageOf } from './static';
import { sqlBackends } from './test-kits/test-backends';
import { testDeps } from './test-kits/test-helpers';

/** index.html's early start, inline (vite.config.ts earlyStartScript): allowed by its hash. */
const EARLY_START = '(function earlyStart(plan, win) { win.started = plan; })({"routes":[]}, window);';
const INDEX = `<!doctype html><html><head><meta charset="UTF-8" /><script id="early-start">${EARLY_START}</script><title>RCM Careers</title></head><body><div id="root"></div></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const page = (route: string) =>
  `<!doctype html><html><head><title>RCM Careers</title></head><body><div id="root" data-prerendered="${route}"><h1>${route}</h1></div></body></html>`;
const APP_JS = 'console.log("app");'.repeat(200);

describe('serving the built PWA', () => {
  let dist: string;
  let database: TestDatabase;
  let app: Hono;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'rcm-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'icons'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), APP_JS);
    writeFileSync(join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(APP_JS));
    writeFileSync(join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(APP_JS));
    mkdirSync(join(dist, 'prerendered'));
    writeFileSync(join(dist, 'prerendered', 'index.html'), page('/'));
    writeFileSync(join(dist, 'prerendered', 'index.html.gz'), gzipSync(page('/')));
    writeFileSync(join(dist, 'prerendered', 'register.html'), page('/register'));
    writeFileSync(join(dist, 'assets', 'index-AbC123.css'), 'body{margin:0}');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install",()=>{});');
    writeFileSync(join(dist, 'registerSW.js'), '');
    writeFileSync(join(dist, 'workbox-window.prod.es5.js'), '');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"RCM Careers"}');
    writeFileSync(join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(join(dist, 'humans.txt'), 'Made in Chennai\n');
    database = await sqlBackends()[0].open();
    app = createApp(testDeps(database.db, { distDir: dist }));
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = { Accept: 'text/html' }) =>
    app.request(path, { headers });

  it('serves / (its prerendered page) without caching and with the security headers', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(page('/'));
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it("allows index.html's inline early start by its hash, and no other inline script", async () => {
    const response = await get('/dashboard');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSources = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSources).toBe(`script-src 'self' ${sha256(EARLY_START)}`);
    expect(policy).toBe(CONTENT_SECURITY_POLICY.replace("script-src 'self'", scriptSources ?? ''));
    expect(scriptSources).not.toContain('unsafe-inline');
  });

  it('has the CSP the app needs', () => {
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      expect(CONTENT_SECURITY_POLICY.split('; ')).toContain(directive);
    }
  });

  it('falls back to index.html for app routes that want HTML', async () => {
    for (const path of ['/dashboard', '/jobpostings/42', '/nowhere/deep/link']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('does not fall back for missing files or non-HTML requests', async () => {
    expect((await get('/assets/index-Missing.js', { Accept: '*/*' })).status).toBe(404);
    expect((await get('/icons/nothing.png')).status).toBe(404);
    expect((await get('/dashboard', { Accept: 'application/json' })).status).toBe(404);
  });

  it('never serves the SPA for /api paths', async () => {
    const response = await get('/api/unknown');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Not found', code: 'not_found' });
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/index-AbC123.js', { Accept: '*/*' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const css = await get('/assets/index-AbC123.css', { Accept: 'text/css' });
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('revalidates the service worker, its helpers and the manifest every time', async () => {
    for (const path of ['/sw.js', '/registerSW.js', '/workbox-window.prod.es5.js', '/manifest.webmanifest']) {
      const response = await get(path, { Accept: '*/*' });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
    const manifest = await get('/manifest.webmanifest', { Accept: '*/*' });
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect((await get('/sw.js')).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('serves other files with their types', async () => {
    const icon = await get('/icons/icon-192.png', { Accept: 'image/*' });
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    const text = await get('/humans.txt', { Accept: '*/*' });
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await get('/', { Accept: 'text/html', 'If-None-Match': etag ?? '' });
    expect(second.status).toBe(304);
  });

  it('sends the Brotli copy made at build time when the browser accepts br', async () => {
    const response = await get('/assets/index-AbC123.js', {
      Accept: '*/*',
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(APP_JS);
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
  });

  it('sends the gzip copy to a browser without br, and the file itself to one without either', async () => {
    const gzip = await get('/assets/index-AbC123.js', { Accept: '*/*', 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(APP_JS);
    const plain = await get('/assets/index-AbC123.js', { Accept: '*/*', 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(APP_JS);
  });

  it('answers HEAD with the length and no body, and a byte range with 206 (serveStatic)', async () => {
    const head = await app.request('/assets/index-AbC123.js', {
      method: 'HEAD',
      headers: { Accept: '*/*', 'Accept-Encoding': 'gzip' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('gzip');
    expect(Number(head.headers.get('content-length'))).toBe(gzipSync(APP_JS).length);
    expect(head.headers.get('last-modified')).toBeTruthy();
    expect(await head.text()).toBe('');
    const range = await get('/assets/index-AbC123.js', { Accept: '*/*', Range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await range.text()).toBe(APP_JS.slice(0, 10));
  });

  it('gives each encoding its own ETag', async () => {
    const tags = new Set<string | null>();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await get('/assets/index-AbC123.js', { Accept: '*/*', 'Accept-Encoding': encoding });
      tags.add(response.headers.get('etag'));
      const again = await get('/assets/index-AbC123.js', {
        Accept: '*/*',
        'Accept-Encoding': encoding,
        'If-None-Match': response.headers.get('etag') ?? '',
      });
      expect(again.status, encoding).toBe(304);
    }
    expect(tags.size).toBe(3);
  });

  it('does not compress files per request: a file without copies goes as it is, without Vary', async () => {
    const response = await get('/assets/index-AbC123.css', {
      Accept: 'text/css',
      'Accept-Encoding': 'gzip, br',
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    expect(await response.text()).toBe('body{margin:0}');
  });

  it('still compresses API JSON per request (as main.ts serves the app: through compressAnswers)', async () => {
    await database.db
      .insert(cities)
      .values(Array.from({ length: 60 }, (_, index) => ({ name: `Test City ${index}`, state: 'Test State' })))
      .onConflictDoNothing();
    const response = await compressAnswers(app.fetch)(
      new Request(`http://localhost${API_PREFIX}${cityState.path}`, {
        headers: { 'Accept-Encoding': 'gzip' },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
  });

  it('serves a route its prerendered page, in its compressed copy when there is one', async () => {
    const home = await get('/', { Accept: 'text/html', 'Accept-Encoding': 'gzip, br' });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('content-encoding')).toBe('gzip');
    expect(home.headers.get('vary')).toBe('Accept-Encoding');
    expect(home.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(gunzipSync(Buffer.from(await home.arrayBuffer())).toString()).toBe(page('/'));
    for (const path of ['/register', '/register/']) {
      const register = await get(path);
      expect(register.status, path).toBe(200);
      expect(register.headers.get('cache-control')).toBe('no-cache');
      expect(await register.text(), path).toBe(page('/register'));
    }
  });

  it('falls back to index.html for a route without a prerendered page', async () => {
    for (const path of ['/forgotpassword', '/dashboard', '/prerendered', '/jobpostings/42']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(INDEX);
    }
  });

  it('finds the prerendered page of a path only for plain one-segment routes', () => {
    expect(prerenderedPageOf('/')).toBe('/prerendered/index.html');
    expect(prerenderedPageOf('/register')).toBe('/prerendered/register.html');
    expect(prerenderedPageOf('/register/')).toBe('/prerendered/register.html');
    expect(prerenderedPageOf('/jobpostings/42')).toBeNull();
    expect(prerenderedPageOf('/../package')).toBeNull();
    expect(prerenderedPageOf('/Register')).toBeNull();
    expect(prerenderedPageOf('/a.html')).toBeNull();
  });

  it('picks the encoding by Accept-Encoding and its q-values', () => {
    const both = ['br', 'gzip'] as const;
    expect(pickEncoding(undefined, both)).toBeNull();
    expect(pickEncoding('', both)).toBeNull();
    expect(pickEncoding('gzip, deflate, br', both)).toBe('br');
    expect(pickEncoding('gzip', both)).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip', both)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0', both)).toBeNull();
    expect(pickEncoding('*', both)).toBe('br');
    expect(pickEncoding('*;q=0.1, br;q=0', both)).toBe('gzip');
    expect(pickEncoding('identity', both)).toBeNull();
    expect(pickEncoding('br', ['gzip'])).toBeNull();
    expect(pickEncoding('BR', ['br'])).toBe('br');
  });

  it('does not leave the dist folder', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const response = await get(path, { Accept: '*/*' });
      expect(response.status, path).not.toBe(200);
    }
  });

  it('answers 503 with a page saying the app is not built when dist is missing', async () => {
    const bare = createApp(testDeps(database.db, { distDir: join(dist, 'missing') }));
    const response = await bare.request('/', { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('not built');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // The API still works.
    expect((await bare.request('/api/health')).status).toBe(200);
  });
});

describe('pageSecurityPolicy', () => {
  it("is the app's policy for a page without inline scripts", () => {
    expect(pageSecurityPolicy(page('/'))).toBe(CONTENT_SECURITY_POLICY);
    expect(pageSecurityPolicy('<script type="module" crossorigin src="/assets/a.js"></script>')).toBe(
      CONTENT_SECURITY_POLICY,
    );
  });

  it('allows each inline script by the hash of its exact text', () => {
    const html =
      '<head><script id="a">one();</script><script src="/b.js"></script><script>two();</script></head>';
    expect(pageSecurityPolicy(html)).toBe(
      CONTENT_SECURITY_POLICY.replace(
        "script-src 'self'",
        `script-src 'self' ${sha256('one();')} ${sha256('two();')}`,
      ),
    );
    // a byte more and it is another script
    expect(pageSecurityPolicy(html)).not.toContain(sha256('one(); '));
  });
});
