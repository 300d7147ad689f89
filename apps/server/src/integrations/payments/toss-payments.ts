import type { PaymentMethod } from "@admit/contract/sale";
import {
  type CanceledPayment,
  type ConfirmedPayment,
  PaymentError,
  type PaymentErrorCode,
  type PaymentProvider,
  type PaymentState,
  validCancelInput,
  validCheckoutInput,
  validConfirmInput,
} from "./payment-provider.ts";

export interface TossSettings {
  /** The API-key pair of the Toss developer centre ("API 개별 연동 키"): test_ck_/test_sk_ or live_. */
  clientKey: string;
  secretKey: string;
  /** https://api.tosspayments.com (tests point it at a local double). */
  apiBase: string;
  /** Where the browser loads the JS SDK v2 ("standard") from, handed out with each checkout. */
  sdkUrl: string;
  /** Relative return URLs are made absolute on it; Toss takes only absolute ones. */
  publicUrl: string;
  /** How long one call may take before it counts as PROVIDER_UNAVAILABLE. */
  timeoutMs?: number;
}

export interface TossPayments extends PaymentProvider {
  readonly name: "toss";
}

/** A call's input, for the calls written as functions of this module. */
type In<K extends "checkoutSession" | "confirm" | "cancel"> = Parameters<TossPayments[K]>[0];

/** The parts of Toss's Payment object we read. */
interface TossPayment {
  paymentKey: string;
  orderId: string;
  status: string;
  method?: string | null;
  easyPay?: unknown;
  totalAmount: number;
  balanceAmount: number;
  approvedAt?: string | null;
  lastTransactionKey?: string | null;
  cancels?: { cancelAmount: number; canceledAt: string; transactionKey?: string }[] | null;
}

/** Toss's error codes (docs.tosspayments.com/reference/error-codes) in our words. */
const ERROR_CODES: Record<string, PaymentErrorCode> = {
  ALREADY_PROCESSED_PAYMENT: "ALREADY_PROCESSED",
  ALREADY_CANCELED_PAYMENT: "ALREADY_PROCESSED",
  ALREADY_REFUND_PAYMENT: "ALREADY_PROCESSED",
  DUPLICATED_ORDER_ID: "ALREADY_PROCESSED",
  NOT_FOUND_PAYMENT: "NOT_FOUND",
  NOT_FOUND: "NOT_FOUND",
  NOT_FOUND_PAYMENT_SESSION: "EXPIRED",
  INVALID_REQUEST: "INVALID_REQUEST",
  BELOW_MINIMUM_AMOUNT: "INVALID_REQUEST",
  REJECT_CARD_PAYMENT: "DECLINED",
  REJECT_CARD_COMPANY: "DECLINED",
  REJECT_ACCOUNT_PAYMENT: "DECLINED",
  REJECT_TOSSPAY_INVALID_ACCOUNT: "DECLINED",
  INVALID_REJECT_CARD: "DECLINED",
  INVALID_CARD_EXPIRATION: "DECLINED",
  INVALID_STOPPED_CARD: "DECLINED",
  INVALID_CARD_LOST_OR_STOLEN: "DECLINED",
  INVALID_CARD_NUMBER: "DECLINED",
  INVALID_PASSWORD: "DECLINED",
  EXCEED_MAX_DAILY_PAYMENT_COUNT: "DECLINED",
  EXCEED_MAX_PAYMENT_AMOUNT: "DECLINED",
  EXCEED_MAX_AMOUNT: "DECLINED",
  EXCEED_MAX_ONE_DAY_AMOUNT: "DECLINED",
  EXCEED_MAX_AUTH_COUNT: "DECLINED",
  NOT_ALLOWED_POINT_USE: "DECLINED",
  NOT_AVAILABLE_PAYMENT: "DECLINED",
  FDS_ERROR: "DECLINED",
  NOT_CANCELABLE_AMOUNT: "NOT_CANCELABLE",
  NOT_CANCELABLE_PAYMENT: "NOT_CANCELABLE",
  NOT_ALLOWED_PARTIAL_REFUND: "NOT_CANCELABLE",
  NOT_MATCHES_REFUNDABLE_AMOUNT: "NOT_CANCELABLE",
  EXCEED_CANCEL_AMOUNT_DISCOUNT_AMOUNT: "NOT_CANCELABLE",
  REFUND_REJECTED: "NOT_CANCELABLE",
  PROVIDER_ERROR: "PROVIDER_UNAVAILABLE",
  CARD_PROCESSING_ERROR: "PROVIDER_UNAVAILABLE",
  FAILED_INTERNAL_SYSTEM_PROCESSING: "PROVIDER_UNAVAILABLE",
  FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING: "PROVIDER_UNAVAILABLE",
  UNKNOWN_PAYMENT_ERROR: "PROVIDER_UNAVAILABLE",
  FORBIDDEN_CONSECUTIVE_REQUEST: "PROVIDER_UNAVAILABLE",
  // Our keys are wrong: nothing the customer can fix; the code in the logs tells the operator.
  UNAUTHORIZED_KEY: "PROVIDER_UNAVAILABLE",
  INVALID_API_KEY: "PROVIDER_UNAVAILABLE",
  INCORRECT_BASIC_AUTH_FORMAT: "PROVIDER_UNAVAILABLE",
};

