/**
 * Races need real parallel connections: PGlite serves one at a time, so this file runs only in the
 * suite's PostgreSQL server mode (`*.pg.test.ts`, see vitest.config.ts).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxPayments } from "../src/db/schema/index.ts";
import {
  type CheckoutInput,
  PaymentError,
  type PaymentErrorCode,
} from "../src/integrations/payments/payment-provider.ts";
import type { SandboxPayments } from "../src/integrations/payments/sandbox-payments.ts";
import { buildTestApp } from "./helper.ts";

const PUBLIC_URL = "https://admit.test";
let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

const orderId = () => `ord_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
const checkout = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
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
async function _refused(promise: Promise<unknown>, code: PaymentErrorCode) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentError);
  expect((error as PaymentError).code).toBe(code);
}

/** Opens a checkout: the path of its page. */
async function open(input: CheckoutInput = checkout(), payments: SandboxPayments = sandbox()) {
  const session = await payments.checkoutSession(input);
  if (session.provider !== "sandbox") throw new Error("sandbox expected");
  return session.checkoutUrl;
}

/** The app's adapter, which is the sandbox by default. */
function sandbox(): SandboxPayments {
  if (t.app.payments.name !== "sandbox") throw new Error("sandbox expected");
  return t.app.payments as SandboxPayments;
}

/** Presses a button on the checkout page as the browser does: an empty form posted from this site. */
const press = (checkoutUrl: string, choice: "approve" | "decline" | "cancel", query = "") =>
  t.app.inject({
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

describe("sandbox under concurrent calls", () => {
  const settled = (calls: Promise<unknown>[]) => Promise.allSettled(calls);

  it("confirms a payment once when confirms race, and replays one key's answer", async () => {
    const p = await approved();
    const racing = await settled(
      Array.from({ length: 8 }, () => t.app.payments.confirm({ ...p, idempotencyKey: randomUUID() })),
    );
    expect(racing.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of racing.filter((r) => r.status === "rejected")) {
      expect((r.reason as PaymentError).code).toBe("ALREADY_PROCESSED");
    }

    const q = await approved();
    const key = randomUUID();
    const sameKey = await settled(
      Array.from({ length: 8 }, () => t.app.payments.confirm({ ...q, idempotencyKey: key })),
    );
    const answers = sameKey.map((r) => (r.status === "fulfilled" ? r.value : r.reason));
    expect(answers.every((a) => !(a instanceof Error))).toBe(true);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const [row] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentKey, q.paymentKey));
    expect(row?.status).toBe("DONE");
  });

  it("never refunds more than was paid when refunds race", async () => {
    const p = await approved(checkout({ amount: 5_000 }));
    await t.app.payments.confirm({ ...p, idempotencyKey: randomUUID() });
    const racing = await settled(
      Array.from({ length: 10 }, () =>
        t.app.payments.cancel({
          paymentKey: p.paymentKey,
          reason: "race",
          amount: 1_000,
          idempotencyKey: randomUUID(),
        }),
      ),
    );
    expect(racing.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    const [row] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentKey, p.paymentKey));
    expect(row).toMatchObject({ cancelledAmount: 5_000, status: "CANCELED" });
  });

  it("control: a read-then-write refund over the same connections does refund too much", async () => {
    const p = await approved(checkout({ amount: 5_000 }));
    await t.app.payments.confirm({ ...p, idempotencyKey: randomUUID() });
    const where = eq(sandboxPayments.paymentKey, p.paymentKey);
    const reads = await Promise.all(
      Array.from({ length: 10 }, () => t.db.select().from(sandboxPayments).where(where)),
    );
    const refunded = reads.filter(([row]) => row && row.amount - row.cancelledAmount >= 1_000);
    await Promise.all(
      refunded.map(([row]) =>
        t.db
          .update(sandboxPayments)
          .set({ cancelledAmount: (row?.cancelledAmount ?? 0) + 1_000 })
          .where(where),
      ),
    );
    expect(refunded.length * 1_000).toBeGreaterThan(5_000);
  });
});
