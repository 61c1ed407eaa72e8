// The import direction of src/ (issue 35 §4, docs/conventions.md "Layers"), checked by
// scripts/check-layers.mjs in `npm run lint`:
//   app:    entry (main, router, route trees) > routes > features > shared (ui, api, offline, ...) > contract
//   server: entry (main, app, CLIs) > routes > middleware > services > db > contract
// A file imports only its own layer or one below it; type-only imports count too (a type import
// of the route tree from ui/ closed a circle through every screen). Tests and test kits are outside
// the layers (they may import anything); Biome's noRestrictedImports fences (biome.json) add the
// rules inside a layer: no feature imports another, no route module another, the recruiter and
// candidate sides apart.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { PATH_ALIASES } from './path-aliases.mjs';

/**
 * Each layer, highest first: a file belongs to the first layer one of whose patterns matches its
 * path from the project root (`dir/` a folder and all below it, anything else one file).
 */
export const LAYERS = [
  {
    name: 'app entry',
    rank: 40,
    side: 'app',
    paths: ['src/app/main.tsx', 'src/app/router.tsx', 'src/app/prerender.tsx', 'src/app/routeTree.gen.ts'],
  },
  {
    name: 'app routes',
    rank: 30,
    side: 'app',
    // the recruiter workspace's tree, which the `_recruiter` layout route loads and mounts; the
    // screens' frames (the router's pending component, which names each route's screen)
    paths: [
      'src/app/screen-frames/',
      'src/app/routes/',
      'src/app/workspace-routes/',
      'src/app/workspace-route-tree.gen.ts',
      'src/app/workspace-routes-mount.ts',
    ],
  },
  { name: 'app features', rank: 20, side: 'app', paths: ['src/app/features/'] },
  // ui/, api/, offline/, candidate-record/ and the app's root modules (session.ts, return-path.ts ...)
  { name: 'app shared', rank: 10, side: 'app', paths: ['src/app/'] },
  {
    name: 'server entry',
    rank: 50,
    side: 'server',
    paths: ['src/server/main.ts', 'src/server/app.ts', 'src/server/db/*-cli.ts'],
  },
  { name: 'server routes', rank: 40, side: 'server', paths: ['src/server/routes/'] },
  { name: 'server middleware', rank: 30, side: 'server', paths: ['src/server/middleware/'] },
  {
    name: 'server seeds',
    rank: 20,
    side: 'server',
    // they fill an empty database through the services (password hashes, timelines): services'
    // rank (seed-data.ts, the reference lists, is the db's)
    paths: [
      'src/server/db/seed.ts',
      'src/server/db/seed-catalogue.ts',
      'src/server/db/seed-recruiters.ts',
      'src/server/db/seed-operator.ts',
    ],
  },
  { name: 'server db', rank: 10, side: 'server', paths: ['src/server/db/'] },
  // the settings read from the environment, which the db's client reads too
  {
    name: 'server config',
    rank: 5,
    side: 'server',
    paths: ['src/server/config.ts', 'src/server/config-*.ts'],
  },
  // services/ and the server's root modules (config.ts, route.ts, validate.ts ...)
  { name: 'server services', rank: 20, side: 'server', paths: ['src/server/'] },
  { name: 'contract', rank: 0, side: 'contract', paths: ['src/contract/'] },
  { name: 'service worker', rank: 10, side: 'sw', paths: ['sw/'] },
];

const SIDES_ALLOWED = { app: ['app', 'contract'], server: ['server', 'contract'], contract: ['contract'] };
SIDES_ALLOWED.sw = ['sw', 'contract'];

function matches(pattern, path) {
  if (pattern.endsWith('/')) return path.startsWith(pattern);
  if (pattern.includes('*')) {
    const [head, tail] = pattern.split('*');
    return path.startsWith(head) && path.endsWith(tail) && !path.slice(head.length).includes('/');
  }
  return path === pattern;
}

/** The layer of a path relative to the root ('src/app/ui/notify.ts'), or null (tests, scripts). */
export function layerOf(path) {
  if (/\.test\.tsx?$/.test(path) || /(^|\/)test-kits\//.test(path)) return null;
  return LAYERS.find((layer) => layer.paths.some((pattern) => matches(pattern, path))) ?? null;
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"\n]+)\1/g;

/** The import specifiers of a source text (static, dynamic, type-only, re-exports). */
export function specifiersOf(source) {
  return [...source.matchAll(SPECIFIER)].map((match) => match[2]);
}

/** The file (relative to root) a specifier names, or null for a package. */
export function resolveSpecifier(root, importer, specifier, exists = defaultExists) {
  let base;
  if (specifier.startsWith('.')) base = resolve(root, dirname(importer), specifier);
  else {
    const alias = Object.keys(PATH_ALIASES).find((name) => specifier.startsWith(`${name}/`));
    if (!alias) return null;
    base = join(root, PATH_ALIASES[alias], specifier.slice(alias.length + 1));
  }
  const candidates = [base, ...['.ts', '.tsx', '.mts', '.mjs', '.js'].map((ext) => base + ext)];
  candidates.push(join(base, 'index.ts'), join(base, 'index.tsx'));
  const found = candidates.find(exists) ?? base;
  return relative(root, found).split(sep).join('/');
}

function defaultExists(path) {
  return existsSync(path) && statSync(path).isFile();
}

/**
 * The breaches of the layer rules in `files` ({ path relative to root, source text }): each
 * `{ file, specifier, message }`.
 */
export function layerBreaches(root, files, exists = defaultExists) {
  const breaches = [];
  for (const { path, source } of files) {
    const from = layerOf(path);
    if (!from) continue;
    for (const specifier of specifiersOf(source)) {
      const target = resolveSpecifier(root, path, specifier, exists);
      if (!target) continue;
      const to = layerOf(target);
      if (!to) continue;
      if (!SIDES_ALLOWED[from.side].includes(to.side)) {
        breaches.push({
          file: path,
          specifier,
          message: `${from.name} imports ${to.name} (${target}): the ${from.side} imports only its own side and the contract`,
        });
      } else if (to.side === from.side && to.rank > from.rank) {
        breaches.push({
          file: path,
          specifier,
          message: `${from.name} imports ${to.name} (${target}): imports go down the layers only (${layerOrder(from.side)})`,
        });
      }
    }
  }
  return breaches;
}

function layerOrder(side) {
  return LAYERS.filter((layer) => layer.side === side)
    .sort((a, b) => b.rank - a.rank)
    .map((layer) => layer.name.replace(`${side} `, ''))
    .concat(side === 'contract' ? [] : ['contract'])
    .join(' > ');
}

/** Every production source file of src/ and sw/, with its text. */
export function productionFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'migrations') walk(path);
      } else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        out.push({ path, source: readFileSync(join(root, path), 'utf8') });
      }
    }
  };
  walk('src');
  walk('sw');
  return out;
}
