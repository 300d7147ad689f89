import { DEFAULT_LANGUAGE } from "@admit/contract/i18n";
import { inLanguage } from "@admit/contract/organiser-texts";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import {
  brands,
  chainWrites,
  cltns,
  heldCoupons,
  nftGroups,
  nftHistories,
  nfts,
  nftTransfers,
  users,
} from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { ChainWrite } from "../../integrations/chain/outbox.ts";
import { ticketReceivedMail } from "../../integrations/mail/templates/ticket-transfer.ts";
import { enqueueMail } from "../../jobs/mail-job.ts";
import { jobIdOf } from "../../jobs/queue.ts";
import { cltnNameIn, nameIn } from "../../lib/organiser-names.ts";
import { couponHeldBy, holdsToken } from "../../policies/token-holder.ts";
import { createNotification } from "../notifications/notifications.ts";

export type MoveDeps = Pick<Deps, "db" | "issuer" | "queue" | "log" | "config">;

const REF_PREFIX = "transfer:";
export const transferRef = (transferId: number) => `${REF_PREFIX}${transferId}`;
const transferIdOf = (write: ChainWrite) =>
  write.kind === "transfer" && write.ref?.startsWith(REF_PREFIX)
    ? Number(write.ref.slice(REF_PREFIX.length))
    : undefined;

/**
 * Sends a MOVING transfer's token to its receiver's wallet through the chain outbox (once per
 * transfer, whatever the retries: its ref), and records what the chain said. A token never recorded
 * on chain moves in the database alone. A move that cannot even be stored fails the send
 * (SEND_FAIL: the sender may retry or cancel).
 */
export async function moveTransfer(deps: MoveDeps, transferId: number): Promise<void> {
  const [transfer] = await deps.db.select().from(nftTransfers).where(eq(nftTransfers.id, transferId));
  if (transfer?.status !== "MOVING" || !transfer.receiverId) return;
  const receiverId = transfer.receiverId;
  try {
    const outcome = await deps.issuer.move({
      nftId: transfer.nftId,
      from: transfer.senderId,
      to: receiverId,
      ref: transferRef(transferId),
      // A send cancelled (or finished) meanwhile is not written; the token must still be the sender's.
      guard: async (tx) => {
        const [now] = await tx
          .select({ status: nftTransfers.status, ownerId: nfts.ownerId })
          .from(nftTransfers)
          .innerJoin(nfts, eq(nfts.id, nftTransfers.nftId))
          .where(eq(nftTransfers.id, transferId))
          .for("share", { of: nftTransfers });
        if (now?.status !== "MOVING") return "the send is no longer moving";
        if (!holdsToken(transfer.senderId, now)) return "the token is no longer the sender's";
        return undefined;
      },
    });
    if (outcome.kind === "unrecorded") return await completeTransfer(deps, transferId, null);
    await deps.db
      .update(nftTransfers)
      .set({ chainWriteId: outcome.write.id })
      .where(eq(nftTransfers.id, transferId));
    await settleTransferWrite(deps, outcome.write);
  } catch (err) {
    deps.log.warn({ err, transferId }, "a token's move could not be sent to the chain");
    await failTransfer(deps, transferId, err instanceof Error ? err.message : String(err));
  }
}

/** What a settled move means for its transfer: confirmed → the receiver's, failed → SEND_FAIL; an open one waits. */
async function settleTransferWrite(deps: MoveDeps, write: ChainWrite): Promise<void> {
  const transferId = transferIdOf(write);
  if (!transferId) return;
  if (write.status === "confirmed") await completeTransfer(deps, transferId, write.txHash);
  else if (write.status === "failed")
    await failTransfer(deps, transferId, write.error ?? "the chain refused the move");
}

/** The chain watch's answer for moves (workers/chain-watch.ts). */
export async function settleTransferWrites(deps: MoveDeps, writes: ChainWrite[]): Promise<void> {
  for (const write of writes) await settleTransferWrite(deps, write);
}

/**
 * The token is the receiver's: the transfer DONE, the token theirs and ACTIVE again — or waiting
 * for their attendee answers when the collection needs them (the sender's answers are not theirs) —
 * the coupons that came with it moved too, SEND in its history (from whom, to whom, the
 * transaction), NFT_RECEIVE for the receiver's home, and a mail. Once only.
 */
export async function completeTransfer(
  deps: MoveDeps,
  transferId: number,
  txHash: string | null,
): Promise<void> {
  const done = await deps.db.transaction(async (tx) => {
    const [transfer] = await tx
      .update(nftTransfers)
      .set({ status: "DONE", doneAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(nftTransfers.id, transferId), eq(nftTransfers.status, "MOVING")))
      .returning();
    if (!transfer?.receiverId) return undefined;
    const received = { ...transfer, receiverId: transfer.receiverId };
    const row = await handOver(tx, received);
    return row && (await tellReceived(tx, received, row, txHash));
  });
  if (!done) return;
  const mail = ticketReceivedMail({
    to: done.receiver.email,
    lang: done.receiver.language,
    sender: done.senderName,
    ticket: done.ticket,
    link: `${deps.config.publicUrl.replace(/\/$/, "")}/nft/${done.nftId}`,
  });
  await enqueueMail(deps.queue, mail, undefined, jobIdOf("ticket-received-mail", String(transferId)));
}

