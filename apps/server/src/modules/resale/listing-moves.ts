import { formatMoney } from "@admit/contract/money";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import {
  chainWrites,
  cltns,
  heldCoupons,
  listings,
  nftGroups,
  nftHistories,
  nfts,
  orders,
  users,
} from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { ChainWrite } from "../../integrations/chain/outbox.ts";
import { ticketSoldMail } from "../../integrations/mail/templates/ticket-transfer.ts";
import { enqueueMail } from "../../jobs/mail-job.ts";
import { jobIdOf } from "../../jobs/queue.ts";
import { nameIn } from "../../lib/organiser-names.ts";
import { couponHeldBy, holdsToken, tokenHeldBy } from "../../policies/token-holder.ts";

export type ListingDeps = Pick<Deps, "db" | "issuer" | "queue" | "log" | "config" | "payments">;

/**
 * The three moves of a listed token, each one chain write through the outbox (once per listing and
 * kind, whatever the retries: its ref): into the platform's escrow when it is listed, back to the
 * seller when it is withdrawn, on to the buyer when it is sold.
 */
export type ListingMove = "escrow" | "return" | "sale";

const refOf = (listingId: number, move: ListingMove) => `listing:${listingId}:${move}`;
function parseRef(ref: string | null): { listingId: number; move: ListingMove } | undefined {
  const m = /^listing:(\d+):(escrow|return|sale)$/.exec(ref ?? "");
  return m ? { listingId: Number(m[1]), move: m[2] as ListingMove } : undefined;
}

/** What each move needs of its listing for the write still to be wanted. */
const WANTED: Record<ListingMove, (typeof listings.$inferSelect)["status"]> = {
  escrow: "REGISTERING",
  return: "WITHDRAWN",
  sale: "SOLD",
};

/**
 * Sends one move of a listing's token to the chain and records what it said. A token never
 * recorded on chain moves in the database alone. The escrow move that cannot even be stored fails
 * the listing (SELL_REG_FAIL: retry or cancel); a return or a sale is retried by the chain watch
 * (resumeListingMoves) until it is done — the seller and the buyer are owed them.
 */
export async function moveListing(deps: ListingDeps, listingId: number, move: ListingMove): Promise<void> {
  const [listing] = await deps.db.select().from(listings).where(eq(listings.id, listingId));
  if (!listing || listing.status !== WANTED[move]) return;
  if (move === "sale" && !listing.buyerId) return;
  try {
    const outcome = await deps.issuer.move({
      nftId: listing.nftId,
      from: move === "escrow" ? listing.sellerId : "escrow",
      to: move === "escrow" ? "escrow" : move === "return" ? listing.sellerId : (listing.buyerId as number),
      ref: refOf(listingId, move),
      guard: async (tx) => {
        const [now] = await tx
          .select({ status: listings.status })
          .from(listings)
          .where(eq(listings.id, listingId))
          .for("share");
        return now?.status === WANTED[move] ? undefined : `the listing is ${now?.status ?? "gone"}`;
      },
    });
    if (outcome.kind === "unrecorded") return await settleMove(deps, listingId, move, "confirmed", null);
    await settleWrite(deps, outcome.write);
  } catch (err) {
    deps.log.warn({ err, listingId, move }, "a listing's move could not be sent to the chain");
    if (move === "escrow") await settleMove(deps, listingId, move, "failed", null);
  }
}

async function settleWrite(deps: ListingDeps, write: ChainWrite): Promise<void> {
  const parsed = write.kind === "transfer" ? parseRef(write.ref) : undefined;
  if (!parsed) return;
  if (write.status === "confirmed")
    await settleMove(deps, parsed.listingId, parsed.move, "confirmed", write.txHash);
  else if (write.status === "failed")
    await settleMove(deps, parsed.listingId, parsed.move, "failed", write.txHash);
}

/** The chain watch's answer for listing moves (workers/chain-watch.ts). */
export async function settleListingWrites(deps: ListingDeps, writes: ChainWrite[]): Promise<void> {
  for (const write of writes) await settleWrite(deps, write);
}