/** An unlisted code by its HTTP status: Toss answers refusals with 403, missing payments with 404. */
function codeByStatus(status: number): PaymentErrorCode {
  if (status === 403) return "DECLINED";
  if (status === 404) return "NOT_FOUND";
  if (status === 400) return "INVALID_REQUEST";
  return "PROVIDER_UNAVAILABLE";
}

function methodOf(payment: TossPayment): PaymentMethod {
  if (payment.method === "간편결제" || payment.method === "EASY_PAY") return "EASY_PAY";
  if (payment.method === "카드" || payment.method === "CARD") return "CARD";
  return payment.easyPay ? "EASY_PAY" : "CARD";
}

/** A POST with its body and idempotency key, or a GET without either. */
type TossCall = (
  path: string,
  post?: { body: Record<string, unknown>; idempotencyKey: string },
) => Promise<TossPayment>;

/**
 * Toss Payments, API v1 (docs.tosspayments.com): the browser pays through the Toss JS SDK v2
 * with the answer of `checkoutSession`; confirm and cancel call the API with the secret key
 * (HTTP Basic, the key as user name and no password) and an `Idempotency-Key`. Toss keys
 * idempotency by key, API key, URL and method — not by body — so a key must name one operation.
 */
export function createTossPayments(settings: TossSettings, fetchImpl: typeof fetch = fetch): TossPayments {
  const call = tossCaller(settings, fetchImpl);
  return {
    name: "toss",
    checkoutSession: async (input) => checkoutSession(settings, input),
    confirm: (input) => confirm(call, input),
    cancel: (input) => cancel(call, input),
    lookup: (orderId) => lookup(call, orderId),
  };
}