/** A transfer that reached its receiver. */
type Received = Pick<typeof nftTransfers.$inferSelect, "id" | "nftId" | "senderId"> & { receiverId: number };

/** The token (locked) and its coupons become the receiver's; answers the token with what names it. */
async function handOver(tx: Tx, transfer: Received) {
  const [row] = await tx
    .select({
      nft: nfts,
      cltn: cltns,
      brand: { name: brands.name, names: brands.names },
      brandProfile: brands.profileImg,
      groupNames: nftGroups.names,
    })
    .from(nfts)
    .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
    .innerJoin(brands, eq(brands.id, cltns.brandId))
    .leftJoin(nftGroups, eq(nftGroups.id, nfts.nftGroupId))
    .where(eq(nfts.id, transfer.nftId))
    .for("no key update", { of: nfts });
  if (!row) return undefined;
  await tx
    .update(nfts)
    .set({
      ownerId: transfer.receiverId,
      status: row.cltn.qtnrRequired ? "QTNR_REQUIRED" : "ACTIVE",
      qtnrInfo: null,
      updatedAt: sql`now()`,
    })
    .where(eq(nfts.id, transfer.nftId));
  await tx
    .update(heldCoupons)
    .set({ ownerId: transfer.receiverId })
    .where(and(eq(heldCoupons.nftId, transfer.nftId), couponHeldBy(transfer.senderId)));
  return row;
}

/**
 * SEND in the token's history and NFT_RECEIVE for the receiver, the ticket named in the receiver's
 * language; answers what the mail needs (nothing when the receiver's account is gone).
 */
async function tellReceived(
  tx: Tx,
  transfer: Received,
  row: NonNullable<Awaited<ReturnType<typeof handOver>>>,
  txHash: string | null,
) {
  const { receiverId } = transfer;
  const people = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      profileImg: users.profileImg,
      language: users.language,
    })
    .from(users)
    .where(inArray(users.id, [transfer.senderId, receiverId]));
  const sender = people.find((p) => p.id === transfer.senderId);
  const receiver = people.find((p) => p.id === receiverId);
  // The notification and the mail name the ticket in the receiver's language.
  const lang = receiver?.language ?? DEFAULT_LANGUAGE;
  const ticket = inLanguage(row.groupNames, lang, row.nft.name);
  await tx.insert(nftHistories).values({
    nftId: transfer.nftId,
    type: "SEND",
    actorId: transfer.senderId,
    detail: {
      transferId: transfer.id,
      from: sender?.name ?? null,
      to: receiver?.name ?? null,
      ...(txHash ? { txHash } : {}),
    },
  });
  await createNotification(tx, {
    userId: receiverId,
    type: "NFT_RECEIVE",
    refId: transfer.nftId,
    detail: {
      id: transfer.nftId,
      cltnType: row.cltn.type,
      color: row.cltn.color,
      logoImg: row.cltn.logoImg,
      image: row.cltn.image,
      brandName: nameIn(row.brand, lang),
      brandProfile: row.brandProfile,
      name: ticket,
      cltnName: cltnNameIn(row.cltn, lang),
      nftType: row.nft.type,
      sender: { id: transfer.senderId, name: sender?.name ?? "", profileImg: sender?.profileImg ?? null },
    },
  });
  return receiver && { receiver, senderName: sender?.name ?? "", ticket, nftId: transfer.nftId };
}

/** The move was refused: the transfer FAILED, the token SEND_FAIL (retry or cancel), SEND_FAIL in its history. */
export async function failTransfer(deps: Pick<Deps, "db">, transferId: number, error: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [transfer] = await tx
      .update(nftTransfers)
      .set({ status: "FAILED", updatedAt: sql`now()` })
      .where(and(eq(nftTransfers.id, transferId), eq(nftTransfers.status, "MOVING")))
      .returning();
    if (!transfer) return;
    await tx
      .update(nfts)
      .set({ status: "SEND_FAIL", updatedAt: sql`now()` })
      .where(and(eq(nfts.id, transfer.nftId), eq(nfts.status, "SENDING")));
    await tx.insert(nftHistories).values({
      nftId: transfer.nftId,
      type: "SEND_FAIL",
      actorId: transfer.senderId,
      detail: { transferId, error: error.slice(0, 200) },
    });
  });
}

/**
 * Moves left half-way by a crash or a lost answer (MOVING for longer than `olderThanMs`): a move
 * whose write settled completes or fails its transfer, one with no write is sent (its ref makes a
 * second write impossible), one still on its way waits. Run by the chain watch; answers how many it looked at.
 */
export async function resumeMoves(deps: MoveDeps, olderThanMs = 15_000): Promise<number> {
  const stalled = await deps.db
    .select({ id: nftTransfers.id })
    .from(nftTransfers)
    .where(
      and(eq(nftTransfers.status, "MOVING"), lt(nftTransfers.updatedAt, new Date(Date.now() - olderThanMs))),
    )
    .orderBy(nftTransfers.id)
    .limit(200);
  for (const { id } of stalled) {
    const [write] = await deps.db
      .select()
      .from(chainWrites)
      .where(eq(chainWrites.ref, transferRef(id)))
      .orderBy(desc(chainWrites.id))
      .limit(1);
    if (!write) await moveTransfer(deps, id);
    else if (write.status === "confirmed" || write.status === "failed")
      await settleTransferWrite(deps, write);
  }
  return stalled.length;
}
