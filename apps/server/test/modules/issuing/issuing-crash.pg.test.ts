import { fileURLToPath } from "node:url";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, openPg, rowsOf } from "../../../src/db/client.ts";
import { chainLogs, chainWrites, cltns, nfts, orders } from "../../../src/db/schema/index.ts";
import { SESSION_COOKIE } from "../../../src/modules/sessions/session-token.ts";
import { createVerifiedUser } from "../../fixtures.ts";
import { createScratchDatabase, exited, signInOverHttp, startProcess, stopProcess } from "../../processes.ts";
import { saleFixture } from "../../sale-fixtures.ts";

/**
 * Kills the server (SIGKILL) in the middle of issuing a burst of paid orders — a few tokens
 * minted, two mints signed and stored but not broadcast, the rest not yet sent, their issue jobs
 * locked by the dead process — restarts it after an outage longer than a card waits, and checks
 * that every token is minted exactly once, that none is ever shown failed (ISSUE_FAIL), and that
 * the restart did not wait for the dead process's jobs to expire: they are still locked when the
 * last token is issued.
 */
const ORDERS = 24;
const PORT = 3193;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = "issuing-crash-pass-1";
const TRANSFER = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";
const script = fileURLToPath(new URL("./crash/issuing-crash-server.ts", import.meta.url));

let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let database: Database;
let sale: Awaited<ReturnType<typeof saleFixture>>;
let cookie = "";

