// Types of file-lines.mjs for the lint tests.
export const MAX_LINES: number;
export function isLimitedFile(path: string): boolean;
export function lineCount(source: string): number;
export function longFiles(
  files: readonly { path: string; source: string }[],
  limit?: number,
): { file: string; lines: number }[];
