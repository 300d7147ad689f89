import { randomBytes } from "node:crypto";
import type { OrderLine } from "@admit/contract/sale";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { cltns, nftGroupPrices, nfts, orders, sandboxPayments, seatHolds, users } from "../schema/index.ts";

/** One holding of the demo wallet: the tokens one purchase would have given. */
export interface SeedPurchase {
  ownerId: number;
  cltnId: number;
  groupId: number;
  timeId: number | null;
  nftIds: number[];
  seatId: number | null;
  answers: Record<string, unknown> | undefined;
  /** The tokens' status: ISSUING or ISSUE_FAIL leave their order paid, not yet issued. */
  status: string;
}

/** The demo's purchases were made a few days before it starts. */
const BOUGHT_DAYS_AGO = 3;
const DAY_MS = 24 * 3_600_000;

/** The group's price in the collection's currency (else its first), as the seed set the face values. */
async function faceValue(tx: Db, purchase: SeedPurchase) {
  const [price] = await tx
    .select({
      id: nftGroupPrices.id,
      name: nftGroupPrices.name,
      price: nftGroupPrices.price,
      currency: nftGroupPrices.currency,
      cltnName: cltns.name,
    })
    .from(nftGroupPrices)
    .innerJoin(cltns, eq(cltns.id, purchase.cltnId))
    .where(eq(nftGroupPrices.nftGroupId, purchase.groupId))
    .orderBy(sql`${nftGroupPrices.currency} = ${cltns.currency} desc`, nftGroupPrices.sort)
    .limit(1);
  return price;
}

/**
 * The order and the sandbox card payment behind a bought demo holding, as a purchase would leave
 * them: the group's price in the collection's currency (the face value), paid by card, its tokens
 * linked to it, its seat sold to it. So the demo customer's orders list their tickets, and a
 * cancel refunds through the sandbox, which knows the payment. Free, lottery and failed holdings
 * were never bought: they have none.
 */
export async function seedOrder(tx: Db, purchase: SeedPurchase, now: Date): Promise<void> {
  const price = await faceValue(tx, purchase);
  if (!price || price.price <= 0) return;
  const [buyer] = await tx
    .select({ customerKey: users.customerKey })
    .from(users)
    .where(eq(users.id, purchase.ownerId));
  if (!buyer?.customerKey) throw new Error("a demo buyer has a customer key");

  const count = purchase.nftIds.length;
  const amount = price.price * count;
  const boughtAt = new Date(now.getTime() - BOUGHT_DAYS_AGO * DAY_MS);
  const issued = purchase.status !== "ISSUING" && purchase.status !== "ISSUE_FAIL";
  const id = `ord_${randomBytes(12).toString("base64url")}`;
  const paymentKey = `sbx_${randomBytes(18).toString("base64url")}`;
  const lines: OrderLine[] = [
    {
      priceId: price.id,
      name: price.name,
      unitPrice: price.price,
      count,
      seatIds: purchase.seatId === null ? [] : [purchase.seatId],
    },
  ];
  await tx.insert(orders).values({
    id,
    userId: purchase.ownerId,
    cltnId: purchase.cltnId,
    cltnTimeId: purchase.timeId,
    nftGroupId: purchase.groupId,
    status: issued ? "ISSUED" : "PAID",
    currency: price.currency,
    lines,
    ticketCount: count,
    subtotal: amount,
    amount,
    attendees: purchase.answers ? purchase.nftIds.map(() => purchase.answers ?? {}) : [],
    provider: "sandbox",
    paymentMethod: "CARD",
    paymentKey,
    expiresAt: new Date(boughtAt.getTime() + 10 * 60_000),
    paidAt: boughtAt,
    issuedAt: issued ? boughtAt : null,
    createdAt: boughtAt,
    updatedAt: boughtAt,
  });
  await tx.insert(sandboxPayments).values({
    id: `cs_${randomBytes(18).toString("base64url")}`,
    paymentKey,
    orderId: id,
    orderName: price.cltnName,
    customerKey: buyer.customerKey,
    method: "CARD",
    currency: price.currency,
    amount,
    status: "DONE",
    successUrl: `/pay/result/confirm?orderId=${id}`,
    failUrl: `/pay/result/fail?orderId=${id}`,
    expiresAt: boughtAt,
    authorizedAt: boughtAt,
    approvedAt: boughtAt,
    createdAt: boughtAt,
  });
  await tx.update(nfts).set({ orderId: id }).where(inArray(nfts.id, purchase.nftIds));
  if (purchase.seatId !== null && purchase.timeId !== null)
    await tx
      .update(seatHolds)
      .set({ orderId: id })
      .where(and(eq(seatHolds.cltnTimeId, purchase.timeId), eq(seatHolds.seatId, purchase.seatId)));
}
