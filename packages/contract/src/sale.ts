/**
 * Buying (spec §3 order state, §4 purchase states, §7 Discover and purchase): seat holds, price
 * quotes, reservations, payment and orders. Amounts are integers in minor units of `currency`.
 */
import { z } from "zod";
import { ZQtnrItemShown } from "./catalogue.ts";
import { NETWORKS } from "./enums.ts";
import { LIMITS } from "./limits.ts";
import { CURRENCY_CODES } from "./money.ts";

const ZInt = z.number().int();
/** One attendee's answers to the collection's questionnaire (checked by contract qtnr-rules). */
export const ZQtnrAnswers = z.record(z.string().max(LIMITS.defaultTextMaxLength), z.unknown());
const ZId = z.number().int().min(1).max(LIMITS.maxValue);
const ZCount = z.number().int().min(1).max(LIMITS.maxValue);
const ZCurrency = z.enum(CURRENCY_CODES);
/** The selection session of a seat hold, issued by the server on the first hold. */
const ZSeatReqId = z.string().regex(/^[\w-]{16,64}$/);

export const ORDER_STATUSES = [
  "RESERVED",
  "PAYING",
  "PAID",
  "ISSUED",
  "REFUNDING",
  "REFUNDED",
  "EXPIRED",
  "FAILED",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_LIST_STATUSES = ["confirming", "buy", "part-refund", "refunding", "refund"] as const;
export type OrderListStatus = (typeof ORDER_LIST_STATUSES)[number];
/**
 * What the customer's order list says: buy (paid) or refund (cancelled), spec §3; and, while the
 * provider's answer is awaited, confirming (a payment) or refunding — an order is never hidden
 * while money may have moved. A paid order some of whose tickets were cancelled is part-refund
 * (refunding while that refund waits for its answer). Reservations that were never paid are not listed.
 */
export function orderListStatus(
  status: OrderStatus,
  ticketRefunds: "none" | "refunding" | "refunded" = "none",
): OrderListStatus | null {
  switch (status) {
    case "PAYING":
      return "confirming";
    case "PAID":
    case "ISSUED":
      return ticketRefunds === "refunding"
        ? "refunding"
        : ticketRefunds === "refunded"
          ? "part-refund"
          : "buy";
    case "REFUNDING":
      return "refunding";
    case "REFUNDED":
      return "refund";
    case "RESERVED":
    case "EXPIRED":
    case "FAILED":
      return null;
    default: {
      const never: never = status;
      return never;
    }
  }
}

/**
 * Why an order was refunded: the customer cancelled it, or its payment was confirmed after the
 * order could no longer be fulfilled (its seats or stock were gone) and was given back in full.
 */
export const REFUND_REASONS = ["CUSTOMER", "UNFULFILLED", "EVENT_CANCELLED"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const PAYMENT_METHODS = ["CARD", "EASY_PAY"] as const;
/** How an order was paid: a card-style provider's methods, or a linked crypto wallet (XRP orders). */
export const ORDER_PAYMENT_METHODS = [...PAYMENT_METHODS, "WALLET"] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** One priced line of an order: a price of a group, how many, and the seats when seated. */
export interface OrderLine {
  priceId: number;
  name: string;
  unitPrice: number;
  count: number;
  seatIds: number[];
}
export interface OrderTaxItem {
  /** "platform" (the booking fee) or "etc". */
  type: "platform" | "etc";
  amount: number;
}

// ---- seats ----

/** GET /discover/seats/{placeId}/zone and /discover/seats/{placeId} query. */
export const ZSeatMapQuery = z.object({
  cltnId: z.coerce.number().int().min(1).max(LIMITS.maxValue),
  /** The date's id (cltnTimeId) — the spec's startDate names the date; both are accepted. */
  cltnTimeId: z.coerce.number().int().min(1).max(LIMITS.maxValue).optional(),
  startDate: z.string().max(40).optional(),
  /** A zone id: only that zone's seats. */
  parentId: z.coerce.number().int().min(1).max(LIMITS.maxValue).optional(),
});

export const ZSaleZone = z.object({
  id: ZInt,
  name: z.string(),
  color: z.string(),
  shape: z.object({ type: z.literal("polygon"), points: z.array(z.tuple([z.number(), z.number()])) }),
  /** The group selling this zone on the date, and its prices. */
  nftGroupId: ZInt.nullable(),
  total: ZInt,
  available: ZInt,
});
export const ZSaleZoneMap = z.object({
  placeId: ZInt,
  cltnTimeId: ZInt,
  width: ZInt,
  height: ZInt,
  zones: z.array(ZSaleZone),
});
export type TSaleZoneMap = z.infer<typeof ZSaleZoneMap>;

export const SEAT_STATES = ["AVAILABLE", "HELD", "MINE", "SOLD"] as const;
export const ZSaleSeat = z.object({
  id: ZInt,
  zoneId: ZInt,
  row: z.string(),
  number: ZInt,
  x: z.number(),
  y: z.number(),
  /** MINE: held by the asking customer's selection. */
  state: z.enum(SEAT_STATES),
});
export const ZSaleSeatMap = ZSaleZoneMap.extend({ seats: z.array(ZSaleSeat) });
export type TSaleSeatMap = z.infer<typeof ZSaleSeatMap>;
export type TSaleSeat = z.infer<typeof ZSaleSeat>;

/** PUT /discover/seats/reserve: the seats wanted now (replacing the selection's earlier ones). */
export const ZSeatReserveRequest = z.object({
  idList: z.array(ZId).min(1).max(LIMITS.unnamedLimit20),
  seatReqId: ZSeatReqId.optional(),
  cltnTimeId: ZId,
  nftGroupId: ZId,
});
export type TSeatReserveRequest = z.infer<typeof ZSeatReserveRequest>;
export const ZSeatReserveResponse = z.object({
  seatReqId: z.string(),
  idList: z.array(ZInt),
  endTime: z.string(),
});
export type TSeatReserveResponse = z.infer<typeof ZSeatReserveResponse>;
export const ZSeatClearRequest = z.object({ seatReqId: ZSeatReqId });
export const ZSeatTimeQuery = z.object({ seatReqId: ZSeatReqId });
export const ZSeatTimeResponse = z.object({ endTime: z.string(), seatIds: z.array(ZInt) });

// ---- prices and checks ----

/** POST /discover/nft_groups/price: what the customer picked, as they saw it. */
export const ZPriceQuoteRequest = z.object({
  priceUnit: ZCurrency,
  nftGroupId: ZId,
  list: z
    .array(z.object({ id: ZId, count: ZCount, price: z.number().int().min(0).max(LIMITS.maxMoney) }))
    .min(1)
    .max(LIMITS.unnamedLimit20),
  refCode: z.string().trim().max(LIMITS.defaultTextMaxLength).optional(),
});
export type TPriceQuoteRequest = z.infer<typeof ZPriceQuoteRequest>;

export const ZPriceQuote = z.object({
  currency: ZCurrency,
  lines: z.array(z.object({ priceId: ZInt, name: z.string(), unitPrice: ZInt, count: ZInt, amount: ZInt })),
  subtotal: ZInt,
  discount: ZInt,
  taxItems: z.array(z.object({ type: z.enum(["platform", "etc"]), amount: ZInt })),
  total: ZInt,
  ticketCount: ZInt,
  refCode: z.string().nullable(),
});
export type TPriceQuote = z.infer<typeof ZPriceQuote>;

/** POST /discover/payment/valid: products (groups) and counts, checked before paying. */
export const ZPaymentValidRequest = z
  .array(z.object({ id: ZId, count: ZCount }))
  .min(1)
  .max(20);
export const ZPaymentValidResponse = z.object({ ok: z.literal(true) });

/**
 * GET /discover/cltns/{id}/qtnr-template: the questionnaire the collection asks each attendee to
 * answer when buying (and when editing an order), or the default one (name and phone).
 */
export const ZCltnQtnrTemplate = z.object({
  id: ZInt.nullable(),
  name: z.string(),
  items: z.array(ZQtnrItemShown),
  /** The tokens wait for these answers before they can be used. */
  required: z.boolean(),
});
export type TCltnQtnrTemplate = z.infer<typeof ZCltnQtnrTemplate>;

// ---- reservation and payment ----

/** POST /discover/orders/reservation?nftGroupId (Idempotency-Key header). */
export const ZReservationQuery = z.object({
  nftGroupId: z.coerce.number().int().min(1).max(LIMITS.maxValue),
});
export const ZReservationRequest = ZPriceQuoteRequest.omit({ nftGroupId: true }).extend({
  /** The total the customer saw: any other amount is refused (5501). */
  amount: z.number().int().min(0).max(LIMITS.maxMoney),
  seatReqId: ZSeatReqId.optional(),
  /** Attendee answers, one per ticket, when the collection asks. */
  attendees: z.array(ZQtnrAnswers).max(LIMITS.unnamedLimit20).default([]),
  method: z.enum(PAYMENT_METHODS).default("CARD"),
});
export type TReservationRequest = z.input<typeof ZReservationRequest>;

export const ZCheckout = z.object({
  provider: z.string(),
  clientKey: z.string(),
  customerKey: z.string(),
  orderName: z.string(),
  /** The sandbox's own hosted page; Toss is opened by its SDK with the fields above. */
  checkoutUrl: z.string().nullable(),
  /** Toss: where its JS SDK loads from, and the `requestPayment` argument of the SDK. */
  sdkUrl: z.string().nullable(),
  sdkRequest: z.record(z.string(), z.unknown()).nullable(),
  successUrl: z.string(),
  failUrl: z.string(),
  /** An XRP order: what the linked wallet signs (null for a card payment). */
  wallet: z
    .object({
      network: z.enum(NETWORKS),
      chainId: ZInt,
      /** The payment contract (the merchant address shown to the customer). */
      contract: z.string(),
      /** The `bytes32` the order is paid under: the data of `pay(orderKey)`. */
      orderKey: z.string(),
      /** The amount in wei of the native currency (18 decimals), as a decimal string. */
      value: z.string(),
      /** The wallet linked to the account (lower case), which alone may pay; null: none yet. */
      payer: z.string().nullable(),
      /** The operator paused wallet payments: nothing can be signed now. */
      paused: z.boolean(),
      /** The chain's explorer, for the transaction's link after signing. */
      explorerUrl: z.string().nullable(),
    })
    .nullable()
    .default(null),
});
export const ZReservation = z.object({
  orderId: z.string(),
  amount: ZInt,
  currency: ZCurrency,
  expiresAt: z.string(),
  /** Null for a free order: it is paid at once. */
  checkout: ZCheckout.nullable(),
});
export type TReservation = z.infer<typeof ZReservation>;

/** POST /discover/orders/{id}/payment (Idempotency-Key header): what the provider returned. */
export const ZPaymentRequest = z.object({
  /** The card provider's payment key, or the wallet payment's transaction hash (0x + 64 hex). */
  paymentKey: z.string().min(1).max(200),
  amount: z.number().int().min(0).max(LIMITS.maxMoney),
});

/** GET /discover/orders/{id}/wallet: the linked wallet may pay now; amounts in wei (decimal strings). */
export const ZWalletPaymentCheck = z.object({ payer: z.string(), balance: z.string(), value: z.string() });
export type TWalletPaymentCheck = z.infer<typeof ZWalletPaymentCheck>;

// ---- orders ----

export const ZOrderSummary = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  listStatus: z.enum(ORDER_LIST_STATUSES).nullable(),
  cltnId: ZInt,
  cltnName: z.string(),
  cltnImage: z.string(),
  brandName: z.string(),
  startAt: z.string().nullable(),
  timeZone: z.string(),
  ticketCount: ZInt,
  currency: ZCurrency,
  amount: ZInt,
  createdAt: z.string(),
});
export type TOrderSummary = z.infer<typeof ZOrderSummary>;

