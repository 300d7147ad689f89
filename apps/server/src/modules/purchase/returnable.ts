import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { nftHistories, nfts } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { holdsToken } from "../../policies/token-holder.ts";

type NftStatus = (typeof nfts.$inferSelect)["status"];

/** Tokens a refund may take back: not used, not on their way to someone else. */
export const RETURNABLE = ["ISSUING", "ISSUE_FAIL", "ACTIVE", "QTNR_REQUIRED"] as const satisfies NftStatus[];

/**
 * Refuses a cancellation unless every token of the order is still its buyer's to give back: a
 * token that left them (sent, resold) is not theirs any more (4505, with those tokens); one used,
 * listed or on its way to someone is NON_REFUNDABLE.
 */
export function assertReturnable(
  tokens: { id: number; ownerId: number | null; status: string; useCnt: number }[],
  buyerId: number,
): void {
  const gone = tokens.filter((t) => !holdsToken(buyerId, t)).map((t) => t.id);
  if (gone.length > 0) throw new AppError("4505", { data: { reason: "not-held", nftIds: gone } });
  if (tokens.some((t) => !(RETURNABLE as readonly string[]).includes(t.status) || t.useCnt > 0))
    throw new AppError("NON_REFUNDABLE", { data: { reason: "used-or-passed-on" } });
}

/**
 * A refund takes its tokens out of use at once (EXPIRED), before the provider is asked: each one's
 * history says what it was (`from`), so a refusal can give it back (`restoreTaken`).
 */
export async function takeForRefund(
  tx: Tx,
  tokens: { id: number; status: NftStatus }[],
  actorId: number,
  refund: { orderId: string; refundId?: string },
) {
  await tx
    .update(nfts)
    .set({ status: "EXPIRED", updatedAt: sql`now()` })
    .where(
      inArray(
        nfts.id,
        tokens.map((t) => t.id),
      ),
    );
  await tx.insert(nftHistories).values(
    tokens.map((t) => ({
      nftId: t.id,
      type: "EXPIRED" as const,
      actorId,
      detail: { reason: "refunded", ...refund, from: t.status },
    })),
  );
}

/** Deletes the EXPIRED history lines of a refused refund (`match` picks its own) and answers them, for `restoreTaken`. */
export function forgetTaken(tx: Tx, match: SQL | undefined) {
  return tx
    .delete(nftHistories)
    .where(and(eq(nftHistories.type, "EXPIRED"), match))
    .returning({ nftId: nftHistories.nftId, detail: nftHistories.detail });
}

/**
 * A refused refund gives its tokens back: each taken one (its EXPIRED history, deleted by the caller)
 * is again what it was before (`detail.from`), unless something else changed it since.
 */
export async function restoreTaken(tx: Tx, taken: { nftId: number; detail: Record<string, unknown> }[]) {
  for (const t of taken) {
    const from = String(t.detail.from ?? "ACTIVE") as NftStatus;
    await tx
      .update(nfts)
      .set({ status: from, updatedAt: sql`now()` })
      .where(and(eq(nfts.id, t.nftId), eq(nfts.status, "EXPIRED")));
  }
}
