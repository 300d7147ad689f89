import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/helper.ts";
import type { Database } from "../db/client.ts";
import { startQueue } from "./queue.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("job queue after stop", () => {
  for (const outcome of ["fails", "completes"] as const) {
    it(`drops the report of a handler that ${outcome} after the graceful wait, with no unhandled rejection`, async () => {
      const rejections: unknown[] = [];
      const onRejection = (reason: unknown) => rejections.push(reason);
      process.on("unhandledRejection", onRejection);
      try {
        const boss = await startQueue(database, (err) => rejections.push(err));
        const name = `late-${outcome}-${Date.now()}`;
        await boss.createQueue(name);
        let release: () => void = () => {};
        const released = new Promise<void>((r) => {
          release = r;
        });
        let started: () => void = () => {};
        const running = new Promise<void>((r) => {
          started = r;
        });
        await boss.work(name, { pollingIntervalSeconds: 0.5 }, async () => {
          started();
          await released;
          if (outcome === "fails") throw new Error("handler failed late");
        });
        await boss.send(name, {});
        await running;
        await boss.stop({ graceful: true, wait: true, timeout: 200 });
        release();
        await new Promise((r) => setTimeout(r, 300));
        expect(rejections).toEqual([]);
      } finally {
        process.off("unhandledRejection", onRejection);
      }
    });
  }
});
