// Types of path-aliases.mjs for vite.config.ts, vitest.config.ts and the lint tests.
export const PATH_ALIASES: Readonly<Record<string, string>>;
export function viteAliases(): { find: RegExp; replacement: string }[];
