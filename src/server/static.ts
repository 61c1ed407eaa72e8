import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
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
 * helpers, the manifest) revalidated every time; anything else (icons, robots.txt) for a day.
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

function acceptsHtml(c: Context): boolean {
  const accept = c.req.header('accept') ?? '';
  return accept.includes('text/html') || accept.includes('*/*') || accept === '';
}

/**
 * Serves the built PWA from `distDir`: its files with the right type and caching, and
 * index.html for any other GET that wants HTML (the client-side router takes it from there).
 * Without a build it answers 503 with a page saying so.
 */
export function staticSite(distDir: string): Hono {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  const site = new Hono();

  const serveFile = async (c: Context, file: string, relative: string, size: number, mtimeMs: number) => {
    const etag = `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
    const headers: Record<string, string> = {
      'Content-Type': contentTypeOf(file),
      'Cache-Control': cacheControlOf(relative),
      ETag: etag,
    };
    if (relative === '/sw.js') headers['Service-Worker-Allowed'] = '/';
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    if (c.req.method === 'HEAD') return c.body(null, 200, { ...headers, 'Content-Length': String(size) });
    const data = await readFile(file);
    return c.body(data, 200, headers);
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
    const file = resolve(root, `.${relative}`);
    if (!relative.includes('\0') && (file === root || file.startsWith(root + sep))) {
      const stat = statSync(file, { throwIfNoEntry: false });
      if (stat?.isFile()) return serveFile(c, file, relative, stat.size, stat.mtimeMs);
    }

    // A missing file with an extension (a stale hashed asset, an icon) is a plain 404;
    // anything else asking for HTML is a route of the app.
    const looksLikeFile = extname(relative) !== '' && !relative.endsWith('.html');
    if (looksLikeFile || !acceptsHtml(c)) {
      return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    }
    const stat = statSync(indexPath);
    return serveFile(c, indexPath, '/index.html', stat.size, stat.mtimeMs);
  });

  site.all('*', (c) => c.text('Method not allowed', 405, { Allow: 'GET, HEAD' }));
  return site;
}
