/**
 * A closed-loop load: `workers` clients each run `step` again and again for `seconds`; answers
 * how many steps finished per second and their latency percentiles. Steps that throw count as
 * errors, not as finished.
 */
export interface LoopResult {
  done: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  refused: number;
}

export async function closedLoop(
  workers: number,
  seconds: number,
  step: (worker: number, i: number) => Promise<boolean>,
): Promise<LoopResult> {
  const latencies: number[] = [];
  let errors = 0;
  let refused = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; performance.now() < until; i++) {
        const t0 = performance.now();
        try {
          if (await step(w, i)) latencies.push(performance.now() - t0);
          else refused++;
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  return {
    done: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: pct(0.5),
    p99: pct(0.99),
    errors,
    refused,
  };
}
