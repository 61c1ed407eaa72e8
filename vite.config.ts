import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { moduleReplacements } from './scripts/lib/module-replacements.mjs';
import { viteAliases } from './scripts/lib/path-aliases.mjs';
import {
  EARLY_CALLS_GLOBAL,
  EARLY_START_SCRIPT_ID,
  type EarlyStartRoute,
  earlyStart,
} from './src/app/early-start';
import { listPayload } from './src/app/features/jobs/job-list-payload';
import { JOB_LIST_SEARCH_KEYS, parseJobListSearch } from './src/app/features/jobs/job-list-search';
import { SESSION_KEYS } from './src/app/session';
import { dashboard } from './src/contract/dashboard';
import { getJob, jobSearch, similarJobs } from './src/contract/jobs';
import { appManifest } from './src/contract/manifest';
import { candidateBadges } from './src/contract/notifications';
import { listSavedSearches } from './src/contract/saved-searches';

/** One id per build: ties the persisted query cache to the code that wrote it. */
function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return `${execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()}-${Date.now().toString(36)}`;
  } catch {
    return Date.now().toString(36);
  }
}

const FIRST_VISIT_MODULES = resolve(import.meta.dirname, '.tmp/first-visit-modules.json');

/**
 * A first visit loads the entry chunk and every chunk it imports statically; Rolldown makes about
 * twenty small shared chunks of them, and each gzip stream starts without the others' context
 * (about 6 KB more than one file). The build therefore runs twice (scripts/build.mjs): the first
 * pass writes the ids of the modules in those chunks (`recordFirstVisit`), the second puts them
 * in one chunk (`firstVisitGroup`). Modules reached only through a dynamic import keep their chunks.
 */
function firstVisitGroup() {
  if (!existsSync(FIRST_VISIT_MODULES)) return [];
  const ids = new Set<string>(JSON.parse(readFileSync(FIRST_VISIT_MODULES, 'utf8')));
  for (const path of LOADED_BY_EVERY_FIRST_VISIT) ids.add(resolve(import.meta.dirname, path));
  return [{ name: (moduleId: string) => (ids.has(moduleId) ? 'first-visit' : null) }, ...firstLoginGroups()];
}

const FIRST_LOGIN_MODULES = resolve(import.meta.dirname, '.tmp/first-login-modules.json');

/**
 * What a first login loads after the first visit's chunk, each in one chunk instead of a chain of
 * small shared ones: a module is found only once the one importing it has arrived, and on a slow
 * network (2 s a round trip) the dashboard's ten levels of chunks took some 20 s before its calls
 * could start. `login`: the login's rules and call (fetched while the form is filled);
 * `dashboard`: the signed-in layout, the dashboard screen with its loader, and the query cache
 * (fetched at the login's tap, login-screen.tsx); `signUp`: /register's screen with what it alone
 * loads. Recorded by the first pass like the first visit.
 */
const FIRST_LOGIN_SEEDS = {
  login: ['src/app/features/auth/login-submit.ts'],
  // a route's split parts are `<file>?tsr-split=...`
  dashboard: [
    'src/app/routes/_signed-in.tsx',
    'src/app/routes/_signed-in/dashboard.tsx',
    'src/app/offline/query-persistence.ts',
  ],
  // sign-up's screen and the small shared pieces it alone of the first visits needs (the phone
  // number's reading, the tab's draft, the input filters): one chunk, not four
  signUp: ['src/app/routes/_signed-out/register.tsx'],
} as const;

/**
 * The job search's and a job's detail's own code (each a first screen of a signed-in visit, whose
 * chunks index.html's early start preloads), beyond the dashboard group's: `jobsLater` what they
 * need that another first screen loads later, `jobs` the rest of what both import, `jobSearch`
 * and `jobDetail` what one alone does. Three or four files each instead of a dozen small shared
 * chunks, which on a first visit queued behind one another for the browser's six connections.
 */
const JOB_SCREEN_SEEDS = {
  jobSearch: ['src/app/routes/_signed-in/jobpostings/index.tsx'],
  jobDetail: ['src/app/routes/_signed-in/jobpostings/$jobId.tsx'],
} as const;

function firstLoginGroups() {
  if (!existsSync(FIRST_LOGIN_MODULES)) return [];
  const groups = JSON.parse(readFileSync(FIRST_LOGIN_MODULES, 'utf8')) as Record<string, string[]>;
  return Object.entries(groups).map(([group, list]) => {
    const ids = new Set(list);
    return { name: (moduleId: string) => (ids.has(moduleId) ? group : null) };
  });
}

/**
 * Modules that every first visit imports dynamically anyway: the service worker's registration
 * (main.tsx imports it at the load event) and the message names it shares with the service worker.
 * In the first visit's chunk they cost about 450 B less at gzip -9 than as two files of their own;
 * they still run only at the load event.
 */
