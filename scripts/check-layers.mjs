#!/usr/bin/env node
// `npm run lint`'s checks beyond Biome's: imports go down the layers only (scripts/lib/layers.mjs)
// and no production file is over 400 lines (scripts/lib/file-lines.mjs); docs/conventions.md
// "Layers" and "File size". Prints each breach and exits 1 when there is one.
import { join } from 'node:path';
import { longFiles, MAX_LINES } from './lib/file-lines.mjs';
import { layerBreaches, productionFiles } from './lib/layers.mjs';

const root = join(import.meta.dirname, '..');
const files = productionFiles(root);
const breaches = layerBreaches(root, files);
for (const { file, specifier, message } of breaches) console.error(`${file}: '${specifier}': ${message}`);
const long = longFiles(files);
for (const { file, lines } of long) {
  console.error(`${file}: ${lines} lines, over ${MAX_LINES}: split it into modules by topic`);
}
if (breaches.length > 0 || long.length > 0) {
  console.error(
    `\n${breaches.length} imports against the layer rules, ${long.length} files over ${MAX_LINES} lines (docs/conventions.md).`,
  );
  process.exit(1);
}
console.log(`layers: every import goes down the layers; no production file over ${MAX_LINES} lines`);
