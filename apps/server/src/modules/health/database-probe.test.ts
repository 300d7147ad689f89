import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { createDatabaseProbe } from "./database-probe.ts";

function fakeDb(answers: boolean[]) {
  let calls = 0;
  const db = {
    execute: async () => {
      const ok = answers[Math.min(calls, answers.length - 1)];
      calls++;
      if (!ok) throw new Error("connection refused");
      return { rows: [] };
    },
  } as unknown as Db;
  return { db, calls: () => calls };
}

describe("database probe", () => {
  it("asks the database at most once per interval and shares the query in flight", async () => {
    let clock = 0;
    const { db, calls } = fakeDb([true]);
    const isUp = createDatabaseProbe(db, 1000, () => clock);
    expect(await Promise.all([isUp(), isUp(), isUp()])).toEqual([true, true, true]);
    expect(calls()).toBe(1);
    clock = 999;
    await isUp();
    expect(calls()).toBe(1);
    clock = 1000;
    await isUp();
    expect(calls()).toBe(2);
  });

  it("reports a database that stops answering after the interval", async () => {
    let clock = 0;
    const { db } = fakeDb([true, false]);
    const isUp = createDatabaseProbe(db, 1000, () => clock);
    expect(await isUp()).toBe(true);
    clock = 1500;
    expect(await isUp()).toBe(false);
  });
});
