import type { Config } from './config';
import type { Db } from './db/client';
import type { FileStore } from './services/file-store';

/** What every route and service receives: the database, the configuration and the clock. */
export interface AppDeps {
  db: Db;
  config: Config;
  /** The clock; tests pass a fixed or advancing one. */
  now: () => Date;
  /** Where uploads are kept; the database (services/file-store.ts) when not given. */
  fileStore?: FileStore;
}
