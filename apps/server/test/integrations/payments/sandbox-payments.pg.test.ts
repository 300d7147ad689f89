/**
 * Races need real parallel connections: PGlite serves one at a time, so this file runs only in the
 * suite's PostgreSQL server mode (`*.pg.test.ts`, see vitest.config.ts).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxPayments } from "../../../src/db/schema/index.ts";
import type { PaymentError } from "../../../src/integrations/payments/payment-provider.ts";
import { buildTestApp } from "../../helper.ts";
import { checkout, PUBLIC_URL, sandboxCheckout } from "../../sandbox-checkout.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

const { approved } = sandboxCheckout(() => t.app);

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
