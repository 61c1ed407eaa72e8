#!/usr/bin/env node
// `npm run build`: everything dist/ holds, in order:
//   0. a first `vite build` into .tmp/first-visit-pass that only records which modules a first
//      visit loads (.tmp/first-visit-modules.json; see firstVisitGroup in vite.config.ts);
//   1. `vite build`: the app (those modules in one chunk), its service worker (sw.js) and the manifest;
//   2. `vite build --ssr src/app/prerender.tsx` into .tmp/prerender, then each route of
//      PRERENDERED_ROUTES rendered to HTML into dist/prerendered/ (`/` -> index.html, `/register`
//      -> register.html, ...): dist/index.html with the screen's markup in its root element, which
//      the client hydrates (without index.html's early start, which serves signed-in screens);
//      the server sends each route its page;
//   3. a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy of every text file of 1 KB or more,
//      served as they are when the browser accepts them.
// Extra arguments go to both `vite build` runs (e.g. `--logLevel warn`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const ssrOut = join(root, '.tmp/prerender');
const extraArgs = process.argv.slice(2);
const vite = join(root, 'node_modules/vite/bin/vite.js');
// Always a production bundle (see scripts/lib/build.mjs).
const env = { ...process.env, NODE_ENV: 'production' };

function viteBuild(args, extraEnv = {}) {
  const result = spawnSync(process.execPath, [vite, 'build', ...args, ...extraArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The file a prerendered route is written to, under dist/prerendered/. */
export function prerenderedFileOf(route) {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/**
 * The router's server render adds an inline scroll-restoration script that removes itself as it
 * runs (the client renders nothing in its place); the CSP allows no inline script, and the page
 * starts at the top anyway, so it is left out.
 */
function withoutInlineScripts(markup) {
  return markup.replace(/<script(?![^>]*\ssrc=)[^>]*>[\s\S]*?<\/script>/g, '');
}

/**
 * A page without the early start: its inline script (`<script id="early-start">`) and the entry's
 * preloads put before it (`data-early-start`), vite.config.ts earlyStartScript.
 */
function withoutEarlyStart(page) {
  const tag = /\s*<script id="early-start">[\s\S]*?<\/script>/;
  if (!tag.test(page))
    throw new Error('dist/index.html: no early-start script to leave out of the prerendered pages');
  return page.replace(tag, '').replace(/\s*<link [^>]*\sdata-early-start>/g, '');
}

async function prerender() {
  rmSync(ssrOut, { recursive: true, force: true });
  viteBuild(['--ssr', 'src/app/prerender.tsx', '--outDir', ssrOut, '--emptyOutDir']);
  const { renderRoute, PRERENDERED_ROUTES } = await import(pathToFileURL(join(ssrOut, 'prerender.js')).href);
  // the signed-out entry screens load no early start (vite.config.ts earlyStartScript): it serves
  // the signed-in screens, which index.html carries, and would only add a file to these
  const shell = withoutEarlyStart(readFileSync(join(dist, 'index.html'), 'utf8'));
  const rootPattern = /<div id="root">[\s\S]*?<\/div><\/div><\/div>/;
  if (!rootPattern.test(shell)) throw new Error('dist/index.html: no boot bar in #root to replace');
  mkdirSync(join(dist, 'prerendered'), { recursive: true });
  for (const route of PRERENDERED_ROUTES) {
    const markup = withoutInlineScripts(await renderRoute(route));
    const page = shell.replace(
      rootPattern,
      () => `<div id="root" data-prerendered="${route}">${markup}</div>`,
    );
    writeFileSync(join(dist, 'prerendered', prerenderedFileOf(route)), page);
  }
  console.log(`prerendered ${PRERENDERED_ROUTES.join(' ')} into dist/prerendered/`);
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

function precompress() {
  let count = 0;
  for (const path of [...files(dist)]) {
    if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
    const data = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    count += 1;
  }
  console.log(`precompressed ${count} files (.br, .gz)`);
}

viteBuild(['--outDir', join(root, '.tmp/first-visit-pass'), '--emptyOutDir', '--logLevel', 'warn'], {
  RECORD_FIRST_VISIT: '1',
});
viteBuild([]);
await prerender();
precompress();
