/**
 * 500 customers claim a 100-use code at the same moment, over real HTTP against the PostgreSQL
 * server (server mode only: PGlite has one connection, nothing in it can race): exactly 100 tokens
 * are minted. The control runs the same race on an app whose claim guard looks and then writes
 * (unguarded-claims.ts, test-only) — it must mint more, or the test proves nothing.
 */
import { randomUUID } from "node:crypto";
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRow } from "../../../src/db/client.ts";
import {
  brands,
  chainWrites,
  claimCodes,
  claims,
  cltns,
  nftGroups,
  nfts,
  users,
} from "../../../src/db/schema/index.ts";
import { createSession } from "../../../src/modules/sessions/create-session.ts";
import { SESSION_COOKIE } from "../../../src/modules/sessions/session-token.ts";
import { waitFor } from "../../fixtures.ts";
import { type RaceServer, serveOnPg } from "../../race-server.ts";
import { unguardedClaims } from "./unguarded-claims.ts";

const DAY = 24 * 3_600_000;
const CLAIMANTS = 500;
const USES = 100;

const serve = serveOnPg;
type Server = RaceServer;

let guarded: Server;
let unguarded: Server;
beforeAll(async () => {
  guarded = await serve();
  unguarded = await serve({ claimGuard: unguardedClaims });
});
afterAll(async () => {
  await guarded?.close();
  await unguarded?.close();
});

/** A 100-use code of a free event with stock for everyone (so only the code's limit stops them). */
async function hundredUseCode(server: Server) {
  const brand = await insertRow(server.db, brands, {
    name: "Claim Brand",
    logoImg: "/l.svg",
    profileImg: "/p.svg",
  });
  const cltn = await insertRow(server.db, cltns, {
    brandId: brand.id,
    type: "TICKET",
    kind: "TICKET",
    category: "concert",
    name: `Claim Night ${randomUUID().slice(0, 6)}`,
    image: "/i.svg",
    logoImg: "/l.svg",
    color: "#111111",
    network: "POLYGON",
    timeZone: "UTC",
    currency: "KRW",
    saleStartAt: new Date(Date.now() - DAY),
    saleEndAt: new Date(Date.now() + 10 * DAY),
  });
  const group = await insertRow(server.db, nftGroups, {
    cltnId: cltn.id,
    name: "Poster gift",
    totalCnt: CLAIMANTS,
    mintableCntPerWallet: 1,
  });
  return insertRow(server.db, claimCodes, {
    code: `C${randomUUID().replaceAll("-", "").slice(0, 12).toUpperCase()}`,
    cltnId: cltn.id,
    nftGroupId: group.id,
    maxClaims: USES,
    startsAt: new Date(Date.now() - DAY),
    endsAt: new Date(Date.now() + DAY),
  });
}

async function claimants(server: Server, n: number) {
  const cookies: string[] = [];
  for (let i = 0; i < n; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, n - i) }, async () => {
        const user = await insertRow(server.db, users, {
          email: `${randomUUID()}@claim.test`,
          name: "Claimant",
          customerKey: randomUUID(),
          emailVerifiedAt: new Date(),
          termsAcceptedAt: new Date(),
        });
        const { token } = await createSession(server.db, { userId: user.id, ttlDays: 1 });
        return `${SESSION_COOKIE}=${token}`;
      }),
    );
    cookies.push(...batch);
  }
  return cookies;
}

async function race(server: Server) {
  const code = await hundredUseCode(server);
  const people = await claimants(server, CLAIMANTS);
  const answers = await Promise.all(
    people.map(async (cookie) => {
      const res = await fetch(`${server.base}/cltns/qr/nft`, {
        method: "POST",
        headers: { cookie, origin: server.app.config.publicUrl, "content-type": "application/json" },
        body: JSON.stringify({ code: code.code }),
      });
      return res.status === 200 ? "OK" : ((await res.json()) as { code: string }).code;
    }),
  );
  const [minted] = await server.db
    .select({ n: count() })
    .from(nfts)
    .where(eq(nfts.nftGroupId, code.nftGroupId));
  return { code, answers, minted: minted?.n ?? 0 };
}

describe("500 claims of a 100-use code at once", () => {
  it("mint exactly 100 tokens, each recorded on chain once; the others are told 3102", {
    timeout: 240_000,
  }, async () => {
    const { code, answers, minted } = await race(guarded);
    expect(answers.filter((a) => a === "OK")).toHaveLength(USES);
    expect(answers.filter((a) => a !== "OK").every((a) => a === "3102")).toBe(true);
    expect(minted).toBe(USES);
    const [row] = await guarded.db.select().from(claimCodes).where(eq(claimCodes.id, code.id));
    expect(row?.claimed).toBe(USES);
    const [claimRows] = await guarded.db
      .select({ n: count() })
      .from(claims)
      .where(eq(claims.codeId, code.id));
    expect(claimRows?.n).toBe(USES);
    // Every one is minted through the outbox, exactly once.
    const ids = (
      await guarded.db.select({ id: nfts.id }).from(nfts).where(eq(nfts.nftGroupId, code.nftGroupId))
    ).map((r) => r.id);
    const mints = await waitFor(
      () =>
        guarded.db
          .select({ nftId: chainWrites.nftId })
          .from(chainWrites)
          .where(and(eq(chainWrites.kind, "mint"), inArray(chainWrites.nftId, ids))),
      (rows) => rows.length >= USES,
      120_000,
    );
    expect(mints).toHaveLength(USES);
    expect(new Set(mints.map((m) => m.nftId)).size).toBe(USES);
  });

  it("control: without the claim guard more than 100 are minted", { timeout: 240_000 }, async () => {
    const { minted } = await race(unguarded);
    expect(minted).toBeGreaterThan(USES);
  });
});
