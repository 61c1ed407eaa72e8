// No production file over 400 lines (issue 35 §4, docs/conventions.md): checked by
// scripts/check-layers.mjs in `npm run lint`. A production file is a non-test .ts/.tsx/.mts/.mjs of
// src/ and sw/, less the generated route trees, the test kits and the migrations.
export const MAX_LINES = 400;

/** Whether a path (relative to the root) counts as a production file for the limit. */
export function isLimitedFile(path) {
  return (
    /\.(ts|tsx|mts|mjs)$/.test(path) &&
    !/\.test\.tsx?$/.test(path) &&
    !/\.gen\.ts$/.test(path) &&
    !/(^|\/)test-kits\//.test(path) &&
    !/(^|\/)migrations\//.test(path)
  );
}

/** The number of lines of a text (as `wc -l` counts them, plus a last line without its newline). */
export function lineCount(source) {
  const newlines = source.split('\n').length - 1;
  return source.endsWith('\n') || source === '' ? newlines : newlines + 1;
}

/** The files over the limit: each `{ file, lines }`. */
export function longFiles(files, limit = MAX_LINES) {
  return files
    .filter(({ path }) => isLimitedFile(path))
    .map(({ path, source }) => ({ file: path, lines: lineCount(source) }))
    .filter(({ lines }) => lines > limit);
}
