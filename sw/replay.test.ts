import { describe, expect, it } from 'vitest';
import { type ReplayQueue, type ReplayResult, replayQueue, replayWithRetries, singleFlight } from './replay';

type Entry = { request: Request };

function fakeQueue(urls: string[]): ReplayQueue & { entries: Entry[] } {
  const entries: Entry[] = urls.map((url) => ({ request: new Request(url, { method: 'POST', body: url }) }));
  return {
    entries,
    shiftRequest: async () => entries.shift(),
    unshiftRequest: async (entry) => {
      entries.unshift({ request: entry.request });
    },
  };
}

const answer = (status: number) => new Response(null, { status });

describe('replayQueue', () => {
  it('sends every write in order and empties the queue when all succeed', async () => {
    const queue = fakeQueue(['http://x/api/a', 'http://x/api/b']);
    const sent: string[] = [];
    const result = await replayQueue(queue, async (request) => {
      sent.push(`${request.url} ${await request.text()}`);
      return answer(200);
    });
    expect(sent).toEqual(['http://x/api/a http://x/api/a', 'http://x/api/b http://x/api/b']);
    expect(result).toEqual({ replayed: 2, authDropped: [], pending: false });
    expect(queue.entries).toHaveLength(0);
  });

  it('drops a write answered 403 and reports its url, then goes on', async () => {
    const queue = fakeQueue(['http://x/api/a', 'http://x/api/b']);
    const result = await replayQueue(queue, async (request) =>
      answer(request.url.endsWith('/a') ? 403 : 201),
    );
    expect(result).toEqual({ replayed: 1, authDropped: ['http://x/api/a'], pending: false });
    expect(queue.entries).toHaveLength(0);
  });

  it('puts a write back and stops on a 5xx, keeping the order', async () => {
    const queue = fakeQueue(['http://x/api/a', 'http://x/api/b', 'http://x/api/c']);
    const sent: string[] = [];
    const result = await replayQueue(queue, async (request) => {
      sent.push(request.url);
      return answer(request.url.endsWith('/b') ? 503 : 200);
    });
    expect(sent).toEqual(['http://x/api/a', 'http://x/api/b']);
    expect(result).toEqual({ replayed: 1, authDropped: [], pending: true });
    expect(queue.entries.map((e) => e.request.url)).toEqual(['http://x/api/b', 'http://x/api/c']);
  });

  it('puts a write back when the network fails', async () => {
    const queue = fakeQueue(['http://x/api/a']);
    const result = await replayQueue(queue, async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result.pending).toBe(true);
    expect(queue.entries).toHaveLength(1);
    // The body survives for the next round.
    expect(await queue.entries[0].request.text()).toBe('http://x/api/a');
  });
});

describe('singleFlight', () => {
  it('runs once while a run is in progress, and again afterwards', async () => {
    let runs = 0;
    let release: () => void = () => {};
    const run = singleFlight(async () => {
      runs += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return runs;
    });
    const first = run();
    const second = run();
    expect(second).toBe(first);
    release();
    expect(await first).toBe(1);
    const third = run();
    release();
    expect(await third).toBe(2);
    expect(runs).toBe(2);
  });
});

describe('replayWithRetries', () => {
  const round = (pending: boolean, replayed = 0): ReplayResult => ({ replayed, authDropped: [], pending });

  it('replays again after each wait while entries stay pending, and stops once none is', async () => {
    const rounds = [round(true), round(true), round(false, 3)];
    const replay = async () => rounds.shift() ?? round(false);
    const waits: number[] = [];
    const result = await replayWithRetries(replay, [10, 20, 40], async (ms) => {
      waits.push(ms);
    });
    expect(result).toEqual(round(false, 3));
    expect(waits).toEqual([10, 20]);
  });

  it('gives up after the last wait and answers the pending result', async () => {
    let calls = 0;
    const replay = async () => {
      calls += 1;
      return round(true);
    };
    const result = await replayWithRetries(replay, [1, 2], async () => undefined);
    expect(result.pending).toBe(true);
    expect(calls).toBe(3);
  });

  it('does not wait when the first round delivers everything', async () => {
    const waits: number[] = [];
    await replayWithRetries(
      async () => round(false, 1),
      [5],
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(waits).toEqual([]);
  });
});
