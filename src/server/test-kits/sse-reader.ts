/** A server-sent events reader for tests: the events of a response's body, as they arrive. */

export interface SseEvent {
  /** 'message' when the event names none; 'comment' for a comment line (`: heartbeat`) */
  event: string;
  data: string;
}

export interface SseReader {
  /** The next event (comments included when `comments`), or an error after `timeoutMs`. */
  next(options?: { timeoutMs?: number; comments?: boolean }): Promise<SseEvent>;
  /** Every event received so far, comments included. */
  readonly received: SseEvent[];
  close(): Promise<void>;
}

export function sseReader(response: Response): SseReader {
  if (!response.body) throw new Error('no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const received: SseEvent[] = [];
  const waiting: SseEvent[] = [];
  let buffer = '';
  let done = false;
  let failure: unknown = null;
  let notify = null as (() => void) | null;

  const parseBlock = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        const comment = { event: 'comment', data: line.slice(1).trim() };
        received.push(comment);
        waiting.push(comment);
      } else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) {
      const parsed = { event, data: data.join('\n') };
      received.push(parsed);
      waiting.push(parsed);
    }
  };

  (async () => {
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        let at = buffer.indexOf('\n\n');
        while (at >= 0) {
          parseBlock(buffer.slice(0, at));
          buffer = buffer.slice(at + 2);
          at = buffer.indexOf('\n\n');
        }
        notify?.();
      }
    } catch (error) {
      failure = error;
    } finally {
      done = true;
      notify?.();
    }
  })();

  return {
    received,
    async next({ timeoutMs = 10_000, comments = false } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = waiting.findIndex((event) => comments || event.event !== 'comment');
        if (index >= 0) return waiting.splice(0, index + 1)[index];
        if (done) throw new Error(`the stream ended${failure ? `: ${String(failure)}` : ''}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          notify = () => {
            clearTimeout(timer);
            notify = null;
            resolve();
          };
        });
      }
    },
    async close() {
      await reader.cancel().catch(() => {});
    },
  };
}
