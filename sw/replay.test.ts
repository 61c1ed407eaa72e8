import { describe, expect, it } from 'vitest';
import {
  type QueuedWrite,
  type ReplayResult,
  type ReplayStore,
  replayQueue,
  replayWithRetries,
  singleFlight,
} from './replay';

function fakeStore(writes: Array<string | [string, string]>): ReplayStore & { ids: () => string[] } {
  let entries: QueuedWrite[] = writes.map((write, index) => {
    const [url, group] = typeof write === 'string' ? [write, 'g'] : write;
    return {
      id: index + 1,
      group,
      request: () => new Request(url, { method: 'POST', body: url }),
    };
  });
  return {
    list: async () => [...entries],
    remove: async (id) => {
      entries = entries.filter((entry) => entry.id !== id);
    },
    ids: () => entries.map((entry) => entry.request().url),
  };
}

const answer = (status: number, body?: object) =>
  new Response(body ? JSON.stringify(body) : null, { status });

describe('replayQueue', () => {
  it('sends every write in order and empties the queue when all succeed', async () => {
    const store = fakeStore(['http://x/api/a', 'http://x/api/b']);
    const sent: string[] = [];
    const result = await replayQueue(store, async (request) => {
      sent.push(`${request.url} ${await request.text()}`);
      return answer(200);
    });
    expect(sent).toEqual(['http://x/api/a http://x/api/a', 'http://x/api/b http://x/api/b']);
    expect(result).toEqual({ replayed: 2, authDropped: [], pending: false });
    expect(store.ids()).toHaveLength(0);
  });

  it('drops a write answered 403 and reports its url, then goes on', async () => {
    const store = fakeStore(['http://x/api/a', 'http://x/api/b']);
    const result = await replayQueue(store, async (request) =>
      answer(request.url.endsWith('/a') ? 403 : 201),
    );
    expect(result).toEqual({ replayed: 1, authDropped: ['http://x/api/a'], pending: false });
    expect(store.ids()).toHaveLength(0);
  });

  it('keeps a write on a 5xx and holds back the later writes of its group, in order', async () => {
    const store = fakeStore(['http://x/api/a', 'http://x/api/b', 'http://x/api/c']);
    const sent: string[] = [];
    const result = await replayQueue(store, async (request) => {
      sent.push(request.url);
      return answer(request.url.endsWith('/b') ? 503 : 200);
    });
    expect(sent).toEqual(['http://x/api/a', 'http://x/api/b']);
    expect(result).toEqual({ replayed: 1, authDropped: [], pending: true });
    expect(store.ids()).toEqual(['http://x/api/b', 'http://x/api/c']);
  });

  it("lets other groups' writes go past a write that must wait", async () => {
    const store = fakeStore([
      ['http://x/api/a1', 'job:1'],
      ['http://x/api/b1', 'job:2'],
      ['http://x/api/a2', 'job:1'],
      ['http://x/api/b2', 'job:2'],
    ]);
    const sent: string[] = [];
    const result = await replayQueue(store, async (request) => {
      sent.push(request.url);
      return answer(request.url.endsWith('/a1') ? 500 : 200);
    });
    expect(sent).toEqual(['http://x/api/a1', 'http://x/api/b1', 'http://x/api/b2']);
    expect(result.pending).toBe(true);
    expect(store.ids()).toEqual(['http://x/api/a1', 'http://x/api/a2']);
  });

  it('keeps a write when the network fails, and its body survives for the next round', async () => {
    const store = fakeStore(['http://x/api/a']);
    const result = await replayQueue(store, async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result.pending).toBe(true);
    const [kept] = await store.list();
    expect(await kept.request().text()).toBe('http://x/api/a');
  });

  it('leaves a write in the queue until its answer is known (a stopped worker loses nothing)', async () => {
    const store = fakeStore(['http://x/api/a']);
    let inQueueWhileSending: string[] = [];
    await replayQueue(store, async () => {
      inQueueWhileSending = store.ids();
      return answer(200);
    });
    expect(inQueueWhileSending).toEqual(['http://x/api/a']);
    expect(store.ids()).toEqual([]);
  });

  it('gives each try to the hooks: the decision, the status and the server message', async () => {
    const store = fakeStore(['http://x/api/a', 'http://x/api/b', 'http://x/api/c']);
    const seen: string[] = [];
    await replayQueue(
      store,
      async (request) =>
        request.url.endsWith('/a')
          ? answer(400, { success: false, message: 'Question 2 is required.', code: 'question_required' })
          : request.url.endsWith('/b')
            ? answer(200)
            : Promise.reject(new TypeError('offline')),
      {
        beforeSend: async (write) => {
          seen.push(`before ${write.id}`);
        },
        afterSend: async (write, decision, status, message) => {
          seen.push(`after ${write.id} ${decision} ${status} ${message}`);
        },
      },
    );
    expect(seen).toEqual([
      'before 1',
      'after 1 remove 400 Question 2 is required.',
      'before 2',
      'after 2 remove 200 null',
      'before 3',
      'after 3 keep null null',
    ]);
  });

  it('does not try a write that is not due (back-off): it and its group wait', async () => {
    const store = fakeStore([
      ['http://x/api/a1', 'job:1'],
      ['http://x/api/a2', 'job:1'],
      ['http://x/api/b1', 'job:2'],
    ]);
    const sent: string[] = [];
    const result = await replayQueue(
      store,
      async (request) => {
        sent.push(request.url);
        return answer(200);
      },
      { isDue: async (write) => write.id !== 1 },
    );
    expect(sent).toEqual(['http://x/api/b1']);
    expect(result).toEqual({ replayed: 1, authDropped: [], pending: true });
  });

  it('removes an expired write without sending it', async () => {
    const store = fakeStore(['http://x/api/a', 'http://x/api/b']);
    const expired: number[] = [];
    const sent: string[] = [];
    await replayQueue(
      store,
      async (request) => {
        sent.push(request.url);
        return answer(200);
      },
      {
        isExpired: (write) => write.id === 1,
        onExpired: async (write) => {
          expired.push(write.id);
        },
      },
    );
    expect(expired).toEqual([1]);
    expect(sent).toEqual(['http://x/api/b']);
    expect(store.ids()).toEqual([]);
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
