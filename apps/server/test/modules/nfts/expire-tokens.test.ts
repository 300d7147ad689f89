import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRow, one } from "../../../src/db/client.ts";
import { brands, cltns, cltnTimes, nftHistories, nfts } from "../../../src/db/schema/index.ts";
import { expireTokens } from "../../../src/modules/nfts/expire-tokens.ts";
import { createVerifiedUser } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ JOBS_WORK: "false" });
});
afterAll(() => t.close());

const HOUR = 3_600_000;

describe("expiring tokens", () => {
  it("moves tokens of ended events and passed memberships to EXPIRED once, with history", async () => {
    const owner = await createVerifiedUser(t.db, "expire-pass-1");
    const brand = await insertRow(t.db, brands, { name: "B", logoImg: "/l.svg", profileImg: "/p.svg" });
    const now = Date.now();
    const cltn = (type: "TICKET" | "MEMBERSHIP", periodEnd?: number) =>
      t.db
        .insert(cltns)
        .values({
          brandId: brand.id,
          type,
          kind: type,
          category: "x",
          name: `C ${randomUUID().slice(0, 4)}`,
          image: "/i.svg",
          logoImg: "/l.svg",
          color: "#000000",
          network: "POLYGON",
          timeZone: "UTC",
          currency: "KRW",
          saleStartAt: new Date(now - 48 * HOUR),
          saleEndAt: new Date(now - 24 * HOUR),
          periodEndAt: periodEnd === undefined ? null : new Date(now + periodEnd),
        })
        .returning();
    const ticketCltn = one(await cltn("TICKET"));
    const ended = await insertRow(t.db, cltnTimes, {
      cltnId: ticketCltn.id,
      startAt: new Date(now - 5 * HOUR),
      endAt: new Date(now - HOUR),
    });
    const later = await insertRow(t.db, cltnTimes, {
      cltnId: ticketCltn.id,
      startAt: new Date(now + HOUR),
      endAt: new Date(now + 3 * HOUR),
    });
    const passed = one(await cltn("MEMBERSHIP", -HOUR));
    const running = one(await cltn("MEMBERSHIP", 24 * HOUR));
    const make = (
      cltnId: number,
      cltnTimeId: number | null,
      status: "ACTIVE" | "USED" | "QTNR_REQUIRED",
      type: "TICKET" | "MEMBERSHIP" = "TICKET",
    ) =>
      t.db
        .insert(nfts)
        .values({ cltnId, cltnTimeId, ownerId: owner.id, type, status, name: "x", serial: 1 })
        .returning();
    const endedActive = one(await make(ticketCltn.id, ended.id, "ACTIVE"));
    const endedQtnr = one(await make(ticketCltn.id, ended.id, "QTNR_REQUIRED"));
    const endedUsed = one(await make(ticketCltn.id, ended.id, "USED"));
    const upcoming = one(await make(ticketCltn.id, later.id, "ACTIVE"));
    const passedPass = one(await make(passed.id, null, "ACTIVE", "MEMBERSHIP"));
    const runningPass = one(await make(running.id, null, "ACTIVE", "MEMBERSHIP"));

    // Batches of two: it keeps going until none are left.
    let total = 0;
    for (let n = await expireTokens(t.db, new Date(), 2); n > 0; n = await expireTokens(t.db, new Date(), 2))
      total += n;
    expect(total).toBeGreaterThanOrEqual(3);
    const ids = [endedActive, endedQtnr, endedUsed, upcoming, passedPass, runningPass].map((n) => n.id);
    const rows = Object.fromEntries(
      (await t.db.select({ id: nfts.id, status: nfts.status }).from(nfts).where(inArray(nfts.id, ids))).map(
        (r) => [r.id, r.status],
      ),
    );
    expect(rows).toEqual({
      [endedActive.id]: "EXPIRED",
      [endedQtnr.id]: "EXPIRED",
      [endedUsed.id]: "USED",
      [upcoming.id]: "ACTIVE",
      [passedPass.id]: "EXPIRED",
      [runningPass.id]: "ACTIVE",
    });
    // Running again changes nothing for these (other test files may share the server database).
    await expireTokens(t.db);
    const history = await t.db.select().from(nftHistories).where(eq(nftHistories.nftId, endedActive.id));
    expect(history.map((h) => h.type)).toEqual(["EXPIRED"]);
  });
});
