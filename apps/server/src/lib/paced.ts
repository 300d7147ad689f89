/**
 * Runs `work` on every item, at most `concurrency` at a time, starting no more than `perSecond`
 * of them each second (the pace a mail server or gateway accepts). Every item runs; the answer
 * is each one's outcome, in order.
 */
export async function pacedAll<T, R>(
  items: readonly T[],
  options: { concurrency: number; perSecond: number },
  work: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  const gapMs = 1000 / options.perSecond;
  let nextStart = Date.now();
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      const wait = nextStart - Date.now();
      nextStart = Math.max(nextStart, Date.now()) + gapMs;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      try {
        results[index] = { status: "fulfilled", value: await work(items[index] as T) };
      } catch (reason) {
        results[index] = { status: "rejected", reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, items.length) }, lane));
  return results;
}
