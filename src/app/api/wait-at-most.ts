/**
 * Waits for `promise` to settle, or `ms` at most, whichever comes first; never rejects (a
 * failure ends the wait like an answer: what waits is the caller's next step, not the result).
 * The timer is cleared once the promise settles, so nothing is left running behind it.
 */
export async function waitAtMost(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([promise.then(ignore, ignore), waited]);
  clearTimeout(timer);
}

function ignore(): void {}
