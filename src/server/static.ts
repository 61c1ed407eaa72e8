import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { API_PREFIX } from '../contract/endpoint';

/** The Content-Security-Policy the app runs under (Mantine injects style elements). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/**
 * The Content-Security-Policy of a page of the build: the app's, its script-src allowing, by their
 * SHA-256 hashes, the inline scripts the page itself carries (index.html's early start,
 * vite.config.ts earlyStartScript) and no other.
 */
export function pageSecurityPolicy(html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
  );
  if (hashes.length === 0) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`);
}

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), geolocation=(), payment=(), microphone=(self)',
};

/** Adds the security headers to every answer (API and site alike). */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.webm': 'audio/webm',
};

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const SHORT = 'public, max-age=86400';

/**
 * The Cache-Control of a served file (path relative to dist, leading slash): hashed build output
 * under /assets/ forever; the shell entry points (index.html, the service worker and its
 * helpers, the manifest) revalidated every time; anything else (icons) for a day.
 */
export function cacheControlOf(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (
    name === 'index.html' ||
    name === 'sw.js' ||
    name === 'registerSW.js' ||
    name === 'manifest.webmanifest' ||
    /^workbox-[\w.-]+\.js$/.test(name) ||
    extname(name) === '.html'
  ) {
    return NO_CACHE;
  }
  return SHORT;
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>RCM Careers is not built</title></head>
<body><h1>RCM Careers is not built yet</h1>
<p>The server is running, but the app has not been built. Run <code>npm run build</code> (or <code>npm start</code>, which builds it when needed), then reload this page.</p>
</body></html>
`;

/** A build-time compressed copy of a file, beside it with this suffix (scripts/build.mjs). */
export type PrecompressedEncoding = 'br' | 'gzip';
const SUFFIX: Record<PrecompressedEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encoding to send, among the copies that exist, by the request's Accept-Encoding (q-values
 * honoured, `*` included; Brotli preferred at equal weight); null for the file as it is.
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: readonly PrecompressedEncoding[],
): PrecompressedEncoding | null {
  if (!acceptEncoding || available.length === 0) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: PrecompressedEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if (!available.includes(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * The prerendered page of an app route (scripts/build.mjs writes `/` to prerendered/index.html,
 * `/register` to prerendered/register.html), relative to dist; null for a path that cannot be one.
 */
export function prerenderedPageOf(path: string): string | null {
  if (path === '/') return '/prerendered/index.html';
  const match = /^\/([a-z0-9][a-z0-9-]*)\/?$/.exec(path);
  return match ? `/prerendered/${match[1]}.html` : null;
}

function acceptsHtml(c: Context): boolean {
  const accept = c.req.header('accept') ?? '';
  return accept.includes('text/html') || accept.includes('*/*') || accept === '';
}

/**
 * Serves the built PWA from `distDir`: its files with the right type and caching (a Brotli or
 * gzip copy made at build time when the browser accepts it, with `Vary: Accept-Encoding`), a
 * route's prerendered page, and index.html for any other GET that wants HTML (the client-side
 * router takes it from there). Without a build it answers 503 with a page saying so.
 */
export function staticSite(distDir: string): Hono {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  const site = new Hono();

  /** Each page's policy, read once per version of its file. */
  const pagePolicies = new Map<string, { mtimeMs: number; policy: string }>();
  const pagePolicyOf = (file: string, mtimeMs: number) => {
    const known = pagePolicies.get(file);
    if (known?.mtimeMs === mtimeMs) return known.policy;
    let policy = CONTENT_SECURITY_POLICY;
    try {
      policy = pageSecurityPolicy(readFileSync(file, 'utf8'));
    } catch {
      // gone since its stat (a build replacing dist): the plain policy; serving it answers 404
    }
    pagePolicies.set(file, { mtimeMs, policy });
    return policy;
  };

  /**
   * Serves a file of dist, or its Brotli or gzip copy when one exists and the browser takes it:
   * we choose the copy (q-values honoured), its type, caching and ETag (a 304 for a match), and
   * @hono/node-server's serveStatic sends it (streamed, its length, HEAD, Range, Last-Modified).
   */
  const serveFile = async (c: Context, file: string, relative: string, size: number, mtimeMs: number) => {
    const available = (['br', 'gzip'] as const).filter((encoding) =>
      statSync(file + SUFFIX[encoding], { throwIfNoEntry: false })?.isFile(),
    );
    const encoding = pickEncoding(c.req.header('accept-encoding'), available);
    const tag = `${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}`;
    const etag = `W/"${tag}"`;
    const headers: Record<string, string> = {
      'Content-Type': contentTypeOf(file),
      'Cache-Control': cacheControlOf(relative),
      ETag: etag,
    };
    if (available.length > 0) headers.Vary = 'Accept-Encoding';
    if (encoding) headers['Content-Encoding'] = encoding;
    if (relative === '/sw.js') headers['Service-Worker-Allowed'] = '/';
    if (relative.endsWith('.html')) headers['Content-Security-Policy'] = pagePolicyOf(file, mtimeMs);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    const sent = await serveStatic({ path: encoding ? file + SUFFIX[encoding] : file })(c, async () => {});
    // gone between the look and the read (a build replacing dist)
    if (!sent) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    for (const [name, value] of Object.entries(headers)) sent.headers.set(name, value);
    return sent;
  };

  /** A file of dist by its path relative to dist (leading slash), or null when absent. */
  const fileOf = (relative: string) => {
    const file = resolve(root, `.${relative}`);
    if (relative.includes('\0') || !(file === root || file.startsWith(root + sep))) return null;
    const stat = statSync(file, { throwIfNoEntry: false });
    return stat?.isFile() ? { file, stat } : null;
  };

  site.on(['GET', 'HEAD'], '*', async (c) => {
    if (c.req.path === API_PREFIX || c.req.path.startsWith(`${API_PREFIX}/`)) {
      return c.json({ success: false, message: 'Not found', code: 'not_found' }, 404);
    }
    if (!existsSync(indexPath)) {
      return c.html(NOT_BUILT_PAGE, 503, { 'Cache-Control': 'no-store', 'Retry-After': '10' });
    }

    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Bad request', 400);
    }
    const found = fileOf(relative);
    if (found) return serveFile(c, found.file, relative, found.stat.size, found.stat.mtimeMs);

    // A missing file with an extension (a stale hashed asset, an icon) is a plain 404;
    // anything else asking for HTML is a route of the app: its prerendered page when the build
    // made one, else index.html (the client-side router takes it from there).
    const looksLikeFile = extname(relative) !== '' && !relative.endsWith('.html');
    if (looksLikeFile || !acceptsHtml(c)) {
      return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    }
    const pageRelative = prerenderedPageOf(relative);
    const page = pageRelative ? fileOf(pageRelative) : null;
    if (page && pageRelative) return serveFile(c, page.file, pageRelative, page.stat.size, page.stat.mtimeMs);
    const stat = statSync(indexPath);
    return serveFile(c, indexPath, '/index.html', stat.size, stat.mtimeMs);
  });

  site.all('*', (c) => c.text('Method not allowed', 405, { Allow: 'GET, HEAD' }));
  return site;
}
