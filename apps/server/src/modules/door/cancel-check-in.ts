import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { cltns, hostBrands, nftHistories, nfts } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * Undoes a mistaken admission (USE_CANCEL): the entry is given back and a used ticket is active
 * again. Only once per admission, and only by a host of the collection's brand.
 */
export async function cancelCheckIn(
  app: Pick<FastifyInstance, "db">,
  host: { id: number; role: string },
  historyId: number,
) {
  return app.db.transaction(async (tx) => {
    const [use] = await tx
      .select({ history: nftHistories, brandId: cltns.brandId })
      .from(nftHistories)
      .innerJoin(nfts, eq(nfts.id, nftHistories.nftId))
      .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
      .where(and(eq(nftHistories.id, historyId), eq(nftHistories.type, "USE")))
      .for("update", { of: nftHistories });
    if (!use || use.history.detail.cancelled === true) throw new AppError("NOT_FOUND");
    if (host.role !== "ADMIN") {
      const [allowed] = await tx
        .select({ brandId: hostBrands.brandId })
        .from(hostBrands)
        .where(and(eq(hostBrands.userId, host.id), eq(hostBrands.brandId, use.brandId)));
      if (!allowed) throw new AppError("NOT_FOUND");
    }
    await tx
      .update(nftHistories)
      .set({ detail: { ...use.history.detail, cancelled: true } })
      .where(eq(nftHistories.id, historyId));
    const [nft] = await tx
      .update(nfts)
      .set({
        useCnt: sql`greatest(${nfts.useCnt} - 1, 0)`,
        status: sql`case when ${nfts.status} = 'USED' then 'ACTIVE' else ${nfts.status} end`,
        usedAt: sql`case when ${nfts.useCnt} - 1 <= 0 then null else ${nfts.usedAt} end`,
        updatedAt: sql`now()`,
      })
      .where(eq(nfts.id, use.history.nftId))
      .returning({ id: nfts.id, status: nfts.status, useCnt: nfts.useCnt });
    await tx.insert(nftHistories).values({
      nftId: use.history.nftId,
      type: "USE_CANCEL",
      actorId: host.id,
      detail: { cancels: historyId },
    });
    return nft;
  });
}
