import { randomBytes } from "node:crypto";
import { CURRENCIES } from "@admit/contract/money";
import { DEFAULT_QTNR_ITEMS, type QtnrRuleItem, validateQtnr } from "@admit/contract/qtnr-rules";
import type { OrderPaymentMethod, PaymentMethod, TReservation } from "@admit/contract/sale";
import { and, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { findOrderByReservationKey } from "../../db/queries/orders.ts";
import { cltns, nftGroups, orders, qtnrTemplates, seatHolds, users } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { orderKey } from "../../integrations/chain/payments-contract.ts";
import { AppError } from "../../lib/app-error.ts";
import { orderOf } from "../../policies/order-owner.ts";
import { assertAdultBuyer } from "../identity/identity-checks.ts";
import { linkedWallet } from "../wallet-link/get-wallet-link.ts";
import { purchaseRoom } from "./purchase-room.ts";
import type { PriceSelection } from "./quote-price.ts";
import { quotePrice } from "./quote-price.ts";
import { releaseExpiredOrders } from "./release-orders.ts";
import { assertOnSale, holdMinutes, loadSaleGroup } from "./sale-group.ts";

export interface ReservationInput extends PriceSelection {
  nftGroupId: number;
  amount: number;
  seatReqId?: string | undefined;
  attendees: Record<string, unknown>[];
  method: PaymentMethod;
  /** POST /discover/payment/free: a total of 0 is what the customer means. */
  free?: boolean;
  /** Internal: the second try after releasing lapsed reservations. */
  retried?: boolean;
}

type UseCaseDeps = Pick<Deps, "db" | "config" | "payments" | "sale">;

/**
 * The attendee answers the collection asks for, one per ticket, by the rules of spec §5 — for a
 * first sale and a resale alike: a resold ticket's attendee is its new buyer.
 */
export async function checkedAttendees(
  db: Db,
  cltn: { qtnrTemplateId: number | null },
  attendees: Record<string, unknown>[],
  tickets: number,
) {
  if (!cltn.qtnrTemplateId) return [];
  const [template] = await db.select().from(qtnrTemplates).where(eq(qtnrTemplates.id, cltn.qtnrTemplateId));
  const items = (template?.items ?? DEFAULT_QTNR_ITEMS) as QtnrRuleItem[];
  if (attendees.length !== tickets)
    throw new AppError("VALIDATION", { field: "attendees", data: { expected: tickets } });
  return attendees.map((answers, index) => {
    const { errors, cleaned } = validateQtnr(items, answers);
    if (Object.keys(errors).length > 0)
      throw new AppError("VALIDATION", { field: `attendees.${index}`, data: { index, fields: errors } });
    return cleaned;
  });
}

/**
 * A new reservation means the customer is starting the payment again (after a declined card or a
 * checkout they left): their earlier unpaid reservations of the group end as FAILED, giving back
 * their stock and the seats of another selection. Otherwise a declined reservation counts against
 * the per-account limit until it lapses, and "retry" is refused for a customer buying up to it.
 * Seats of the same selection stay held: the new order takes them over.
 */
async function supersedeUnpaid(tx: Tx, userId: number, groupId: number, seatReqId: string | undefined) {
  const ended = await tx
    .update(orders)
    .set({ status: "FAILED", failure: "SUPERSEDED", updatedAt: sql`now()` })
    .where(
      and(
        orderOf(userId),
        eq(orders.nftGroupId, groupId),
        eq(orders.kind, "SALE"),
        eq(orders.status, "RESERVED"),
      ),
    )
    .returning({ id: orders.id, ticketCount: orders.ticketCount });
  if (ended.length === 0) return;
  const count = ended.reduce((n, o) => n + o.ticketCount, 0);
  await tx
    .update(nftGroups)
    .set({ reservedCnt: sql`greatest(${nftGroups.reservedCnt} - ${count}, 0)` })
    .where(eq(nftGroups.id, groupId));
  const ids = ended.map((o) => o.id);
  await tx
    .delete(seatHolds)
    .where(
      and(
        inArray(seatHolds.orderId, ids),
        isNull(seatHolds.soldAt),
        seatReqId ? ne(seatHolds.seatReqId, seatReqId) : undefined,
      ),
    );
}

/**
 * POST /discover/orders/reservation: checks the selection (sale period, price the customer saw,
 * the amount, per-account limit, attendee answers, the seat hold), takes the stock — or ties
 * the held seats to the order — until the payment deadline, and opens the provider's checkout.
 * With the same Idempotency-Key a second call answers the first reservation.
 */
export async function reserveOrder(
  deps: UseCaseDeps,
  userId: number,
  input: ReservationInput,
  idempotencyKey: string | undefined,
): Promise<TReservation> {
  const earlier = idempotencyKey && (await findOrderByReservationKey(deps.db, userId, idempotencyKey));
  if (earlier) return reservationOf(deps, userId, earlier);
  const sale = await loadSaleGroup(deps.db, input.nftGroupId);
  assertOnSale(sale);
  if (sale.cltn.isAdult) await assertAdultBuyer(deps.db, userId, sale.cltn.timeZone);
  const quote = await quotePrice(deps.db, sale, input);
  if (input.amount !== quote.total)
    throw new AppError("5501", { data: { reason: "amount", expected: quote.total } });
  if (quote.total === 0 && !input.free) throw new AppError("5501", { data: { reason: "free-order" } });
  const attendees = await checkedAttendees(deps.db, sale.cltn, input.attendees, quote.ticketCount);
  const seated = sale.group.zoneId !== null;
  if (seated && !input.seatReqId) throw new AppError("BAD_REQUEST", { data: { reason: "seats-required" } });

  const orderId = `ord_${randomBytes(12).toString("base64url")}`;
  const order = await deps.db.transaction(async (tx) => {
    // One purchase at a time per customer and group, so the per-account limit holds.
    await tx.execute(sql`select pg_advisory_xact_lock(${userId}, ${sale.group.id})`);
    await supersedeUnpaid(tx, userId, sale.group.id, input.seatReqId);
    const room = await purchaseRoom(tx, userId, sale);
    if (quote.ticketCount > room)
      throw new AppError(room === 0 ? "4504" : "PURCHASE_LIMIT", {
        data: { limit: sale.group.mintableCntPerWallet, count: room },
      });
    let expiresAt = new Date(Date.now() + holdMinutes(sale) * 60_000);
    const lines = quote.orderLines.map((l) => ({ ...l, seatIds: [] as number[] }));
    // The payment deadline is the seat hold's: it is never extended.
    if (seated)
      expiresAt =
        (await tieHeldSeats(tx, { orderId, userId, seatReqId: input.seatReqId as string }, lines)) ??
        expiresAt;
    if (!(await deps.sale.takeStock(tx, sale.group.id, quote.ticketCount))) return undefined;
    const [row] = await tx
      .insert(orders)
      .values({
        id: orderId,
        userId,
        cltnId: sale.cltn.id,
        cltnTimeId: sale.group.cltnTimeId,
        nftGroupId: sale.group.id,
        status: "RESERVED",
        currency: quote.currency,
        lines,
        taxItems: quote.taxItems,
        ticketCount: quote.ticketCount,
        subtotal: quote.subtotal,
        discount: quote.discount,
        bookingFee: quote.bookingFee,
        amount: quote.total,
        refCode: quote.refCode,
        affiliate: quote.affiliate,
        seatReqId: input.seatReqId ?? null,
        attendees,
        reservationKey: idempotencyKey ?? null,
        // An XRP order is paid by the linked wallet, on chain under its own key.
        ...(CURRENCIES[quote.currency].crypto
          ? { paymentMethod: "WALLET", provider: "wallet", walletKey: orderKey(orderId) }
          : { paymentMethod: input.method, provider: deps.payments.name }),
        expiresAt,
      })
      .returning();
    return row;
  });
  if (!order) {
    // The stock looked short: lapsed reservations may be holding it. Release them and try once more.
    if ((await releaseExpiredOrders(deps.db, sale.group.id)) > 0 && !input.retried)
      return reserveOrder(deps, userId, { ...input, retried: true }, idempotencyKey);
    const [g] = await deps.db.select().from(nftGroups).where(eq(nftGroups.id, sale.group.id));
    throw new AppError("4501", {
      data: { remaining: g ? Math.max(0, g.totalCnt - g.issuedCnt - g.reservedCnt) : 0 },
    });
  }
  return reservationOf(deps, userId, order);
}

/**
 * Ties the selection's live seat holds to the order and shares the seats out over its lines, in
 * seat order: PAYMENT_TIME_EXCEEDED when the holds ended, BAD_REQUEST when they are not one a
 * ticket. Answers when the holds end.
 */
async function tieHeldSeats(
  tx: Tx,
  hold: { orderId: string; userId: number; seatReqId: string },
  lines: { count: number; seatIds: number[] }[],
): Promise<Date | undefined> {
  const held = await tx
    .update(seatHolds)
    .set({ orderId: hold.orderId })
    .where(
      and(
        eq(seatHolds.seatReqId, hold.seatReqId),
        eq(seatHolds.userId, hold.userId),
        isNull(seatHolds.soldAt),
        gt(seatHolds.heldUntil, sql`now()`),
      ),
    )
    .returning({ seatId: seatHolds.seatId, heldUntil: seatHolds.heldUntil });
  if (held.length === 0) throw new AppError("PAYMENT_TIME_EXCEEDED");
  const ticketCount = lines.reduce((n, l) => n + l.count, 0);
  if (held.length !== ticketCount)
    throw new AppError("BAD_REQUEST", { data: { reason: "seat-count", seats: held.length } });
  const seatIds = held.map((h) => h.seatId).sort((a, b) => a - b);
  for (const line of lines) line.seatIds = seatIds.splice(0, line.count);
  return held[0]?.heldUntil;
}

/** The answer of a reservation: the order and what the browser needs to pay for it. */
export async function reservationOf(
  deps: Pick<Deps, "db" | "payments">,
  userId: number,
  order: typeof orders.$inferSelect,
): Promise<TReservation> {
  const base = {
    orderId: order.id,
    amount: order.amount,
    currency: order.currency,
    expiresAt: order.expiresAt.toISOString(),
  };
  if (order.amount === 0) return { ...base, checkout: null };
  const [user] = await deps.db
    .select({ customerKey: users.customerKey })
    .from(users)
    .where(eq(users.id, userId));
  const [cltn] = await deps.db.select({ name: cltns.name }).from(cltns).where(eq(cltns.id, order.cltnId));
  const orderName = orderNameOf(cltn?.name ?? "", order);
  // A resale is confirmed by its own call (POST /nfts/buy/payment): the result page is told which.
  const kind = order.kind === "RESALE" ? "&kind=resale" : "";
  const successUrl = `/pay/result/confirm?orderId=${order.id}${kind}`;
  const failUrl = `/pay/result/fail?orderId=${order.id}${kind}`;
  const session = await deps.payments.checkoutSession({
    orderId: order.id,
    amount: order.amount,
    currency: order.currency,
    orderName,
    customerKey: user?.customerKey ?? "ANONYMOUS",
    method: (order.paymentMethod as OrderPaymentMethod | null) ?? "CARD",
    successUrl,
    failUrl,
  });
  const wallet =
    session.provider === "wallet"
      ? {
          network: session.network,
          chainId: session.chainId,
          contract: session.contract,
          orderKey: session.orderKey,
          value: session.value.toString(),
          payer: (await linkedWallet(deps.db, userId)) ?? null,
          paused: session.paused,
          explorerUrl: session.explorerUrl,
        }
      : null;
  return {
    ...base,
    checkout: {
      provider: session.provider,
      clientKey: session.clientKey,
      customerKey: user?.customerKey ?? "ANONYMOUS",
      orderName,
      checkoutUrl: session.provider === "sandbox" ? session.checkoutUrl : null,
      sdkUrl: session.provider === "toss" ? session.sdkUrl : null,
      sdkRequest: session.provider === "toss" ? { ...session.request } : null,
      successUrl,
      failUrl,
      wallet,
    },
  };
}

/** What the customer sees on the provider's page: the event, the first price's name, the count. */
const orderNameOf = (cltnName: string, order: typeof orders.$inferSelect) => {
  const first = order.lines[0]?.name ?? "";
  const count = order.ticketCount > 1 ? ` ×${order.ticketCount}` : "";
  return `${cltnName} · ${first}${count}`.slice(0, 100);
};
