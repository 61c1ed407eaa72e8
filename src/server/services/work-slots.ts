/**
 * At most `size` tasks at once; the others wait in order of arrival. Answers `run(task)`, which
 * resolves or rejects as the task does, and `running()` / `waiting()` for tests.
 */
export function workSlots(size: number) {
  if (!Number.isInteger(size) || size < 1) throw new Error('workSlots needs a size of at least 1');
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < size) active += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    running: () => active,
    waiting: () => queue.length,
  };
}