const LOADED_BY_EVERY_FIRST_VISIT = ['src/app/offline/register-sw.ts', 'src/contract/headers.ts'];

function recordFirstVisit(): Plugin {
  return {
    name: 'rcm-record-first-visit',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (process.env.RECORD_FIRST_VISIT !== '1') return;
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const seen = new Set<string>();
      const queue = [entry.fileName];
      const ids: string[] = [];
      while (queue.length > 0) {
        const file = queue.pop() as string;
        if (seen.has(file)) continue;
        seen.add(file);
        const chunk = byFile.get(file);
        if (!chunk) continue;
        ids.push(...chunk.moduleIds);
        queue.push(...chunk.imports);
      }
      mkdirSync(dirname(FIRST_VISIT_MODULES), { recursive: true });
      writeFileSync(FIRST_VISIT_MODULES, JSON.stringify(ids.sort()));

      // each first-login group: its seeds' chunks and what they import statically, less what an
      // earlier group (the first visit's, the login's) holds already; then the job screens' groups
      const taken = new Set(ids);
      const groups: Record<string, string[]> = {};
      /**
       * The modules the seeds' chunks hold and import statically (with `lazy`, dynamically too),
       * less those taken already.
       */
      const reach = (group: string, seeds: readonly string[], lazy = false) => {
        const wanted = seeds.map((seed) => resolve(import.meta.dirname, seed));
        const isSeed = (id: string) =>
          wanted.some((path) => id === path || id.startsWith(`${path}?tsr-split=`));
        const queue = chunks
          .filter((chunk) => !chunk.isEntry && chunk.moduleIds.some(isSeed))
          .map((chunk) => chunk.fileName);
        if (queue.length < seeds.length) {
          this.warn(`chunk group ${group}: ${queue.length} chunks for ${seeds.length} seeds`);
        }
        const visited = new Set<string>();
        const members = new Set<string>();
        while (queue.length > 0) {
          const file = queue.pop() as string;
          if (visited.has(file)) continue;
          visited.add(file);
          const chunk = byFile.get(file);
          // (the entry's modules are the first visit's; its lazy imports are every route)
          if (!chunk || chunk.isEntry) continue;
          for (const id of chunk.moduleIds) if (!taken.has(id)) members.add(id);
          queue.push(...chunk.imports);
          if (lazy) queue.push(...chunk.dynamicImports);
        }
        return members;
      };
      const take = (group: string, members: Iterable<string>) => {
        const list = [...members].filter((id) => !taken.has(id));
        for (const id of list) taken.add(id);
        groups[group] = list.sort();
      };
      for (const [group, seeds] of Object.entries(FIRST_LOGIN_SEEDS)) take(group, reach(group, seeds));
      // what another first screen loads later (the dashboard's dialogs, the search's filters) stays
      // out of a screen's group: opening it would fetch the whole group
      const later = {
        dashboard: reach('dashboard', FIRST_LOGIN_SEEDS.dashboard, true),
        jobSearch: reach('jobSearch', JOB_SCREEN_SEEDS.jobSearch, true),
        jobDetail: reach('jobDetail', JOB_SCREEN_SEEDS.jobDetail, true),
      };
      const search = reach('jobSearch', JOB_SCREEN_SEEDS.jobSearch);
      const detail = reach('jobDetail', JOB_SCREEN_SEEDS.jobDetail);
      const notLater = (id: string, ...screens: (keyof typeof later)[]) =>
        screens.every((screen) => !later[screen].has(id));
      // first what they need that another screen loads later (the saved search's name form, which
      // the dashboard's rename dialog loads too): a group of its own, else the screen's group would
      // take it (a group takes what its modules import) and the dashboard would load the search
      take(
        'jobsLater',
        [...search, ...detail].filter((id) => {
          if (!notLater(id, 'dashboard')) return true;
          if (search.has(id) && detail.has(id)) return false;
          return search.has(id) ? !notLater(id, 'jobDetail') : !notLater(id, 'jobSearch');
        }),
      );
      take(
        'jobs',
        [...search].filter((id) => detail.has(id)),
      );
      take('jobSearch', search);
      take('jobDetail', detail);
      writeFileSync(FIRST_LOGIN_MODULES, JSON.stringify(groups));
    },
  };
}

/**
 * The theme's CSS variables and Mantine's global classes, made here once (src/app/theme-css.tsx)
 * and put in index.html's <head> for the dev server, the build and so every prerendered page.
 */
function themeStylesInHtml(): Plugin {
  return {
    name: 'rcm-theme-styles-in-html',
    async transformIndexHtml(html) {
      const { themeStyleElements } = await import('./src/app/theme-css');
      return html.replace('</head>', `    ${themeStyleElements()}\n  </head>`);
    },
  };
}