/** What a settled move means for the listing and its token; once only (each update checks the state it leaves). */
async function settleMove(
  deps: ListingDeps,
  listingId: number,
  move: ListingMove,
  outcome: "confirmed" | "failed",
  txHash: string | null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [listing] = await tx.select().from(listings).where(eq(listings.id, listingId)).for("update");
    if (!listing) return;
    const onChain = txHash ? { txHash } : {};
    if (move === "escrow") {
      const next = outcome === "confirmed" ? "LISTED" : "FAILED";
      const [done] = await tx
        .update(listings)
        .set({ status: next, updatedAt: sql`now()` })
        .where(and(eq(listings.id, listingId), eq(listings.status, "REGISTERING")))
        .returning({ id: listings.id });
      if (!done) return;
      await tx
        .update(nfts)
        .set({ status: outcome === "confirmed" ? "SELLING" : "SELL_REG_FAIL", updatedAt: sql`now()` })
        .where(and(eq(nfts.id, listing.nftId), eq(nfts.status, "SELL_REG")));
      if (outcome === "confirmed")
        await tx.insert(nftHistories).values({
          nftId: listing.nftId,
          type: "SELL_REG",
          actorId: listing.sellerId,
          detail: { listingId, price: listing.price, currency: listing.currency, ...onChain },
        });
      return;
    }
    if (outcome === "failed") return; // a return or a sale is tried again by the watch
    if (move === "return") {
      if (listing.status !== "WITHDRAWN") return;
      await tx
        .update(nfts)
        .set({ status: "ACTIVE", updatedAt: sql`now()` })
        .where(and(eq(nfts.id, listing.nftId), eq(nfts.status, "SELLING"), tokenHeldBy(listing.sellerId)));
      return;
    }
    if (listing.status !== "SOLD" || !listing.buyerId) return;
    await deliver(tx, listing, txHash);
  });
}

/**
 * A sold token is the buyer's, with the attendee answers they gave (or waiting for them), its
 * coupons theirs, SELL in its history, the order ISSUED. Once: while the token is ISSUING — or,
 * for one that became usable another way (its mint landed before its move, before issuing left
 * resold tokens alone), while its order is still PAID.
 */
async function deliver(tx: Tx, listing: typeof listings.$inferSelect, txHash: string | null) {
  const buyerId = listing.buyerId as number;
  const [row] = await tx
    .select({ status: nfts.status, ownerId: nfts.ownerId, qtnrRequired: cltns.qtnrRequired })
    .from(nfts)
    .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
    .where(eq(nfts.id, listing.nftId))
    .for("no key update", { of: nfts });
  if (!row || !holdsToken(buyerId, row)) return;
  // The buyer's answers, given when they bought it (as in a first sale); the seller's stay behind.
  const [order] = listing.orderId
    ? await tx
        .select({ attendees: orders.attendees, status: orders.status })
        .from(orders)
        .where(eq(orders.id, listing.orderId))
    : [];
  const elsewhere = DELIVERED_ELSEWHERE.has(row.status) && order?.status === "PAID";
  if (row.status !== "ISSUING" && !elsewhere) return;
  const answers = order?.attendees[0] ?? null;
  if (row.status === "ISSUING")
    await tx
      .update(nfts)
      .set({
        status: row.qtnrRequired && !answers ? "QTNR_REQUIRED" : "ACTIVE",
        qtnrInfo: answers,
        updatedAt: sql`now()`,
      })
      .where(eq(nfts.id, listing.nftId));
  await tx
    .update(heldCoupons)
    .set({ ownerId: buyerId })
    .where(and(eq(heldCoupons.nftId, listing.nftId), couponHeldBy(listing.sellerId)));
  const people = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [listing.sellerId, buyerId]));
  await tx.insert(nftHistories).values({
    nftId: listing.nftId,
    type: "SELL",
    actorId: listing.sellerId,
    detail: {
      listingId: listing.id,
      price: listing.price,
      currency: listing.currency,
      from: people.find((p) => p.id === listing.sellerId)?.name ?? null,
      to: people.find((p) => p.id === buyerId)?.name ?? null,
      ...(txHash ? { txHash } : {}),
    },
  });
  // The resale order (the purchase module's) is fulfilled once its token is the buyer's.
  if (listing.orderId)
    await tx
      .update(orders)
      .set({ status: "ISSUED", issuedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, listing.orderId), eq(orders.status, "PAID")));
}

