import type { NftStatus } from "@admit/contract/enums";
import type { OrderTicketState, TOrderTicket } from "@admit/contract/sale";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { listings, nftHistories, nfts, type orderRefunds, type orders } from "../../db/schema/index.ts";
import { holdsToken } from "../../policies/token-holder.ts";
import { RETURNABLE } from "./returnable.ts";

type Order = Pick<typeof orders.$inferSelect, "id" | "kind" | "listingId" | "status" | "userId">;

/**
 * The tokens an order bought, oldest first: a primary order's own; a resale's is the one its
 * listing sold (issued by an earlier order), once the order is paid.
 */
export async function orderTokenIds(db: Db | Tx, order: Order): Promise<number[]> {
  if (order.kind !== "RESALE") {
    const rows = await db
      .select({ id: nfts.id })
      .from(nfts)
      .where(eq(nfts.orderId, order.id))
      .orderBy(nfts.id);
    return rows.map((r) => r.id);
  }
  if (!order.listingId) return [];
  const [listing] = await db
    .select({ nftId: listings.nftId, status: listings.status, orderId: listings.orderId })
    .from(listings)
    .where(eq(listings.id, order.listingId));
  return listing?.status === "SOLD" && listing.orderId === order.id ? [listing.nftId] : [];
}

const HELD_STATE: Record<NftStatus, OrderTicketState> = {
  ISSUING: "ISSUING",
  ISSUE_FAIL: "ISSUING",
  FAIL: "ISSUING",
  QTNR_REQUIRED: "HELD",
  WAITING_WINNER: "HELD",
  ACTIVE: "HELD",
  USED: "USED",
  EXPIRED: "EXPIRED",
  SENDING: "SENDING",
  SEND_FAIL: "SENDING",
  SELL_REG: "LISTED",
  SELL_REG_FAIL: "LISTED",
  SELLING: "LISTED",
};

/**
 * Where each ticket of the order is now, for its buyer (in `ids` order): still theirs and in what
 * state, or how it left them — the last send or sale they made of it says to whom and how.
 */
export async function orderTickets(
  db: Db | Tx,
  order: Order,
  ids: number[],
  refunds: readonly Pick<typeof orderRefunds.$inferSelect, "nftIds" | "status">[] = [],
): Promise<TOrderTicket[]> {
  if (ids.length === 0) return [];
  const [tokens, moves] = await Promise.all([
    db
      .select({ id: nfts.id, ownerId: nfts.ownerId, status: nfts.status, useCnt: nfts.useCnt })
      .from(nfts)
      .where(inArray(nfts.id, ids)),
    db
      .select({ nftId: nftHistories.nftId, type: nftHistories.type, detail: nftHistories.detail })
      .from(nftHistories)
      .where(
        and(
          inArray(nftHistories.nftId, ids),
          inArray(nftHistories.type, ["SEND", "SELL"]),
          eq(nftHistories.actorId, order.userId),
        ),
      )
      .orderBy(desc(nftHistories.id)),
  ]);
  const refunded = order.status === "REFUNDING" || order.status === "REFUNDED";
  // Tickets refunded on their own, or being: the rest of the order stays paid.
  const refundOf = (nftId: number) =>
    refunds.find((r) => r.status !== "REFUSED" && r.nftIds.includes(nftId))?.status;
  return ids.flatMap((nftId) => {
    const token = tokens.find((t) => t.id === nftId);
    if (!token) return [];
    const held = holdsToken(order.userId, token);
    const lastMove = moves.find((m) => m.nftId === nftId);
    let state: OrderTicketState;
    let to: string | null = null;
    const ticketRefund = refundOf(nftId);
    if (ticketRefund && token.status === "EXPIRED")
      state = ticketRefund === "REFUNDING" ? "REFUNDING" : "REFUNDED";
    else if (refunded && token.status === "EXPIRED")
      state = order.status === "REFUNDING" ? "REFUNDING" : "REFUNDED";
    else if (held) state = token.useCnt > 0 ? "USED" : HELD_STATE[token.status];
    else if (lastMove?.type === "SELL") state = "RESOLD";
    else if (lastMove?.type === "SEND") {
      state = "SENT";
      to = typeof lastMove.detail.to === "string" ? lastMove.detail.to : null;
    } else state = "EXPIRED";
    // A resale purchase is final (order-refund.ts): its ticket is held, not refundable.
    const refundable =
      held &&
      order.kind !== "RESALE" &&
      !refunded &&
      token.useCnt === 0 &&
      (RETURNABLE as readonly string[]).includes(token.status);
    return [{ nftId, state, held, to, refundable }];
  });
}