/**
 * Mantine's MantineCssVariables module, as MantineProvider imports it: replaced in the client
 * bundle by an empty component (src/app/mantine-css-variables-stub.ts), since the app renders
 * its variables at build time instead.
 */
const MANTINE_CSS_VARIABLES_MODULE = /^\.\/MantineCssVariables\/MantineCssVariables\.mjs$/;

/** V8's explicit compile hint for a whole file (https://v8.dev/blog/explicit-compile-hints). */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * Opens the entry chunk (the first visit's code, nearly all of it run at start) with V8's compile
 * hint: Chromium then compiles all of it in the background compile that streams the file in,
 * instead of function by function on the main thread as each is first called. Measured with
 * Lighthouse on this 2-core machine, total blocking time on `/` about halves. Added last (after
 * Vite's own preamble), so the comment is the file's first line; a sourcemap gains a line too.
 */
function compileHintOnEntry(): Plugin {
  return {
    name: 'rcm-compile-hint-on-entry',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk' || !item.isEntry) continue;
          item.code = `${ALL_FUNCTIONS_CALLED_ON_LOAD}\n${item.code}`;
          if (item.map) item.map.mappings = `;${item.map.mappings}`;
        }
      },
    },
  };
}

/**
 * The signed-in first screens whose chunks index.html's early start preloads, and the reads
 * it starts before the app's code has arrived (src/app/early-start.ts): each screen's route files
 * (its split component and loader) with the signed-in layout's, and its first GET calls (the
 * header's: the candidate's details from the dashboard call, the counts).
 */
const EARLY_START_SCREENS: {
  pattern: string;
  routes: string[];
  calls: string[];
  posts?: { path: string; body: string; keys: readonly string[] }[];
}[] = [
  {
    pattern: '^/dashboard/?$',
    routes: ['src/app/routes/_signed-in.tsx', 'src/app/routes/_signed-in/dashboard.tsx'],
    calls: [dashboard.path, listSavedSearches.path, candidateBadges.path],
  },
  {
    pattern: '^/jobpostings/?$',
    routes: ['src/app/routes/_signed-in.tsx', 'src/app/routes/_signed-in/jobpostings/index.tsx'],
    calls: [dashboard.path, candidateBadges.path],
    // the list without filters (an address with a query sends its own)
    posts: [
      {
        path: jobSearch.path,
        body: JSON.stringify(listPayload(parseJobListSearch({}))),
        keys: JOB_LIST_SEARCH_KEYS,
      },
    ],
  },
  {
    pattern: '^/jobpostings/(\\d+)/?$',
    routes: ['src/app/routes/_signed-in.tsx', 'src/app/routes/_signed-in/jobpostings/$jobId.tsx'],
    // the similar jobs too: asked beside the job (job-detail-screen.tsx prefetchJobDetail)
    calls: [`${getJob.path}?id=$1`, `${similarJobs.path}?id=$1`, dashboard.path, candidateBadges.path],
  },
];

/**
 * Writes src/app/early-start.ts, with the build's chunk names, as an inline script at the top of
 * index.html's head, right after its charset (`<script id="early-start">`): a signed-in screen's chunks then load beside the
 * entry chunk instead of after it, and its first reads start as the page is parsed, without first
 * fetching a script of its own (a round trip more on a slow line). The server allows it by its hash
 * (src/server/static.ts pageSecurityPolicy). Each screen's chunks: those holding its route files'
 * split parts and what they import, less what the entry chunk loads anyway.
 */
