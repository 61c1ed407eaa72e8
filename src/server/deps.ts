import type { Config } from './config';
import type { Db } from './db/client';
import type { AddressPolicy } from './services/delivery/push/endpoint-address';
import { createEventBus, type EventBus } from './services/event-bus';
import type { FileStore } from './services/file-store';

/** What every route and service receives: the database, the configuration and the clock. */
export interface AppDeps {
  db: Db;
  config: Config;
  /** The clock; tests pass a fixed or advancing one. */
  now: () => Date;
  /** Where uploads are kept; the database (services/file-store.ts) when not given. */
  fileStore?: FileStore;
  /**
   * The process's event bus (services/event-bus.ts); made on first use when not given (main.ts
   * makes it and closes it at shutdown).
   */
  bus?: EventBus;
  /**
   * Tests only: how push endpoints' hosts resolve and which addresses are allowed
   * (services/delivery/push/endpoint-address.ts); production resolves with DNS and allows public addresses.
   */
  pushAddresses?: AddressPolicy;
}

/** The deps' event bus, made the first time it is needed. */
export function eventBusOf(deps: AppDeps): EventBus {
  deps.bus ??= createEventBus(deps.db);
  return deps.bus;
}
