import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { cltns, nftHistories, nfts, orders } from "../../db/schema/index.ts";

/**
 * Issues an order's ISSUING (or retried ISSUE_FAIL) tokens through the issuer port: each becomes
 * ACTIVE — or QTNR_REQUIRED when the collection needs attendee answers it does not have — with
 * MINTED and FIRST_BUY history; a token the issuer refuses becomes ISSUE_FAIL (the holder may
 * retry). The order is ISSUED once none is left to issue.
 */
export async function issueOrder(app: Pick<FastifyInstance, "db" | "issuer" | "log">, orderId: string) {
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  if (order?.status !== "PAID") return;
  const [cltn] = await app.db.select().from(cltns).where(eq(cltns.id, order.cltnId));
  const pending = await app.db
    .select()
    .from(nfts)
    .where(and(eq(nfts.orderId, orderId), inArray(nfts.status, ["ISSUING", "ISSUE_FAIL"])));
  let failed = 0;
  for (const nft of pending) {
    try {
      const { tokenId } = await app.issuer.issue({
        nftId: nft.id,
        cltnId: nft.cltnId,
        ownerId: order.userId,
      });
      const waitsForAnswers = cltn?.qtnrRequired === true && !nft.qtnrInfo;
      await app.db.transaction(async (tx) => {
        const [done] = await tx
          .update(nfts)
          .set({ status: waitsForAnswers ? "QTNR_REQUIRED" : "ACTIVE", tokenId, updatedAt: sql`now()` })
          .where(and(eq(nfts.id, nft.id), inArray(nfts.status, ["ISSUING", "ISSUE_FAIL"])))
          .returning({ id: nfts.id });
        if (!done) return;
        await tx.insert(nftHistories).values([
          { nftId: nft.id, type: "MINTED", actorId: order.userId, detail: { orderId } },
          {
            nftId: nft.id,
            type: "FIRST_BUY",
            actorId: order.userId,
            detail: { orderId, price: order.amount },
          },
        ]);
      });
    } catch (err) {
      failed++;
      app.log.warn({ err, nftId: nft.id, orderId }, "token issuing failed");
      await app.db
        .update(nfts)
        .set({ status: "ISSUE_FAIL", updatedAt: sql`now()` })
        .where(and(eq(nfts.id, nft.id), eq(nfts.status, "ISSUING")));
    }
  }
  if (failed === 0)
    await app.db
      .update(orders)
      .set({ status: "ISSUED", issuedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, "PAID")));
}
