import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import {
  type CheckoutInput,
  PaymentError,
  type PaymentErrorCode,
} from "../src/integrations/payments/payment-provider.ts";
import type { SandboxPayments } from "../src/integrations/payments/sandbox-payments.ts";
import type { buildTestApp } from "./helper.ts";

export const PUBLIC_URL = "https://admit.test";

export const orderId = () => `ord_${randomUUID().replaceAll("-", "").slice(0, 20)}`;

/** A checkout of 12,000 KRW with a fresh order id and customer key. */
export const checkout = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  orderId: orderId(),
  amount: 12_000,
  currency: "KRW",
  orderName: "Rooftop Session · 2 tickets",
  customerKey: `cus_${randomUUID()}`,
  method: "CARD",
  successUrl: "/pay/result/success",
  failUrl: "/pay/result/fail",
  ...overrides,
});

/** Rejects with a PaymentError of `code`. */
export async function refused(promise: Promise<unknown>, code: PaymentErrorCode) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentError);
  expect((error as PaymentError).code).toBe(code);
}

/**
 * The sandbox checkout as a browser drives it, on the test app `app()` answers (built with
 * PUBLIC_URL) — a getter, as the files build their app in beforeAll.
 */
export function sandboxCheckout(app: () => Awaited<ReturnType<typeof buildTestApp>>["app"]) {
  /** The app's adapter, which is the sandbox by default. */
  function sandbox(): SandboxPayments {
    const payments = app().payments;
    if (payments.name !== "sandbox") throw new Error("sandbox expected");
    return payments as SandboxPayments;
  }

  /** Opens a checkout: the path of its page. */
  async function open(input: CheckoutInput = checkout(), payments: SandboxPayments = sandbox()) {
    const session = await payments.checkoutSession(input);
    if (session.provider !== "sandbox") throw new Error("sandbox expected");
    return session.checkoutUrl;
  }

  /** Presses a button on the checkout page as the browser does: an empty form posted from this site. */
  const press = (checkoutUrl: string, choice: "approve" | "decline" | "cancel", query = "") =>
    app().inject({
      method: "POST",
      url: `${checkoutUrl}/${choice}${query}`,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: PUBLIC_URL },
      payload: "",
    });

  /** Opens a checkout and approves it on the page: the success URL's parameters. */
  async function approved(input: CheckoutInput = checkout()) {
    const checkoutUrl = await open(input);
    const response = await press(checkoutUrl, "approve");
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location), PUBLIC_URL);
    return {
      paymentKey: location.searchParams.get("paymentKey") ?? "",
      orderId: location.searchParams.get("orderId") ?? "",
      amount: Number(location.searchParams.get("amount")),
      location,
      checkoutUrl,
    };
  }

  return { sandbox, open, press, approved };
}
