import type { Network } from "@admit/contract/enums";
import { CURRENCIES, type Currency } from "@admit/contract/money";
import { type OrderPaymentMethod, PAYMENT_METHODS } from "@admit/contract/sale";

/**
 * The card-payment port (spec §1 "a card-style provider, a wallet-style payment option"): the
 * browser pays on the provider's page, comes back to `successUrl` with `paymentKey`, `orderId` and
 * `amount`, and the server confirms; only a confirmed payment has charged anyone.
 * Adapters: `sandbox` (our own hosted page, the default) and `toss` (Toss Payments API v1); XRP
 * orders go to `wallet` (a linked crypto wallet pays our contract on chain; payment-router.ts).
 */
export interface PaymentProvider {
  readonly name: "sandbox" | "toss" | "wallet";
  /** What the browser needs to start paying for one order. Nothing is charged yet. */
  checkoutSession(input: CheckoutInput): Promise<CheckoutSession>;
  /**
   * Charges an authorised payment, once: `amount` must be what the customer approved (the
   * server's own total, never the one in the success URL). Retrying with the same
   * `idempotencyKey` answers the first result instead of charging again.
   * @throws PaymentError
   */
  confirm(input: ConfirmInput): Promise<ConfirmedPayment>;
  /**
   * Refunds all that is left of a confirmed payment, or `amount` of it. Retrying with the
   * same `idempotencyKey` answers the first result instead of refunding again.
   * @throws PaymentError
   */
  cancel(input: CancelInput): Promise<CanceledPayment>;
  /**
   * What the provider holds for one of our orders, asked when our own record of a confirm or a
   * refund was lost (a crash, a timeout): whether it was charged, and how much is still charged.
   * @throws PaymentError (PROVIDER_UNAVAILABLE when it cannot tell now)
   */
  lookup(orderId: string): Promise<PaymentState>;
}

/**
 * An order's payment at the provider. NOT_CONFIRMED: nothing was charged (no payment, a page
 * still open, an approval never confirmed, declined or expired). Otherwise it was charged, and
 * `balanceAmount` is what is still charged after refunds.
 */
export type PaymentState =
  | { status: "NOT_CONFIRMED" }
  | {
      status: "DONE" | "PARTIAL_CANCELED" | "CANCELED";
      paymentKey: string;
      amount: number;
      balanceAmount: number;
      method: OrderPaymentMethod;
      approvedAt: Date;
    };

export interface CheckoutInput {
  /** Our order's id at the provider: 6–64 of A–Z a–z 0–9 - _ ; one paid payment per orderId. */
  orderId: string;
  /** Integer minor units of `currency`, computed by the server. */
  amount: number;
  currency: Currency;
  /** What the customer sees on the provider's page, at most 100 characters. */
  orderName: string;
  /** A random, stable id of the customer (never the e-mail or the user id), or "ANONYMOUS". */
  customerKey: string;
  method: OrderPaymentMethod;
  /**
   * Where the browser goes after approving / after failing: a path of this app ("/pay/result/success")
   * or a URL on PUBLIC_URL; anything else is refused (no open redirect).
   */
  successUrl: string;
  failUrl: string;
}

export type CheckoutSession =
  | {
      provider: "sandbox";
      clientKey: string;
      /** Our hosted checkout page, a path on this app's own origin: navigate the browser there. */
      checkoutUrl: string;
    }
  | {
      provider: "toss";
      clientKey: string;
      /**
       * The arguments of the Toss JS SDK v2: `TossPayments(clientKey).payment({ customerKey })
       * .requestPayment(request)`.
       */
      customerKey: string;
      request: TossPaymentRequest;
      /** Where the browser loads the SDK from. */
      sdkUrl: string;
    }
  | {
      provider: "wallet";
      clientKey: "";
      /** The linked wallet calls `pay(orderKey)` on `contract` with `value` wei. */
      network: Network;
      chainId: number;
      contract: string;
      orderKey: string;
      value: bigint;
      paused: boolean;
      explorerUrl: string | null;
    };

export interface TossPaymentRequest {
  method: "CARD";
  amount: { currency: "KRW"; value: number };
  orderId: string;
  orderName: string;
  successUrl: string;
  failUrl: string;
  /** Easy pay opens the wallet's window directly (Toss takes it as a card payment). */
  card?: { flowMode: "DIRECT"; easyPay: "TOSSPAY" };
}

export interface ConfirmInput {
  /** From the success URL. */
  paymentKey: string;
  orderId: string;
  amount: number;
  /** Unique per confirmation (e.g. `confirm-${paymentKey}`), at most 300 characters. */
  idempotencyKey: string;
}

export interface ConfirmedPayment {
  paymentKey: string;
  orderId: string;
  amount: number;
  method: OrderPaymentMethod;
  approvedAt: Date;
  status: "DONE";
}

export interface CancelInput {
  paymentKey: string;
  /** Shown to the customer and in the provider's records, at most 200 characters. */
  reason: string;
  /** Minor units to refund; omitted, everything not refunded yet. */
  amount?: number;
  /** Unique per refund (e.g. the refund row's id), at most 300 characters. */
  idempotencyKey: string;
}

export interface CanceledPayment {
  paymentKey: string;
  /** What this cancel refunded. */
  cancelledAmount: number;
  /** What is left to refund afterwards. */
  balanceAmount: number;
  status: "CANCELED" | "PARTIAL_CANCELED";
  canceledAt: Date;
}

