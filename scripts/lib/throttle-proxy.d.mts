// Types of throttle-proxy.mjs for the TypeScript that imports it (its test).

export const PIECE_BYTES: number;
export const NETWORK_PROFILES: Record<string, { latencyMs: number; bytesPerSecond: number }>;
export function createLink(options: {
  latencyMs: number;
  bytesPerSecond: number;
  now?: () => number;
  schedule?: (deliver: () => void, ms: number) => unknown;
}): {
  send(piece: Uint8Array, deliver: () => void, notBefore?: number): { start: number; at: number };
  readonly bytes: number;
};
export function createPipe(
  link: { send(piece: Uint8Array, deliver: () => void, notBefore?: number): { start: number; at: number } },
  write: (piece: Uint8Array) => unknown,
  end: () => unknown,
  notBefore: () => number,
): { push(chunk: Uint8Array): void; end(): void; cancel(): void };
export function startThrottleProxy(
  target: string,
  options: { latencyMs: number; bytesPerSecond: number },
): Promise<{
  port: number;
  baseUrl: string;
  stats: () => { down: number; up: number };
  close: () => Promise<void>;
}>;
