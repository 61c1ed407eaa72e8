/**
 * What the app plugs into the HTTP client at start (router navigation, cache clearing), kept apart
 * from client.ts so that the router sets them without loading the client: a signed-out first
 * visit fetches the client with its first call.
 */
export interface ClientHooks {
  /** Go to `/` after a 403. */
  navigateHome?: () => void;
  /** Clear the query cache and the persisted cache after a 403. */
  clearCaches?: () => void | Promise<void>;
}

let hooks: ClientHooks = {};

export function setClientHooks(next: ClientHooks): void {
  hooks = { ...hooks, ...next };
}

export function resetClientHooks(): void {
  hooks = {};
}

/** The hooks set so far. */
export function clientHooks(): ClientHooks {
  return hooks;
}
