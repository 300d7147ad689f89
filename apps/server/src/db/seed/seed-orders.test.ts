import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser } from "../../../test/fixtures.ts";
import { buildTestApp } from "../../../test/helper.ts";
import { saleFixture } from "../../../test/sale-fixtures.ts";
import { insertRow } from "../client.ts";
import { nftGroupPrices, nfts, orders } from "../schema/index.ts";
import { seedOrder } from "./seed-orders.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("a demo holding's order", () => {
  it("is a paid card order the sandbox knows: listed, and cancelled with a refund through it", async () => {
    const sale = await saleFixture(t.db, { daysAway: 40 });
    const buyer = await createSignedInUser(t, "seed-orders-1");
    const tokens = [];
    for (let i = 0; i < 2; i++)
      tokens.push(
        await insertRow(t.db, nfts, {
          cltnId: sale.cltn.id,
          nftGroupId: sale.ga.id,
          cltnTimeId: sale.time.id,
          ownerId: buyer.id,
          type: "TICKET",
          status: "ACTIVE",
          name: "Adult",
          serial: i + 1,
        }),
      );
    const now = new Date();
    await seedOrder(
      t.db,
      {
        ownerId: buyer.id,
        cltnId: sale.cltn.id,
        groupId: sale.ga.id,
        timeId: sale.time.id,
        nftIds: tokens.map((n) => n.id),
        seatId: null,
        answers: undefined,
        status: "ACTIVE",
      },
      now,
    );
    const [order] = await t.db.select().from(orders).where(eq(orders.userId, buyer.id));
    if (!order) throw new Error("no order was seeded");
    // The group's price in the collection's currency, for both tickets, paid by card days ago.
    expect(order).toMatchObject({
      status: "ISSUED",
      currency: "KRW",
      ticketCount: 2,
      subtotal: 110_000,
      amount: 110_000,
      provider: "sandbox",
      paymentMethod: "CARD",
    });
    expect(order.paidAt?.getTime()).toBeLessThan(now.getTime());
    const linked = await t.db.select({ id: nfts.id }).from(nfts).where(eq(nfts.orderId, order.id));
    expect(linked).toHaveLength(2);
    expect(await t.app.payments.lookup(order.id)).toMatchObject({
      status: "DONE",
      amount: 110_000,
      balanceAmount: 110_000,
      paymentKey: order.paymentKey,
    });

    const listed = await t.app.inject({
      method: "GET",
      url: "/api/v1/discover/orders",
      cookies: buyer.cookies,
    });
    expect(listed.json().map((o: { id: string; listStatus: string }) => [o.id, o.listStatus])).toEqual([
      [order.id, "buy"],
    ]);
    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/v1/discover/orders/${order.id}/cancel`,
      cookies: buyer.cookies,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "REFUNDED", listStatus: "refund" });
    expect(await t.app.payments.lookup(order.id)).toMatchObject({ status: "CANCELED", balanceAmount: 0 });
  });

  it("leaves an order whose tokens are still issuing paid, not issued, and a free holding without one", async () => {
    const sale = await saleFixture(t.db);
    const buyer = await createSignedInUser(t, "seed-orders-2");
    const token = await insertRow(t.db, nfts, {
      cltnId: sale.cltn.id,
      nftGroupId: sale.ga.id,
      ownerId: buyer.id,
      type: "TICKET",
      status: "ISSUE_FAIL",
      name: "Adult",
      serial: 1,
    });
    const purchase = {
      ownerId: buyer.id,
      cltnId: sale.cltn.id,
      groupId: sale.ga.id,
      timeId: sale.time.id,
      nftIds: [token.id],
      seatId: null,
      answers: { name: "Mina Kim" },
      status: "ISSUE_FAIL",
    };
    await seedOrder(t.db, purchase, new Date());
    const [order] = await t.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(order).toMatchObject({ status: "PAID", issuedAt: null, attendees: [{ name: "Mina Kim" }] });

    const free = await saleFixture(t.db);
    await t.db.update(nftGroupPrices).set({ price: 0 }).where(eq(nftGroupPrices.nftGroupId, free.ga.id));
    const other = await createSignedInUser(t, "seed-orders-3");
    await seedOrder(
      t.db,
      { ...purchase, ownerId: other.id, cltnId: free.cltn.id, groupId: free.ga.id },
      new Date(),
    );
    expect(await t.db.select().from(orders).where(eq(orders.userId, other.id))).toEqual([]);
  });
});