function earlyStartScript(): Plugin {
  return {
    name: 'rcm-early-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || process.env.RECORD_FIRST_VISIT === '1') return html;
        const chunks = Object.values(ctx.bundle).filter((item) => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loadedFirst = new Set<string>();
        const walk = (file: string, into: Set<string>, skip: Set<string>) => {
          if (into.has(file) || skip.has(file)) return;
          into.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) walk(imported, into, skip);
        };
        if (entry) walk(entry.fileName, loadedFirst, new Set());
        const base = process.env.VITE_API_BASE;
        const routes: EarlyStartRoute[] = EARLY_START_SCREENS.map((screen) => {
          const files = new Set<string>();
          for (const route of screen.routes) {
            const path = resolve(import.meta.dirname, route);
            for (const chunk of chunks) {
              if (chunk.moduleIds.some((id) => id.startsWith(`${path}?tsr-split=`))) {
                walk(chunk.fileName, files, loadedFirst);
              }
            }
          }
          const styles = new Set<string>();
          for (const file of files) {
            for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) styles.add(`/${css}`);
          }
          return {
            pattern: screen.pattern,
            modules: [...files].map((file) => `/${file}`),
            styles: [...styles],
            // a build for another API host sends no early reads (the token is for that host)
            calls: base ? [] : screen.calls.map((path) => `/api${path}`),
            posts: base
              ? []
              : (screen.posts ?? []).map((post) => ({
                  url: `/api${post.path}`,
                  body: post.body,
                  keys: post.keys,
                })),
          };
        });
        const plan = {
          tokenKey: SESSION_KEYS.token,
          signedInKey: SESSION_KEYS.isCandidateLogin,
          global: EARLY_CALLS_GLOBAL,
          routes,
        };
        // `<\/` in the plan's JSON: nothing in it can close the script element early
        // in a task of its own: the parser's task, in which the entry chunk is asked for, does
        // not wait for it (it adds links and starts reads: some milliseconds on a slow phone)
        const source = `setTimeout(${earlyStart.toString()}, 0, ${JSON.stringify(plan).replaceAll('</', '<\\/')}, window);`;
        // first in the head after the charset: it runs before the parser reaches the stylesheet
        // (a script after one waits for it). The entry chunk and its stylesheet are asked for
        // just before it (preloads, which it does not wait for): the parser reaches their own tags
        // only once the script has run
        const charset = '<meta charset="UTF-8" />';
        if (!html.includes(charset))
          throw new Error(`index.html: no ${charset} to put the early start after`);
        const entryPreloads = entry
          ? [
              `<link rel="modulepreload" crossorigin href="/${entry.fileName}" data-early-start>`,
              ...[...(entry.viteMetadata?.importedCss ?? [])].map(
                (css) => `<link rel="preload" as="style" crossorigin href="/${css}" data-early-start>`,
              ),
            ]
          : [];
        return html.replace(charset, () =>
          [charset, ...entryPreloads, `<script id="${EARLY_START_SCRIPT_ID}">${source}</script>`].join(
            '\n    ',
          ),
        );
      },
    },
  };
}

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

// `isSsrBuild`: the build-time renderer of the signed-out screens (scripts/build.mjs), which needs
// neither the service worker nor the manifest.
export default defineConfig(({ isSsrBuild }) => ({
  define: {
    __BUILD_ID__: JSON.stringify(buildId()),
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // The start URL's screen (login) and its layout ship in the main bundle: splitting them
        // costs a chain of chunk requests before the first paint on a slow network.
        // A signed-in screen's loader, and the signed-in layout's (they fill the query cache through
        // their features' calls), go in the screen's chunk, so those calls and their schemas stay out of the first visit's bundle.
        splitBehavior: ({ routeId }) => {
          if (routeId === '/_signed-out' || routeId === '/_signed-out/') return [];
          if (routeId === '/_signed-in' || routeId.startsWith('/_signed-in/')) {
            return [['loader', 'component'], ['errorComponent'], ['notFoundComponent']];
          }
          return undefined;
        },
      },
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/routeTree.gen.ts',
    }),
    // The recruiter workspace's own route tree (issue 35 §4), mounted under the `_recruiter` layout
    // when a recruiter opens it (src/app/workspace-routes-mount.ts): a file route in the app's tree
    // adds some 65 B gzip to every candidate's first visit, one here nothing.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/app/workspace-routes',
      generatedRouteTree: './src/app/workspace-route-tree.gen.ts',
    }),
    react(),
    moduleReplacements(),
    themeStylesInHtml(),
    !isSsrBuild && recordFirstVisit(),
    !isSsrBuild && compileHintOnEntry(),
    !isSsrBuild && earlyStartScript(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: appManifest,
        // The manifest's icons and manifest.webmanifest come from globPatterns once; no duplicates.
        includeManifestIcons: false,
        injectManifest: {
          // A classic script (registered by workbox-window without type 'module').
          rollupFormat: 'iife',
          globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
  ],
  resolve: {
    // @app/, @server/, @contract/ (scripts/lib/path-aliases.mjs)
    alias: isSsrBuild
      ? viteAliases()
      : [
          ...viteAliases(),
          {
            find: MANTINE_CSS_VARIABLES_MODULE,
            replacement: resolve(import.meta.dirname, 'src/app/mantine-css-variables-stub.ts'),
          },
        ],
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    // A lazy screen's JavaScript imports load by themselves; only its CSS must be named in the
    // bundle (Vite inserts it on the way). Listing every JS chunk a route may import put the names of
    // some 120 shared chunks (~1 KB gzip) in the first visit's bundle. The cost is one round trip
    // more on a screen's first opening before the service worker has precached the assets (it
    // precaches all of them on the first visit, long before a candidate has signed in).
    modulePreload: {
      resolveDependencies: (_filename, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Shared chunks by hash alone: the first visit's bundle holds the list of every chunk
            // a route may import, and the names of dozens of small shared chunks added up.
            chunkFileNames: 'assets/[hash].js',
            codeSplitting: { groups: process.env.RECORD_FIRST_VISIT === '1' ? [] : firstVisitGroup() },
          },
        },
  },
}));