/**
 * Where each ticket of an order is now, for its buyer: still theirs (HELD, ISSUING, LISTED,
 * SENDING), or gone (SENT to someone, RESOLD, USED at the door, REFUNDING while its refund waits
 * for the provider, REFUNDED, EXPIRED).
 */
export const ORDER_TICKET_STATES = [
  "ISSUING",
  "HELD",
  "LISTED",
  "SENDING",
  "SENT",
  "RESOLD",
  "USED",
  "REFUNDING",
  "REFUNDED",
  "EXPIRED",
] as const;
export type OrderTicketState = (typeof ORDER_TICKET_STATES)[number];

export const ZOrderTicket = z.object({
  nftId: ZInt,
  state: z.enum(ORDER_TICKET_STATES),
  /** Still its buyer's (they may open it, and change its attendee's answers). */
  held: z.boolean(),
  /** SENT: the name of whom it was sent to. */
  to: z.string().nullable(),
  /** Its buyer holds it, unused and not on its way anywhere: a cancellation could take it back. */
  refundable: z.boolean(),
});
export type TOrderTicket = z.infer<typeof ZOrderTicket>;

/** A refund of some of an order's tickets, and how far it got. */
export const ZTicketRefund = z.object({
  id: z.string(),
  nftIds: z.array(ZInt),
  status: z.enum(["REFUNDING", "REFUNDED", "REFUSED"]),
  amount: ZInt,
  fee: ZInt,
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
});
export type TTicketRefund = z.infer<typeof ZTicketRefund>;

