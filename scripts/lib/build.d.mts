// Types of build.mjs for the TypeScript that imports it (tests/e2e/global-setup.ts).

/** The repository root (with a trailing slash). */
export const root: string;
/** Why dist/ must be (re)built, or null when it is fresh. */
export function buildReason(): string | null;
/** Runs `vite build`; returns its exit status. */
export function runBuild(extraArgs?: string[]): number;
/** Builds when dist/ is missing or stale; returns false when a needed build failed. */
export function ensureBuild(options?: { quiet?: boolean }): boolean;
