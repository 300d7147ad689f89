import { TIMINGS } from "@admit/contract/limits";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cltns, nftHistories, nfts, orders } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";

/**
 * Issues an order's ISSUING (or retried ISSUE_FAIL) tokens through the issuer port: each becomes
 * ACTIVE — or QTNR_REQUIRED when the collection needs attendee answers it does not have — with
 * MINTED and FIRST_BUY history; a token the issuer refuses becomes ISSUE_FAIL (the holder may
 * retry). The order is ISSUED once none is left to issue.
 */
export async function issueOrder(deps: Pick<Deps, "db" | "issuer" | "log">, orderId: string) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (order?.status !== "PAID") return;
  const [cltn] = await deps.db.select().from(cltns).where(eq(cltns.id, order.cltnId));
  const pending = await deps.db
    .select()
    .from(nfts)
    .where(and(eq(nfts.orderId, orderId), inArray(nfts.status, ["ISSUING", "ISSUE_FAIL"])));
  let failed = 0;
  for (const nft of pending) {
    const issued = await issueToken(deps, nft, {
      ownerId: order.userId,
      qtnrRequired: cltn?.qtnrRequired === true,
      firstBuy: { orderId, price: order.amount },
    });
    if (!issued) failed++;
  }
  if (failed === 0)
    await deps.db
      .update(orders)
      .set({ status: "ISSUED", issuedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, "PAID")));
}

/**
 * Issues one ISSUING (or ISSUE_FAIL) token through the issuer port: ACTIVE — or QTNR_REQUIRED
 * when its collection needs answers it does not have — with MINTED history, and FIRST_BUY for a
 * purchase; ISSUE_FAIL when the issuer refuses. Answers whether it was issued.
 */
export async function issueToken(
  deps: Pick<Deps, "db" | "issuer" | "log">,
  nft: typeof nfts.$inferSelect,
  context: { ownerId: number; qtnrRequired: boolean; firstBuy?: { orderId: string; price: number } },
): Promise<boolean> {
  try {
    const { tokenId } = await deps.issuer.issue({
      nftId: nft.id,
      cltnId: nft.cltnId,
      ownerId: context.ownerId,
    });
    const waitsForAnswers = context.qtnrRequired && !nft.qtnrInfo;
    await deps.db.transaction(async (tx) => {
      const [done] = await tx
        .update(nfts)
        .set({ status: waitsForAnswers ? "QTNR_REQUIRED" : "ACTIVE", tokenId, updatedAt: sql`now()` })
        .where(and(eq(nfts.id, nft.id), inArray(nfts.status, ["ISSUING", "ISSUE_FAIL"])))
        .returning({ id: nfts.id });
      if (!done) return;
      const { firstBuy } = context;
      await tx.insert(nftHistories).values([
        {
          nftId: nft.id,
          type: "MINTED",
          actorId: context.ownerId,
          detail: firstBuy ? { orderId: firstBuy.orderId } : {},
        },
        ...(firstBuy
          ? [
              {
                nftId: nft.id,
                type: "FIRST_BUY" as const,
                actorId: context.ownerId,
                detail: { orderId: firstBuy.orderId, price: firstBuy.price },
              },
            ]
          : []),
      ]);
    });
    return true;
  } catch (err) {
    deps.log.warn({ err, nftId: nft.id, orderId: nft.orderId }, "token issuing failed");
    await deps.db
      .update(nfts)
      .set({ status: "ISSUE_FAIL", updatedAt: sql`now()` })
      .where(and(eq(nfts.id, nft.id), eq(nfts.status, "ISSUING")));
    return false;
  }
}

/**
 * Tokens left ISSUING for longer than the card waits (spec §9: 8 minutes) — their job died or
 * the issuer hangs — become ISSUE_FAIL, so the holder sees "recording failed" and may retry.
 * Run by the sale's sweep every minute; answers how many it failed.
 */
export async function failStalledIssuing(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - TIMINGS.ticketIssuingMaxWaitMs);
  const failed = await db
    .update(nfts)
    .set({ status: "ISSUE_FAIL", updatedAt: sql`now()` })
    .where(and(eq(nfts.status, "ISSUING"), lt(nfts.updatedAt, before)))
    .returning({ id: nfts.id });
  return failed.length;
}