export const PAYMENT_ERROR_CODES = [
  /** The input is not acceptable (a foreign return URL, a bad customerKey, a non-positive amount…). */
  "INVALID_REQUEST",
  /** The card or wallet refused the charge. */
  "DECLINED",
  /** The amount differs from the approved one: nothing was charged. */
  "AMOUNT_MISMATCH",
  /** No such payment (or not of this orderId). */
  "NOT_FOUND",
  /** Confirmed already (by another idempotency key), refunded already, or the orderId is paid. */
  "ALREADY_PROCESSED",
  /** More than is left to refund, or a payment that was never confirmed. */
  "NOT_CANCELABLE",
  /** Authorised too long ago: the customer must pay again. */
  "EXPIRED",
  /** The idempotency key was used before for another request. */
  "IDEMPOTENCY_CONFLICT",
  /** Timeout, network failure or the provider's own error: the outcome is unknown; retry with the same key. */
  "PROVIDER_UNAVAILABLE",
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

/** A payment refused or not done; `providerCode` is the provider's own code, for the logs. */
export class PaymentError extends Error {
  readonly code: PaymentErrorCode;
  readonly providerCode?: string;

  constructor(code: PaymentErrorCode, message: string, providerCode?: string) {
    super(message);
    this.name = "PaymentError";
    this.code = code;
    this.providerCode = providerCode;
  }
}

/**
 * The failUrl's `code` in our words: the sandbox sends DECLINED, USER_CANCEL or EXPIRED; Toss
 * sends its own (PAY_PROCESS_CANCELED, REJECT_CARD_COMPANY…).
 */
export function checkoutFailureOf(code: string | undefined): "USER_CANCEL" | "DECLINED" | "FAILED" {
  if (code === "USER_CANCEL" || code === "PAY_PROCESS_CANCELED") return "USER_CANCEL";
  if (code === "DECLINED" || code?.startsWith("REJECT_") || code?.startsWith("INVALID_")) return "DECLINED";
  return "FAILED";
}

const ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;
const CUSTOMER_KEY = /^[A-Za-z0-9\-_=.@]{2,50}$/;
const MAX_URL = 2048;
/** Toss's own limit on idempotency keys. */
const MAX_IDEMPOTENCY_KEY = 300;

const invalid = (message: string) => new PaymentError("INVALID_REQUEST", message);

/**
 * A return URL of this app: a path ("/pay/result/success?x=1") or an absolute URL on `publicUrl`'s
 * origin. Answers it unchanged, or throws INVALID_REQUEST for anything that could leave the site
 * ("//evil.test", "/\\evil.test", "https://evil.test", "javascript:…").
 */
export function sameSiteReturnUrl(value: string, publicUrl: string, field: string): string {
  const origin = new URL(publicUrl).origin;
  // Whitespace, control characters and backslashes are how browsers get talked into another host;
  // our own return URLs are plain (percent-encoded) ASCII.
  if (value.length === 0 || value.length > MAX_URL || /[^\x21-\x7e]|\\/.test(value)) {
    throw invalid(`${field} is not a URL of this site`);
  }
  const relative = value.startsWith("/") && !value.startsWith("//");
  let url: URL;
  try {
    url = relative ? new URL(value, origin) : new URL(value);
  } catch {
    throw invalid(`${field} is not a URL of this site`);
  }
  if (url.origin !== origin || url.username || url.password)
    throw invalid(`${field} is not a URL of this site`);
  return value;
}

/** `url` (a path or an absolute URL) with `params` added to its query. */
export function withQuery(url: string, params: Record<string, string>): string {
  const relative = url.startsWith("/");
  const parsed = new URL(url, "http://relative.invalid");
  for (const [name, value] of Object.entries(params)) parsed.searchParams.set(name, value);
  return relative ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}

/** The checks every adapter makes before opening a checkout; answers the input unchanged. */
export function validCheckoutInput(input: CheckoutInput, publicUrl: string): CheckoutInput {
  if (!ORDER_ID.test(input.orderId)) throw invalid("orderId must be 6-64 of A-Z a-z 0-9 - _");
  if (!Object.hasOwn(CURRENCIES, input.currency)) throw invalid("currency is not supported");
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw invalid("amount must be a positive integer");
  const orderName = input.orderName.trim();
  if (orderName.length === 0 || input.orderName.length > 100)
    throw invalid("orderName must be 1-100 characters");
  if (!CUSTOMER_KEY.test(input.customerKey)) {
    throw invalid("customerKey must be 2-50 of A-Z a-z 0-9 - _ = . @");
  }
  if (!(PAYMENT_METHODS as readonly string[]).includes(input.method))
    throw invalid("method is not supported");
  sameSiteReturnUrl(input.successUrl, publicUrl, "successUrl");
  sameSiteReturnUrl(input.failUrl, publicUrl, "failUrl");
  return input;
}

export function validIdempotencyKey(key: string): string {
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY || /[^\x21-\x7e]/.test(key)) {
    throw invalid("idempotencyKey must be 1-300 visible ASCII characters");
  }
  return key;
}

export function validCancelInput(input: CancelInput): CancelInput {
  validIdempotencyKey(input.idempotencyKey);
  if (input.reason.trim().length === 0 || input.reason.length > 200)
    throw invalid("reason must be 1-200 characters");
  if (input.amount !== undefined && (!Number.isSafeInteger(input.amount) || input.amount <= 0)) {
    throw invalid("amount must be a positive integer");
  }
  return input;
}

export function validConfirmInput(input: ConfirmInput): ConfirmInput {
  validIdempotencyKey(input.idempotencyKey);
  if (input.paymentKey.length === 0 || input.paymentKey.length > 200)
    throw invalid("paymentKey is not valid");
  if (!ORDER_ID.test(input.orderId)) throw invalid("orderId must be 6-64 of A-Z a-z 0-9 - _");
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw invalid("amount must be a positive integer");
  return input;
}
