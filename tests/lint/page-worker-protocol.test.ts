// The page-worker protocol (message names, IndexedDB stores and keys, the cache the page empties,
// the periodic sync's tag) is written once, in src/contract/page-worker.ts: no other source file
// of the app or the worker spells one of its names, so page and worker cannot drift apart.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  IMAGE_CACHE_NAME,
  OUTBOX_DB,
  SAVED_SEARCHES_SYNC_KEYS,
  SAVED_SEARCHES_SYNC_TAG,
  SW_MESSAGES,
} from '@contract/page-worker';
import { describe, expect, it } from 'vitest';
import { root, sources } from './source-files';

const PROTOCOL_FILE = 'src/contract/page-worker.ts';

const names = [
  ...Object.values(SW_MESSAGES),
  ...Object.values(SAVED_SEARCHES_SYNC_KEYS),
  SAVED_SEARCHES_SYNC_TAG,
  OUTBOX_DB,
  IMAGE_CACHE_NAME,
]; // (OUTBOX_STORE, 'entries', is a plain word inside OUTBOX_DB)

describe('the page-worker protocol lives in contract/page-worker.ts', () => {
  it('gives each message, store, key and cache its own name', () => {
    expect(new Set(names).size).toBe(names.length);
  });

  it('is the only source file of the app, the worker and the contract that spells those names', () => {
    const files = [...sources('src/app'), ...sources('src/contract'), ...sources('sw')];
    const spelled: string[] = [];
    for (const file of files) {
      if (file === PROTOCOL_FILE) continue;
      const text = readFileSync(join(root, file), 'utf8');
      for (const name of names) {
        if (new RegExp(`['"\`]${name}['"\`]`).test(text)) spelled.push(`${relative('.', file)}: ${name}`);
      }
    }
    expect(spelled).toEqual([]);
  });
});
