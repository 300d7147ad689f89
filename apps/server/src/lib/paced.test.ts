import { describe, expect, it } from "vitest";
import { pacedAll } from "./paced.ts";

describe("pacedAll", () => {
  it("runs every item, at most `concurrency` at once, and answers each outcome in order", async () => {
    let inFlight = 0;
    let most = 0;
    const outcomes = await pacedAll(
      [1, 2, 3, 4, 5, 6, 7],
      { concurrency: 3, perSecond: 1_000 },
      async (n) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 10));
        inFlight--;
        if (n === 4) throw new Error("four");
        return n * 10;
      },
    );
    expect(most).toBe(3);
    expect(outcomes.map((o) => (o.status === "fulfilled" ? o.value : (o.reason as Error).message))).toEqual([
      10,
      20,
      30,
      "four",
      50,
      60,
      70,
    ]);
  });

  it("starts no more than `perSecond` a second", async () => {
    const starts: number[] = [];
    await pacedAll([1, 2, 3, 4, 5], { concurrency: 5, perSecond: 20 }, async () => {
      starts.push(Date.now());
    });
    // Five starts 50 ms apart span at least 200 ms, however fast the work is.
    expect((starts.at(-1) ?? 0) - (starts[0] ?? 0)).toBeGreaterThanOrEqual(190);
  });
});
