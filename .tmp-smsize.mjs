import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
const lines = code.split('\n');
const sizes = new Map();
let last = null; let lastLine = 0; let lastCol = 0;
map.eachMapping((m) => {
  if (last !== null) {
    let n = 0;
    if (m.generatedLine === lastLine) n = m.generatedColumn - lastCol; else n = lines[lastLine - 1].length - lastCol;
    const key = last.replace(/.*node_modules\//, 'nm:').replace(/^(nm:(@[^/]+\/)?[^/]+).*/, '$1');
    sizes.set(key, (sizes.get(key) ?? 0) + n);
  }
  last = m.source ?? '(none)'; lastLine = m.generatedLine; lastCol = m.generatedColumn;
});
const total = code.length;
for (const [k, v] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 25))) console.log(String(v).padStart(8), (100 * v / total).toFixed(1).padStart(5) + '%', k);
