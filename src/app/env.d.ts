/// <reference types="vite/client" />

/** Set per build in vite.config.ts and vitest.config.ts; ties the persisted query cache to the code. */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  /** Base of every API call; default `/api` (same origin). */
  readonly VITE_API_BASE?: string;
  /** The employer site linked from the public header as For Employers. */
  readonly VITE_EMPLOYER_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
