import { SENDS_PER_DAY, type TSendInfo, type TSendState } from "@admit/contract/transfers";
import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { nftHistories, nfts, nftTransfers } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { moveBlockedReason, tradeClosesAt } from "../../policies/may-move-token.ts";
import { findOwnedNft } from "../nfts/find-owned-nft.ts";
import { type MoveDeps, moveTransfer } from "./move-token.ts";
import { mailClaimLink, sendsToday } from "./send-nft.ts";
import { sendInfoOf, type Transfer } from "./transfer-view.ts";

const OPEN = ["PENDING", "MOVING", "FAILED"] as const;

/** The sender's send of this token that is not over yet. */
const openSendWhere = (userId: number, nftId: number) =>
  and(eq(nftTransfers.nftId, nftId), eq(nftTransfers.senderId, userId), inArray(nftTransfers.status, OPEN));

async function openSendOf(
  deps: Pick<MoveDeps, "db">,
  userId: number,
  nftId: number,
): Promise<Transfer | undefined> {
  const [open] = await deps.db
    .select()
    .from(nftTransfers)
    .where(openSendWhere(userId, nftId))
    .orderBy(desc(nftTransfers.id))
    .limit(1);
  return open;
}

/** GET /nfts/{id}/send: the send under way, and whether a new one may start (and until when). */
export async function getSendState(
  deps: Pick<MoveDeps, "db" | "config">,
  userId: number,
  nftId: number,
): Promise<TSendState> {
  const row = await findOwnedNft(deps.db, userId, nftId);
  const open = await openSendOf(deps, userId, nftId);
  const reason = moveBlockedReason(row);
  const used = await sendsToday(deps.db, userId);
  return {
    send: open ? await sendInfoOf(deps.db, deps.config.publicUrl, open) : null,
    canSend: reason === null && used < SENDS_PER_DAY,
    reason,
    closesAt: tradeClosesAt(row)?.toISOString() ?? null,
    perDay: SENDS_PER_DAY,
    leftToday: Math.max(0, SENDS_PER_DAY - used),
  };
}

/**
 * PUT /nfts/{id}/send/cancel: a send nobody has claimed yet, or one whose move failed, is called
 * off — the token is the sender's and ACTIVE again. A send already moving on the chain cannot be
 * (SEND_STATE). The transfer's lock decides a cancel and a receive at the same moment.
 */
export async function cancelSend(
  deps: Pick<MoveDeps, "db" | "config">,
  userId: number,
  nftId: number,
): Promise<TSendInfo> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const [open] = await tx.select().from(nftTransfers).where(openSendWhere(userId, nftId)).for("update");
    if (!open) throw new AppError("4505");
    if (open.status === "MOVING") throw new AppError("SEND_STATE", { data: { status: open.status } });
    const [done] = await tx
      .update(nftTransfers)
      .set({ status: "CANCELLED", updatedAt: sql`now()` })
      .where(eq(nftTransfers.id, open.id))
      .returning();
    await tx
      .update(nfts)
      .set({ status: "ACTIVE", updatedAt: sql`now()` })
      .where(and(eq(nfts.id, nftId), inArray(nfts.status, ["SENDING", "SEND_FAIL"])));
    return done as Transfer;
  });
  return sendInfoOf(deps.db, deps.config.publicUrl, cancelled);
}

/**
 * POST /nfts/{id}/resend: a failed move is tried again (SENDING), a claim link is mailed again; a
 * send already moving is looked at again (its write is found, never made twice).
 */
export async function resendSend(deps: MoveDeps, userId: number, nftId: number): Promise<TSendInfo> {
  const open = await openSendOf(deps, userId, nftId);
  if (!open) throw new AppError("4505");
  if (open.status === "FAILED") {
    const retried = await deps.db.transaction(async (tx) => {
      const [again] = await tx
        .update(nftTransfers)
        .set({ status: "MOVING", updatedAt: sql`now()` })
        .where(and(eq(nftTransfers.id, open.id), eq(nftTransfers.status, "FAILED")))
        .returning({ id: nftTransfers.id });
      if (!again) return false;
      await tx
        .update(nfts)
        .set({ status: "SENDING", updatedAt: sql`now()` })
        .where(and(eq(nfts.id, nftId), eq(nfts.status, "SEND_FAIL")));
      return true;
    });
    if (retried) await moveTransfer(deps, open.id);
  } else if (open.status === "MOVING") await moveTransfer(deps, open.id);
  else if (open.method === "EMAIL") await mailClaimLink(deps, open, String(Math.floor(Date.now() / 60_000)));
  const [now] = await deps.db.select().from(nftTransfers).where(eq(nftTransfers.id, open.id));
  return sendInfoOf(deps.db, deps.config.publicUrl, now ?? open);
}

/**
 * Sends nobody claimed in time (7 days, or the doors opening first) go back to their senders: the
 * transfer RETURNED, the token ACTIVE again, its history says so. Run by the expiry job every
 * minute; answers how many it returned.
 */
export async function returnUnclaimedSends(deps: Pick<MoveDeps, "db">, now = new Date()): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const returned = await tx
      .update(nftTransfers)
      .set({ status: "RETURNED", updatedAt: sql`now()` })
      .where(
        inArray(
          nftTransfers.id,
          tx
            .select({ id: nftTransfers.id })
            .from(nftTransfers)
            .where(and(eq(nftTransfers.status, "PENDING"), lte(nftTransfers.expiresAt, now)))
            .limit(500)
            .for("update", { skipLocked: true }),
        ),
      )
      .returning({ id: nftTransfers.id, nftId: nftTransfers.nftId, senderId: nftTransfers.senderId });
    if (returned.length === 0) return 0;
    await tx
      .update(nfts)
      .set({ status: "ACTIVE", updatedAt: sql`now()` })
      .where(
        and(
          inArray(
            nfts.id,
            returned.map((r) => r.nftId),
          ),
          eq(nfts.status, "SENDING"),
        ),
      );
    await tx.insert(nftHistories).values(
      returned.map((r) => ({
        nftId: r.nftId,
        type: "SEND_FAIL" as const,
        actorId: r.senderId,
        detail: { transferId: r.id, reason: "unclaimed" },
      })),
    );
    return returned.length;
  });
}
