import { and, count, eq, inArray, lt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/helper.ts";
import { rowsOf } from "../client.ts";
import {
  cltns,
  cltnTimes,
  nftGroupPrices,
  nftGroups,
  nfts,
  orders,
  rsvps,
  seats,
  users,
} from "../schema/index.ts";
import { readDemoCatalogue } from "./catalogue-files.ts";
import { seedCatalogue } from "./seed-catalogue.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
const now = new Date();

beforeAll(async () => {
  t = await buildTestApp();
  // The server suite shares one database per run: only seed where the demo is not loaded yet.
  await seedCatalogue(t.db, readDemoCatalogue(), {
    now,
    walletKey: t.app.secrets.walletKey,
    ifMissing: true,
  });
});
afterAll(() => t.close());

describe("demo catalogue seed", () => {
  it("keeps the fixed shortcut's collection at id 44 and later ids clear of it", async () => {
    const [c44] = await t.db.select({ name: cltns.name }).from(cltns).where(eq(cltns.id, 44));
    expect(c44?.name).toBeTruthy();
    const sequence = await t.db.execute(sql`select nextval(pg_get_serial_sequence('cltns', 'id')) as id`);
    const [next] = rowsOf<{ id: string }>(sequence);
    expect(Number(next?.id)).toBeGreaterThan(44);
  });

  it("loads at least 200 seats, prices in KRW, USD and EUR, and event dates from today on", async () => {
    const [{ n }] = (await t.db.select({ n: count() }).from(seats)) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(200);
    const currencies = await t.db.selectDistinct({ c: nftGroupPrices.currency }).from(nftGroupPrices);
    expect(currencies.map((r) => r.c)).toEqual(expect.arrayContaining(["KRW", "USD", "EUR", "TWD"]));
    // Only the demo's own collections: other test files add theirs to the shared server database.
    const demoNames = readDemoCatalogue().cltns.map((c) => c.name);
    const times = await t.db
      .select({ startAt: cltnTimes.startAt })
      .from(cltnTimes)
      .innerJoin(cltns, eq(cltns.id, cltnTimes.cltnId))
      .where(inArray(cltns.name, demoNames));
    expect(times.length).toBeGreaterThan(0);
    // Relative to the day of the seed (another test file may have seeded the shared database a
    // little earlier): tonight's demo event may have started by now, but none is from another day.
    const dayBefore = now.getTime() - 86_400_000;
    for (const time of times) expect(time.startAt.getTime()).toBeGreaterThan(dayBefore);
  });

  it("creates the demo accounts verified, with terms accepted and a hashed password", async () => {
    const rows = await t.db
      .select()
      .from(users)
      .where(sql`${users.email} in ('demo@admit.test', 'host@admit.test')`);
    expect(rows.map((u) => u.email).sort()).toEqual(["demo@admit.test", "host@admit.test"]);
    for (const u of rows) {
      expect(u.emailVerifiedAt).not.toBeNull();
      expect(u.termsAcceptedAt).not.toBeNull();
      expect(u.passwordHash).toMatch(/^\$argon2id\$/);
    }
  });

  it("answers going for every demo RSVP ticket, so the RSVP page and the event page count the same places", async () => {
    // The demo's own RSVP events: on the PostgreSQL server other files' RSVP events share the database.
    const demoRsvps = readDemoCatalogue()
      .cltns.filter((c) => c.kind === "RSVP")
      .map((c) => c.name);
    const rsvpCltns = await t.db
      .select({ id: cltns.id })
      .from(cltns)
      .where(and(eq(cltns.kind, "RSVP"), inArray(cltns.name, demoRsvps)));
    expect(rsvpCltns.length).toBeGreaterThan(0);
    const held = await t.db
      .select({ id: nfts.id, cltnId: nfts.cltnId, ownerId: nfts.ownerId })
      .from(nfts)
      .where(
        inArray(
          nfts.cltnId,
          rsvpCltns.map((c) => c.id),
        ),
      );
    expect(held.length).toBeGreaterThan(0);
    for (const nft of held) {
      const [answer] = await t.db.select().from(rsvps).where(eq(rsvps.nftId, nft.id));
      expect(answer).toMatchObject({ cltnId: nft.cltnId, userId: nft.ownerId, state: "GOING" });
    }
    for (const { id } of rsvpCltns) {
      const view = (await t.app.inject({ method: "GET", url: `/api/v1/cltns/${id}/rsvp` })).json();
      const [group] = await t.db.select().from(nftGroups).where(eq(nftGroups.cltnId, id));
      const left = (group?.totalCnt ?? 0) - (group?.issuedCnt ?? 0) - (group?.reservedCnt ?? 0);
      expect(view.capacity - view.going).toBe(left);
    }
  });

  it("puts a paid order behind every bought demo holding, which the sandbox knows", async () => {
    const catalogue = readDemoCatalogue();
    const kinds = new Map(catalogue.cltns.map((c) => [c.key, c.kind]));
    const bought = catalogue.holdings.filter(
      (h) =>
        h.owner === "demo@admit.test" &&
        (kinds.get(h.cltn) === "TICKET" || kinds.get(h.cltn) === "MEMBERSHIP") &&
        h.status !== "FAIL",
    );
    const [demo] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, "demo@admit.test"));
    // The seed's orders were made days before it; other test files' orders of the demo customer today.
    const seeded = await t.db
      .select({ id: orders.id, amount: orders.amount, count: orders.ticketCount })
      .from(orders)
      .where(
        and(eq(orders.userId, demo?.id ?? 0), lt(orders.createdAt, new Date(now.getTime() - 86_400_000))),
      );
    expect(seeded).toHaveLength(bought.length);
    for (const order of seeded) {
      const [{ n }] = (await t.db.select({ n: count() }).from(nfts).where(eq(nfts.orderId, order.id))) as [
        { n: number },
      ];
      expect(n).toBe(order.count);
      expect(await t.app.payments.lookup(order.id)).toMatchObject({ amount: order.amount });
    }
  });
});