/** POST /discover/orders/{id}/cancel: every ticket still held and refundable, or only `nftIds` of them. */
export const ZOrderCancelRequest = z
  .object({ nftIds: z.array(ZInt).min(1).max(LIMITS.unnamedLimit20).optional() })
  .default({});
export type TOrderCancelRequest = z.infer<typeof ZOrderCancelRequest>;

export const ZOrderDetail = ZOrderSummary.extend({
  lines: z.array(
    z.object({ priceId: ZInt, name: z.string(), unitPrice: ZInt, count: ZInt, seats: z.array(z.string()) }),
  ),
  subtotal: ZInt,
  discount: ZInt,
  taxItems: z.array(z.object({ type: z.enum(["platform", "etc"]), amount: ZInt })),
  refCode: z.string().nullable(),
  paymentMethod: z.enum(ORDER_PAYMENT_METHODS).nullable(),
  provider: z.string().nullable(),
  /** A wallet payment's paying wallet and transaction; null for a card payment. */
  walletPayment: z
    .object({ payer: z.string().nullable(), txHash: z.string().nullable() })
    .nullable()
    .default(null),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refundAmount: ZInt.nullable(),
  refundFee: ZInt.nullable(),
  refundReason: z.enum(REFUND_REASONS).nullable(),
  failure: z.string().nullable(),
  nftIds: z.array(ZInt),
  /** Each ticket of `nftIds` (same order) and where it went. */
  tickets: z.array(ZOrderTicket),
  attendees: z.array(z.record(z.string(), z.unknown())),
  /** Refunds of some of its tickets (the rest were sent, resold or used, or kept), oldest first. */
  ticketRefunds: z.array(ZTicketRefund).default([]),
  /**
   * Whether and for how much cancelling would take back `nftIds` now (spec §9, computed by contract
   * refund-rules): the tickets still held and refundable; `partial` when that is not the whole order.
   */
  refundQuote: z
    .object({
      refundable: z.boolean(),
      fee: ZInt,
      refund: ZInt,
      bookingFeeRefunded: z.boolean(),
      daysBefore: ZInt,
      rule: z.string(),
      nftIds: z.array(ZInt).default([]),
      partial: z.boolean().default(false),
    })
    .nullable(),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

export const ZOrderEditRequest = z.object({
  /** One per ticket, in order; null leaves that ticket's answers as they are (one no longer held). */
  attendees: z.array(ZQtnrAnswers.nullable()).min(1).max(LIMITS.unnamedLimit20),
});