function tossCaller(settings: TossSettings, fetchImpl: typeof fetch): TossCall {
  const base = settings.apiBase.replace(/\/$/, "");
  const authorization = `Basic ${Buffer.from(`${settings.secretKey}:`).toString("base64")}`;
  const timeoutMs = settings.timeoutMs ?? 30_000;
  return async (path, post) => {
    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(`${base}${path}`, {
        method: post ? "POST" : "GET",
        headers: {
          authorization,
          "accept-language": "en-US",
          ...(post ? { "content-type": "application/json", "idempotency-key": post.idempotencyKey } : {}),
        },
        ...(post ? { body: JSON.stringify(post.body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (err) {
      const reason = err instanceof Error ? err.name : "Error";
      throw new PaymentError("PROVIDER_UNAVAILABLE", `Toss Payments did not answer (${reason})`, reason);
    }
    let json: Record<string, unknown> | undefined;
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = undefined;
    }
    if (status >= 200 && status < 300 && json) return json as unknown as TossPayment;
    const providerCode = typeof json?.code === "string" ? json.code : undefined;
    const message = typeof json?.message === "string" ? json.message : `Toss Payments answered ${status}`;
    const code =
      (providerCode && Object.hasOwn(ERROR_CODES, providerCode) && ERROR_CODES[providerCode]) ||
      codeByStatus(status);
    throw new PaymentError(code, message, providerCode ?? `HTTP_${status}`);
  };
}

function checkoutSession(
  settings: TossSettings,
  input: In<"checkoutSession">,
): Awaited<ReturnType<TossPayments["checkoutSession"]>> {
  validCheckoutInput(input, settings.publicUrl);
  if (input.currency !== "KRW") throw new PaymentError("INVALID_REQUEST", "Toss Payments takes KRW only");
  const absolute = (url: string) => new URL(url, settings.publicUrl).toString();
  return {
    provider: "toss",
    clientKey: settings.clientKey,
    customerKey: input.customerKey,
    sdkUrl: settings.sdkUrl,
    request: {
      method: "CARD",
      amount: { currency: "KRW", value: input.amount },
      orderId: input.orderId,
      orderName: input.orderName.trim(),
      successUrl: absolute(input.successUrl),
      failUrl: absolute(input.failUrl),
      ...(input.method === "EASY_PAY" ? { card: { flowMode: "DIRECT", easyPay: "TOSSPAY" } as const } : {}),
    },
  };
}

async function confirm(call: TossCall, input: In<"confirm">): Promise<ConfirmedPayment> {
  const { paymentKey, orderId, amount, idempotencyKey } = validConfirmInput(input);
  const payment = await call("/v1/payments/confirm", {
    body: { paymentKey, orderId, amount },
    idempotencyKey,
  });
  if (payment.status !== "DONE") {
    throw new PaymentError("PROVIDER_UNAVAILABLE", `Toss Payments answered status ${payment.status}`);
  }
  return {
    paymentKey: payment.paymentKey,
    orderId: payment.orderId,
    amount: payment.totalAmount,
    method: methodOf(payment),
    approvedAt: new Date(payment.approvedAt ?? Date.now()),
    status: "DONE",
  };
}

async function cancel(call: TossCall, input: In<"cancel">): Promise<CanceledPayment> {
  const { paymentKey, reason, amount, idempotencyKey } = validCancelInput(input);
  const payment = await call(`/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, {
    body: { cancelReason: reason, ...(amount === undefined ? {} : { cancelAmount: amount }) },
    idempotencyKey,
  });
  if (payment.status !== "CANCELED" && payment.status !== "PARTIAL_CANCELED") {
    throw new PaymentError("PROVIDER_UNAVAILABLE", `Toss Payments answered status ${payment.status}`);
  }
  const cancels = payment.cancels ?? [];
  const latest = cancels.find((c) => c.transactionKey === payment.lastTransactionKey) ?? cancels.at(-1);
  return {
    paymentKey: payment.paymentKey,
    cancelledAmount: latest?.cancelAmount ?? amount ?? 0,
    balanceAmount: payment.balanceAmount,
    status: payment.status,
    canceledAt: new Date(latest?.canceledAt ?? Date.now()),
  };
}

async function lookup(call: TossCall, orderId: string): Promise<PaymentState> {
  let payment: TossPayment;
  try {
    payment = await call(`/v1/payments/orders/${encodeURIComponent(orderId)}`);
  } catch (err) {
    // No payment was ever made for the order: nothing to settle.
    if (err instanceof PaymentError && err.code === "NOT_FOUND") return { status: "NOT_CONFIRMED" };
    throw err;
  }
  if (payment.orderId !== orderId)
    throw new PaymentError("PROVIDER_UNAVAILABLE", "Toss Payments answered another order");
  // READY, IN_PROGRESS (approved, not confirmed), WAITING_FOR_DEPOSIT, ABORTED, EXPIRED: no charge.
  if (payment.status !== "DONE" && payment.status !== "CANCELED" && payment.status !== "PARTIAL_CANCELED")
    return { status: "NOT_CONFIRMED" };
  return {
    status: payment.status,
    paymentKey: payment.paymentKey,
    amount: payment.totalAmount,
    balanceAmount: payment.balanceAmount,
    method: methodOf(payment),
    approvedAt: new Date(payment.approvedAt ?? Date.now()),
  };
}