/** What a resold token that reached its buyer outside its move may be (resumeListingMoves asks the same). */
const DELIVERED_ELSEWHERE = new Set<string>(["ACTIVE", "QTNR_REQUIRED"]);

/**
 * Listing moves left half-way by a crash, a lost answer or a refusal (older than `olderThanMs`):
 * a registration, a withdrawal or a sale whose write settled is settled, one with no write (or a
 * failed return or sale) is sent again. Run by the chain watch; answers how many it looked at.
 */
export async function resumeListingMoves(deps: ListingDeps, olderThanMs = 15_000): Promise<number> {
  const before = new Date(Date.now() - olderThanMs);
  const stalled = await deps.db
    .select({ id: listings.id, status: listings.status, nftStatus: nfts.status })
    .from(listings)
    .innerJoin(nfts, eq(nfts.id, listings.nftId))
    .where(
      and(
        lt(listings.updatedAt, before),
        sql`(${listings.status} = 'REGISTERING'
          or (${listings.status} = 'WITHDRAWN' and ${nfts.status} = 'SELLING')
          or (${listings.status} = 'SOLD' and (${nfts.status} = 'ISSUING'
            or (${nfts.status} in ('ACTIVE', 'QTNR_REQUIRED') and ${tokenHeldBy(listings.buyerId)}
              and exists (select 1 from ${orders} where ${orders.id} = ${listings.orderId} and ${orders.status} = 'PAID')))))`,
      ),
    )
    .orderBy(listings.id)
    .limit(200);
  for (const { id, status, nftStatus } of stalled) {
    // Sold, and the token already the buyer's (it reached them another way): its order is settled.
    if (status === "SOLD" && nftStatus !== "ISSUING") {
      await settleMove(deps, id, "sale", "confirmed", null);
      continue;
    }
    const move: ListingMove =
      status === "REGISTERING" ? "escrow" : status === "WITHDRAWN" ? "return" : "sale";
    const [write] = await deps.db
      .select()
      .from(chainWrites)
      .where(eq(chainWrites.ref, refOf(id, move)))
      .orderBy(desc(chainWrites.id))
      .limit(1);
    if (!write || (write.status === "failed" && move !== "escrow")) await moveListing(deps, id, move);
    else if (write.status === "confirmed" || write.status === "failed") await settleWrite(deps, write);
  }
  return stalled.length;
}

/** The seller's mail of a sale (once per listing: its job id), in their language. */
export async function mailSale(deps: ListingDeps, listingId: number): Promise<void> {
  const [row] = await deps.db
    .select({ listing: listings, seller: users, ticket: { name: nfts.name, names: nftGroups.names } })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .innerJoin(nfts, eq(nfts.id, listings.nftId))
    .leftJoin(nftGroups, eq(nftGroups.id, nfts.nftGroupId))
    .where(and(eq(listings.id, listingId), eq(listings.status, "SOLD")));
  if (!row?.listing.buyerId) return;
  const [buyer] = await deps.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, row.listing.buyerId));
  const lang = row.seller.language;
  const mail = ticketSoldMail({
    to: row.seller.email,
    lang,
    sender: buyer?.name ?? "",
    ticket: nameIn(row.ticket, lang),
    link: `${deps.config.publicUrl.replace(/\/$/, "")}/profile/sales`,
    price: formatMoney(row.listing.price, row.listing.currency, lang),
    net: formatMoney(row.listing.net, row.listing.currency, lang),
  });
  await enqueueMail(deps.queue, mail, undefined, jobIdOf("ticket-sold-mail", String(listingId)));
}
