import type { Language } from "@admit/contract/i18n";
import { orderListStatus, type TOrderDetail, type TOrderSummary } from "@admit/contract/sale";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPerDb } from "../../db/prepared.ts";
import {
  brands,
  cltns,
  cltnTimes,
  nftGroupPrices,
  nftGroups,
  nfts,
  orderRefunds,
  orders,
  placeZones,
  seats,
  users,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { cltnNameIn, nameIn, seatLabel } from "../../lib/organiser-names.ts";
import { orderOf } from "../../policies/order-owner.ts";
import { refundQuoteOf } from "./order-refund.ts";
import { orderTickets, orderTokenIds } from "./order-tickets.ts";
import { refundedSoFar, ticketRefundsOf, ticketRefundView } from "./refund-tickets.ts";

function selectOrders(db: Db) {
  return db
    .select({
      order: orders,
      cltn: cltns,
      brandName: brands.name,
      brandNames: brands.names,
      time: cltnTimes,
      // Whether some of its tickets were refunded, or are being (the list says so).
      ticketRefunds: sql<"none" | "refunding" | "refunded">`coalesce((
        select case when bool_or(r.status = 'REFUNDING') then 'refunding'
                    when bool_or(r.status = 'REFUNDED') then 'refunded' end
        from ${orderRefunds} r where r.order_id = ${orders.id}), 'none')`,
    })
    .from(orders)
    .innerJoin(cltns, eq(cltns.id, orders.cltnId))
    .innerJoin(brands, eq(brands.id, cltns.brandId))
    .leftJoin(cltnTimes, eq(cltnTimes.id, orders.cltnTimeId))
    .$dynamic();
}
type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

const ph = sql.placeholder;
/** The order pages' lookups, prepared: a customer opens them again and again after buying. */
const orderQueries = preparedPerDb((db: Db) => ({
  list: selectOrders(db)
    .where(
      and(
        orderOf(ph("userId")),
        inArray(orders.status, ["PAYING", "PAID", "ISSUED", "REFUNDING", "REFUNDED"]),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(200)
    .prepare("orders_of_user"),
  one: selectOrders(db)
    .where(and(eq(orders.id, ph("id")), orderOf(ph("userId"))))
    .prepare("order_of_user"),
  seats: db
    .select({
      id: seats.id,
      row: seats.row,
      number: seats.number,
      zone: placeZones.name,
      zoneNames: placeZones.names,
    })
    .from(seats)
    .innerJoin(placeZones, eq(placeZones.id, seats.zoneId))
    .where(sql`${seats.id} = any(${ph("ids")}::int[])`)
    .prepare("order_seats"),
  tokens: db
    .select({ id: nfts.id })
    .from(nfts)
    .where(eq(nfts.orderId, ph("orderId")))
    .orderBy(nfts.id)
    .prepare("order_tokens"),
}));

/** An order as its customer reads it: the organiser's names in `lang`, else their own. */
const summaryOf = (
  { order, cltn, brandName, brandNames, time, ticketRefunds }: OrderRow,
  lang: Language,
): TOrderSummary => ({
  id: order.id,
  status: order.status,
  listStatus: orderListStatus(order.status, ticketRefunds),
  cltnId: cltn.id,
  cltnName: cltnNameIn(cltn, lang),
  cltnImage: cltn.image,
  brandName: nameIn({ name: brandName, names: brandNames }, lang),
  startAt: time?.startAt.toISOString() ?? null,
  timeZone: cltn.timeZone,
  ticketCount: order.ticketCount,
  currency: order.currency,
  amount: order.amount,
  createdAt: order.createdAt.toISOString(),
});

/**
 * The customer's orders whose money moved or may have, newest first (the order history,
 * /profile/orders): paid and refunded ones, and those waiting for the provider's answer.
 */
export async function listOrders(db: Db, userId: number, lang: Language): Promise<TOrderSummary[]> {
  const rows = await orderQueries(db).list.execute({ userId });
  return rows.map((row) => summaryOf(row, lang));
}

async function languageOf(db: Db, userId: number): Promise<Language> {
  const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return user?.language ?? "en";
}

/**
 * The names of an order's lines in `lang`: each price's, or for a resale (its one line has no
 * price of its own) its ticket type's; a line's saved name when the organiser gave none.
 */
async function lineNamesIn(db: Db, order: OrderRow["order"], lang: Language): Promise<Map<number, string>> {
  const priceIds = order.lines.map((l) => l.priceId).filter((id) => id > 0);
  const [prices, [group]] = await Promise.all([
    priceIds.length
      ? db
          .select({ id: nftGroupPrices.id, names: nftGroupPrices.names })
          .from(nftGroupPrices)
          .where(inArray(nftGroupPrices.id, priceIds))
      : Promise.resolve([]),
    db.select({ names: nftGroups.names }).from(nftGroups).where(eq(nftGroups.id, order.nftGroupId)),
  ]);
  return new Map(
    order.lines.map((l) => {
      const names = l.priceId > 0 ? prices.find((p) => p.id === l.priceId)?.names : group?.names;
      return [l.priceId, nameIn({ name: l.name, names: names ?? null }, lang)];
    }),
  );
}

/**
 * One of the customer's orders with its lines, seats, tokens — each with where it went — its
 * refunds of some tickets, and what cancelling the tickets still held and refundable would cost
 * now (those tickets named; nothing when none is left to cancel).
 */
export async function getOrder(
  db: Db,
  userId: number,
  orderId: string,
  reader?: Language,
): Promise<TOrderDetail> {
  const q = orderQueries(db);
  // The tokens are asked beside the order (its id is known); they count only if the order is the customer's.
  const [[row], tokens, refunds] = await Promise.all([
    q.one.execute({ id: orderId, userId }),
    q.tokens.execute({ orderId }),
    ticketRefundsOf(db, orderId),
  ]);
  if (!row) throw new AppError("4505");
  const { order } = row;
  // The request's language; a payment's or a refund's answer is read in the customer's own.
  const lang = reader ?? (await languageOf(db, userId));
  const seatIds = order.lines.flatMap((l) => l.seatIds);
  const [seatRows, lineNames] = await Promise.all([
    seatIds.length ? q.seats.execute({ ids: seatIds }) : Promise.resolve([]),
    lineNamesIn(db, order, lang),
  ]);
  const seatName = new Map(seatRows.map((s) => [s.id, seatLabel(s, lang)]));
  // A resale's ticket was issued by an earlier order: its listing names it.
  const nftIds = order.kind === "RESALE" ? await orderTokenIds(db, order) : tokens.map((t) => t.id);
  const tickets = await orderTickets(db, order, nftIds, refunds);
  const cancellable = tickets.filter((t) => t.refundable).map((t) => t.nftId);
  const positions = cancellable.map((id) => nftIds.indexOf(id));
  const quote =
    cancellable.length > 0
      ? refundQuoteOf(order, row.cltn, row.time, new Date(), positions, order.amount - refundedSoFar(refunds))
      : refundQuoteOf(order, row.cltn, row.time);
  return {
    ...summaryOf(row, lang),
    lines: order.lines.map((l) => ({
      priceId: l.priceId,
      name: lineNames.get(l.priceId) ?? l.name,
      unitPrice: l.unitPrice,
      count: l.count,
      seats: l.seatIds.map((id) => seatName.get(id) ?? String(id)),
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    taxItems: order.taxItems,
    refCode: order.refCode,
    paymentMethod: (order.paymentMethod as TOrderDetail["paymentMethod"]) ?? null,
    walletPayment: order.provider === "wallet" ? { payer: order.payer, txHash: order.paymentKey } : null,
    provider: order.provider,
    expiresAt: order.expiresAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    refundAmount: order.refundAmount,
    refundFee: order.refundFee,
    refundReason: order.refundReason,
    failure: order.failure,
    nftIds,
    tickets,
    attendees: order.attendees,
    ticketRefunds: refunds.map(ticketRefundView),
    refundQuote: !quote
      ? null
      : quote.refundable && cancellable.length === 0
        ? {
            ...quote,
            refundable: false,
            fee: 0,
            refund: 0,
            bookingFeeRefunded: false,
            rule: "tickets-moved",
            nftIds: [],
            partial: false,
          }
        : {
            ...quote,
            nftIds: quote.refundable ? cancellable : [],
            partial: cancellable.length < nftIds.length,
          },
  };
}
