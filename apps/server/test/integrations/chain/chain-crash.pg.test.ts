import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, insertRow, openPg } from "../../../src/db/client.ts";
import { brands, chainLogs, chainWrites, cltns, nfts, wallets } from "../../../src/db/schema/index.ts";
import { SESSION_COOKIE } from "../../../src/modules/sessions/session-token.ts";
import { createVerifiedUser } from "../../fixtures.ts";
import { createScratchDatabase, exited, signInOverHttp, startProcess, stopProcess } from "../../processes.ts";

/**
 * Kills the server (SIGKILL) in the middle of a mint — after the transaction is signed and stored
 * but before it is broadcast, and after it is broadcast but before that is recorded — restarts it,
 * and checks that the token ends up minted exactly once: one outbox write, one transaction, one
 * Transfer on chain. The embedded chain lives in the same (scratch) database, so it survives too.
 */
const PORT = 3197;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = "chain-crash-pass-1";
const script = fileURLToPath(new URL("./crash/chain-crash-server.ts", import.meta.url));
const TRANSFER = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";

let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let database: Database;
let cookie = "";
let ownerId = 0;

const start = (crashAt?: string) =>
  startProcess(script, {
    DATABASE_URL: scratch?.url ?? "",
    PORT: String(PORT),
    PUBLIC_URL: BASE,
    SEED_DEMO: "false",
    ...(crashAt ? { CRASH_AT: crashAt } : {}),
  });

const until = async (check: () => Promise<boolean>, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!(await check()) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
};

/** A token whose issuing failed, for its holder's retry to issue (a token given without an order is issued by the call). */
async function failedToken(serial: number) {
  const brand = await insertRow(database.db, brands, {
    name: "Crash Brand",
    logoImg: "/l.svg",
    profileImg: "/p.svg",
  });
  const cltn = await insertRow(database.db, cltns, {
    brandId: brand.id,
    type: "TICKET",
    kind: "TICKET",
    category: "concert",
    name: `Crash Night ${randomUUID().slice(0, 6)}`,
    image: "/i.svg",
    logoImg: "/l.svg",
    color: "#111111",
    network: "KLAYTN",
    timeZone: "UTC",
    currency: "KRW",
    saleStartAt: new Date(Date.now() - 86_400_000),
    saleEndAt: new Date(Date.now() + 86_400_000),
  });
  return insertRow(database.db, nfts, {
    cltnId: cltn.id,
    ownerId,
    type: "TICKET",
    status: "ISSUE_FAIL",
    name: "Standing",
    serial,
  });
}

beforeAll(async () => {
  scratch = await createScratchDatabase(inject("databaseUrl"), "admit_chain_crash");
  await stopProcess(await start());
  database = await openPg(scratch.url, 2);
  const user = await createVerifiedUser(database.db, PASSWORD);
  ownerId = user.id;
  const server = await start();
  cookie = await signInOverHttp(BASE, user.email, PASSWORD);
  await stopProcess(server);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

describe("a crash in the middle of a mint", () => {
  for (const point of ["after-sign", "after-broadcast"]) {
    it(`mints the token exactly once after a restart: ${point}`, { timeout: 120_000 }, async () => {
      const nft = await failedToken(point === "after-sign" ? 1 : 2);
      const crashing = await start(point);
      await expect(
        fetch(`${BASE}/api/v1/nfts/${nft.id}/issue/retry`, {
          method: "POST",
          headers: { origin: BASE, cookie: `${SESSION_COOKIE}=${cookie}` },
        }),
      ).rejects.toThrow();
      expect(await exited(crashing)).toBe("SIGKILL");
      const [stored] = await database.db.select().from(chainWrites).where(eq(chainWrites.nftId, nft.id));
      expect(stored?.status).toBe("signed");

      const restarted = await start();
      await until(
        async () =>
          (await database.db.select().from(nfts).where(eq(nfts.id, nft.id)))[0]?.status === "ACTIVE",
      );
      await stopProcess(restarted);

      const [token] = await database.db.select().from(nfts).where(eq(nfts.id, nft.id));
      expect(token).toMatchObject({ status: "ACTIVE", tokenId: String(nft.serial) });
      const writes = await database.db
        .select()
        .from(chainWrites)
        .where(and(eq(chainWrites.nftId, nft.id), eq(chainWrites.kind, "mint")));
      expect(writes.map((w) => [w.status, w.hashes.length])).toEqual([["confirmed", 1]]);
      const [cltn] = await database.db.select().from(cltns).where(eq(cltns.id, nft.cltnId));
      const [wallet] = await database.db.select().from(wallets).where(eq(wallets.userId, ownerId));
      const transfers = await database.db
        .select()
        .from(chainLogs)
        .where(and(eq(chainLogs.address, cltn?.contractAddress ?? ""), eq(chainLogs.topic0, TRANSFER)));
      expect(transfers).toHaveLength(1);
      expect(transfers[0]?.topic2).toBe(`0x${"0".repeat(24)}${wallet?.address.slice(2).toLowerCase()}`);
      expect(transfers[0]?.txHash).toBe(writes[0]?.txHash);
    });
  }
});