const start = (hangAfter?: number) =>
  startProcess(script, {
    DATABASE_URL: scratch?.url ?? "",
    PORT: String(PORT),
    PUBLIC_URL: BASE,
    SEED_DEMO: "false",
    ...(hangAfter === undefined ? {} : { ISSUE_HANG_AFTER: String(hangAfter) }),
  });

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      origin: BASE,
      cookie: `${SESSION_COOKIE}=${cookie}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    redirect: "manual",
  });
  return { status: res.status, json: (await res.text().then((t) => (t ? JSON.parse(t) : null))) as never };
}

/** Reserves one ticket, approves it on the sandbox page and pays: answers the order's id. */
async function buyOne(): Promise<string> {
  const reservation = await api("POST", `/api/v1/discover/orders/reservation?nftGroupId=${sale.ga.id}`, {
    priceUnit: "KRW",
    list: [{ id: sale.gaKrw.id, count: 1, price: sale.gaKrw.price }],
    amount: sale.gaKrw.price,
  });
  expect(reservation.status).toBe(201);
  const { orderId, checkout } = reservation.json as { orderId: string; checkout: { checkoutUrl: string } };
  const approve = await fetch(`${BASE}${checkout.checkoutUrl}/approve`, {
    method: "POST",
    headers: { origin: BASE, "content-type": "application/x-www-form-urlencoded" },
    body: "",
    redirect: "manual",
  });
  const back = new URL(approve.headers.get("location") ?? "", BASE);
  const paid = await api(
    "POST",
    `/api/v1/discover/orders/${orderId}/payment`,
    { paymentKey: back.searchParams.get("paymentKey"), amount: sale.gaKrw.price },
    { "idempotency-key": `pay-${orderId}` },
  );
  expect(paid.status).toBe(200);
  return orderId;
}

const until = async (check: () => Promise<boolean>, ms = 120_000) => {
  const end = Date.now() + ms;
  while (!(await check()) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
};

/** The issue jobs the dead process holds (pg-boss `active`, locked until they expire). */
async function lockedIssueJobs(): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await database.db.execute(
      sql`select id from pgboss.job where name = 'issue-order' and state = 'active' order by id`,
    ),
  );
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  scratch = await createScratchDatabase(inject("databaseUrl"), "admit_issuing_crash");
  await stopProcess(await start());
  database = await openPg(scratch.url, 2);
  sale = await saleFixture(database.db, { gaTotal: 100, perWallet: 100, daysAway: 30 });
  const user = await createVerifiedUser(database.db, PASSWORD);
  const server = await start();
  cookie = await signInOverHttp(BASE, user.email, PASSWORD);
  await stopProcess(server);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

describe("a crash in the middle of a burst of paid orders", () => {
  it("resumes every unfinished mint at the restart, each token minted once, none shown failed", {
    timeout: 300_000,
  }, async () => {
    const crashing = await start(4);
    const orderIds: string[] = [];
    for (let i = 0; i < ORDERS; i++) orderIds.push(await buyOne());
    const openMints = () =>
      database.db
        .select({ id: chainWrites.id })
        .from(chainWrites)
        .where(and(eq(chainWrites.kind, "mint"), eq(chainWrites.status, "signed")));
    // Two mints stored and never broadcast: the process is caught mid-burst.
    await until(async () => (await openMints()).length >= 2);
    crashing.kill("SIGKILL");
    expect(await exited(crashing)).toBe("SIGKILL");

    const tokensOf = () => database.db.select().from(nfts).where(inArray(nfts.orderId, orderIds));
    const before = await tokensOf();
    expect(before).toHaveLength(ORDERS);
    // The control: tokens are left without any mint, and issue jobs locked by the dead process.
    const unsent = before.filter((n) => n.status === "ISSUING").length;
    expect(unsent).toBeGreaterThan(2);
    const locked = await lockedIssueJobs();
    expect(locked.length).toBeGreaterThan(0);
    // The outage lasts longer than a card waits for its issuing (8 minutes).
    await database.db
      .update(nfts)
      .set({ updatedAt: sql`now() - interval '9 minutes'` })
      .where(and(inArray(nfts.orderId, orderIds), eq(nfts.status, "ISSUING")));

    const restartedAt = performance.now();
    const restarted = await start();
    const upAt = performance.now();
    const shownFailed = new Set<number>();
    let issuedCount = 0;
    const issued = async () => {
      const tokens = await tokensOf();
      for (const n of tokens) if (n.status === "ISSUE_FAIL") shownFailed.add(n.id);
      const done = await database.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.id, orderIds), eq(orders.status, "ISSUED")));
      issuedCount = done.length;
      return done.length === ORDERS || shownFailed.size > 0;
    };
    await until(issued);
    const seconds = ((performance.now() - restartedAt) / 1000).toFixed(1);
    const sinceUp = ((performance.now() - upAt) / 1000).toFixed(1);
    // The jobs the dead process held are still locked: the restart did not wait for their expiry.
    const stillLocked = await lockedIssueJobs();
    await stopProcess(restarted);
    console.info(
      `issuing crash: ${unsent} tokens unsent at the kill; ${issuedCount} of ${ORDERS} orders issued ${seconds} s after the restart began (${sinceUp} s after it answered)`,
    );

    expect([...shownFailed]).toEqual([]);
    const after = await tokensOf();
    expect(after.map((n) => n.status)).toEqual(after.map(() => "ACTIVE"));
    const statuses = await database.db
      .select({ status: orders.status })
      .from(orders)
      .where(inArray(orders.id, orderIds));
    expect(statuses.map((o) => o.status)).toEqual(orderIds.map(() => "ISSUED"));
    expect(stillLocked).toEqual(expect.arrayContaining(locked));

    // Each token minted exactly once: one mint write, one transaction, one Transfer from nobody.
    const mints = await database.db
      .select()
      .from(chainWrites)
      .where(
        and(
          eq(chainWrites.kind, "mint"),
          inArray(
            chainWrites.nftId,
            after.map((n) => n.id),
          ),
        ),
      );
    expect(mints.map((w) => [w.status, w.hashes.length])).toEqual(after.map(() => ["confirmed", 1]));
    expect(new Set(mints.map((w) => w.nftId)).size).toBe(ORDERS);
    const [cltn] = await database.db.select().from(cltns).where(eq(cltns.id, sale.cltn.id));
    const minted = await database.db
      .select()
      .from(chainLogs)
      .where(
        and(
          eq(chainLogs.address, cltn?.contractAddress ?? ""),
          eq(chainLogs.topic0, TRANSFER),
          eq(chainLogs.topic1, `0x${"0".repeat(64)}`),
        ),
      );
    expect(minted.map((l) => l.txHash).sort()).toEqual(mints.map((w) => w.txHash).sort());
  });
});
