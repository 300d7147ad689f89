import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, expect, inject, it } from "vitest";
import { openPg, rowsOf } from "../../src/db/client.ts";
import { readDemoCatalogue } from "../../src/db/seed/catalogue-files.ts";
import { createScratchDatabase, startProcess, stopProcess } from "../processes.ts";

const main = fileURLToPath(new URL("../../src/main.ts", import.meta.url));
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
afterAll(() => scratch?.drop());

it("two processes started together on an empty database migrate once and load the demo once", {
  timeout: 120_000,
}, async () => {
  scratch = await createScratchDatabase(inject("databaseUrl"), "admit_start");
  const env = { DATABASE_URL: scratch.url, SEED_DEMO: "true", NODE_ENV: "development" };
  const both = await Promise.allSettled([
    startProcess(main, { ...env, PORT: "3196" }),
    startProcess(main, { ...env, PORT: "3197" }),
  ]);
  for (const p of both) if (p.status === "fulfilled") await stopProcess(p.value);
  expect(both.map((p) => p.status)).toEqual(["fulfilled", "fulfilled"]);
  const database = await openPg(scratch.url, 1);
  try {
    const [row] = rowsOf<{ labels: number; users: number }>(
      await database.db.execute(
        sql`select (select count(*) from labels)::int as labels, (select count(*) from users)::int as users`,
      ),
    );
    const demo = readDemoCatalogue();
    expect(row).toEqual({ labels: demo.labels.length, users: demo.users.length });
  } finally {
    await database.close();
  }
});
