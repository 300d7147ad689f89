import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxPayments } from "../../../src/integrations/payments/sandbox-payments.ts";
import { buildTestApp } from "../../helper.ts";
import { checkout, orderId, PUBLIC_URL, refused, sandboxCheckout } from "../../sandbox-checkout.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

const { open, press, approved } = sandboxCheckout(() => t.app);

describe("sandbox checkout", () => {
  it("shows the order on a script-free page, approves with a 303 to successUrl, and confirms once", async () => {
    const input = checkout({ successUrl: "/pay/result/success?from=wizard" });
    const session = await t.app.payments.checkoutSession(input);
    expect(session).toEqual({
      provider: "sandbox",
      clientKey: "test_ck_sandbox",
      checkoutUrl: expect.stringMatching(/^\/sandbox\/checkout\/cs_[\w-]{24}$/),
    });
    const url = session.provider === "sandbox" ? session.checkoutUrl : "";

    const page = await t.app.inject({ method: "GET", url: url, headers: { "accept-language": "en" } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.body).not.toContain("<script");
    // Under helmet's no-referrer a browser posts the buttons with `Origin: null`, which the origin check refuses.
    expect(page.headers["referrer-policy"]).toBe("same-origin");
    expect(page.body).toContain("Rooftop Session · 2 tickets");
    expect(page.body).toContain("₩12,000");
    expect(page.body).toContain("Card");
    for (const choice of ["approve", "decline", "cancel"]) {
      expect(page.body).toContain(`<form method="post" action="${url}/${choice}?lang=en">`);
    }

    const approve = await press(url, "approve");
    expect(approve.statusCode).toBe(303);
    const location = new URL(String(approve.headers.location), PUBLIC_URL);
    expect(String(approve.headers.location)).toMatch(/^\/pay\/result\/success\?from=wizard&paymentKey=sbx_/);
    expect(location.searchParams.get("orderId")).toBe(input.orderId);
    expect(location.searchParams.get("amount")).toBe("12000");
    const paymentKey = location.searchParams.get("paymentKey") ?? "";

    const confirmInput = {
      paymentKey,
      orderId: input.orderId,
      amount: 12_000,
      idempotencyKey: `confirm-${paymentKey}`,
    };
    const confirmed = await t.app.payments.confirm(confirmInput);
    expect(confirmed).toEqual({
      paymentKey,
      orderId: input.orderId,
      amount: 12_000,
      method: "CARD",
      approvedAt: expect.any(Date),
      status: "DONE",
    });
    // A retry with the same key answers the first result; another key finds it confirmed already.
    expect(await t.app.payments.confirm(confirmInput)).toEqual(confirmed);
    await refused(
      t.app.payments.confirm({ ...confirmInput, idempotencyKey: randomUUID() }),
      "ALREADY_PROCESSED",
    );
    await refused(t.app.payments.confirm({ ...confirmInput, amount: 1 }), "IDEMPOTENCY_CONFLICT");

    // The page is closed now, with the way back to the shop; a second tap on Approve goes where the first went.
    const ended = await t.app.inject({ method: "GET", url: url, headers: { "accept-language": "ko" } });
    expect(ended.statusCode).toBe(410);
    expect(ended.body).toContain('<a class="button primary" href="/">상점으로 돌아가기</a>');
    const again = await press(url, "approve");
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(approve.headers.location);
    expect((await press(url, "decline")).statusCode).toBe(410);
  });

  it("shows an easy-pay payment in the customer's language with the currency's own digits", async () => {
    const url = await open(checkout({ method: "EASY_PAY", currency: "USD", amount: 1_250 }));
    const page = await t.app.inject({ method: "GET", url: `${url}?lang=ko` });
    expect(page.body).toContain('<html lang="ko">');
    expect(page.body).toContain("간편결제");
    expect(page.body).toContain("US$12.50");
  });

  it("escapes the order name in the page", async () => {
    const url = await open(checkout({ orderName: `<img src=x onerror="alert(1)"> & 'Tom'` }));
    const page = await t.app.inject({ method: "GET", url: url });
    expect(page.body).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;Tom&#39;");
    expect(page.body).not.toContain("<img");
  });

  it("refuses to confirm another amount, another order or an unknown payment", async () => {
    const p = await approved(checkout({ amount: 10_000 }));
    await refused(
      t.app.payments.confirm({ ...p, amount: 9_000, idempotencyKey: randomUUID() }),
      "AMOUNT_MISMATCH",
    );
    await refused(
      t.app.payments.confirm({ ...p, orderId: orderId(), idempotencyKey: randomUUID() }),
      "NOT_FOUND",
    );
    await refused(
      t.app.payments.confirm({ ...p, paymentKey: "sbx_unknown", idempotencyKey: randomUUID() }),
      "NOT_FOUND",
    );
    // Nothing was charged by the refusals: the approved amount still confirms.
    const done = await t.app.payments.confirm({ ...p, amount: 10_000, idempotencyKey: randomUUID() });
    expect(done.status).toBe("DONE");
  });

  it("sends a declined card and a closed window to failUrl with their codes", async () => {
    const declinedInput = checkout({ failUrl: `${PUBLIC_URL}/pay/result/fail` });
    const declined = await open(declinedInput);
    const decline = await press(declined, "decline");
    expect(decline.statusCode).toBe(303);
    const failUrl = new URL(String(decline.headers.location));
    expect(failUrl.origin + failUrl.pathname).toBe(`${PUBLIC_URL}/pay/result/fail`);
    expect(failUrl.searchParams.get("code")).toBe("DECLINED");
    expect(failUrl.searchParams.get("message")).toBe("The card was declined.");
    expect(failUrl.searchParams.get("orderId")).toBe(declinedInput.orderId);
    expect((await press(declined, "approve")).statusCode).toBe(410);

    const left = await open(checkout());
    const cancel = await press(left, "cancel", "?lang=ko");
    const cancelUrl = new URL(String(cancel.headers.location), PUBLIC_URL);
    expect(cancelUrl.pathname).toBe("/pay/result/fail");
    expect(cancelUrl.searchParams.get("code")).toBe("USER_CANCEL");
    expect(cancelUrl.searchParams.get("message")).toBe("결제를 취소했어요.");
  });

  it("refunds in parts up to what was paid, each refund once per idempotency key", async () => {
    const p = await approved(checkout({ amount: 10_000 }));
    await refused(
      t.app.payments.cancel({
        paymentKey: p.paymentKey,
        reason: "changed mind",
        idempotencyKey: randomUUID(),
      }),
      "NOT_CANCELABLE",
    );
    await t.app.payments.confirm({ ...p, idempotencyKey: randomUUID() });

    const partial = {
      paymentKey: p.paymentKey,
      reason: "one ticket",
      amount: 3_000,
      idempotencyKey: randomUUID(),
    };
    const first = await t.app.payments.cancel(partial);
    expect(first).toEqual({
      paymentKey: p.paymentKey,
      cancelledAmount: 3_000,
      balanceAmount: 7_000,
      status: "PARTIAL_CANCELED",
      canceledAt: expect.any(Date),
    });
    expect(await t.app.payments.cancel(partial)).toEqual(first);
    await refused(t.app.payments.cancel({ ...partial, amount: 2_000 }), "IDEMPOTENCY_CONFLICT");
    await refused(
      t.app.payments.cancel({ ...partial, amount: 7_001, idempotencyKey: randomUUID() }),
      "NOT_CANCELABLE",
    );

    const rest = await t.app.payments.cancel({
      paymentKey: p.paymentKey,
      reason: "event cancelled",
      idempotencyKey: randomUUID(),
    });
    expect(rest).toMatchObject({ cancelledAmount: 7_000, balanceAmount: 0, status: "CANCELED" });
    await refused(
      t.app.payments.cancel({
        paymentKey: p.paymentKey,
        reason: "again",
        amount: 1,
        idempotencyKey: randomUUID(),
      }),
      "ALREADY_PROCESSED",
    );
    await refused(
      t.app.payments.cancel({ paymentKey: "sbx_nope", reason: "x", idempotencyKey: randomUUID() }),
      "NOT_FOUND",
    );
  });

  it("charges an order once, however many pages were opened for it", async () => {
    const input = checkout();
    const first = await approved(input);
    const second = await approved(input);
    expect(second.paymentKey).not.toBe(first.paymentKey);
    await t.app.payments.confirm({ ...first, idempotencyKey: randomUUID() });
    await refused(t.app.payments.confirm({ ...second, idempotencyKey: randomUUID() }), "ALREADY_PROCESSED");
    await refused(t.app.payments.checkoutSession(input), "ALREADY_PROCESSED");
  });

  it("refuses return URLs off this site (no open redirect) and malformed keys", async () => {
    for (const url of [
      "https://evil.test/pay",
      "//evil.test/pay",
      "/\\evil.test/pay",
      "javascript:alert(1)",
      "https://admit.test.evil.test/pay",
      "https://user@admit.test/pay",
      "http://admit.test/pay",
      "pay/result",
      "/pay\n/result",
      "",
    ]) {
      await refused(t.app.payments.checkoutSession(checkout({ successUrl: url })), "INVALID_REQUEST");
      await refused(t.app.payments.checkoutSession(checkout({ failUrl: url })), "INVALID_REQUEST");
    }
    await t.app.payments.checkoutSession(checkout({ successUrl: `${PUBLIC_URL}/pay/result/success?x=1` }));
    await t.app.payments.checkoutSession(checkout({ customerKey: "ANONYMOUS" }));
    await refused(t.app.payments.checkoutSession(checkout({ customerKey: "has space" })), "INVALID_REQUEST");
    await refused(t.app.payments.checkoutSession(checkout({ customerKey: "x" })), "INVALID_REQUEST");
    await refused(t.app.payments.checkoutSession(checkout({ orderId: "short" })), "INVALID_REQUEST");
    await refused(t.app.payments.checkoutSession(checkout({ amount: 0 })), "INVALID_REQUEST");
    await refused(t.app.payments.checkoutSession(checkout({ amount: 1.5 })), "INVALID_REQUEST");
    await refused(t.app.payments.checkoutSession(checkout({ orderName: " " })), "INVALID_REQUEST");
  });

  it("expires a page after 30 minutes and an approval after 10", async () => {
    let clock = Date.now();
    const clocked = createSandboxPayments({ db: t.db, publicUrl: PUBLIC_URL, now: () => new Date(clock) });
    const id = (await open(checkout(), clocked)).split("/").at(-1) ?? "";
    clock += 31 * 60_000;
    const payment = await clocked.findCheckout(id);
    expect(payment && clocked.isOpen(payment)).toBe(false);
    const messages = { declined: "d", canceled: "c", expired: "e", duplicated: "x" };
    const next = await clocked.choose(id, "approve", messages);
    expect(next).toMatch(/^\/pay\/result\/fail\?code=EXPIRED&message=e&orderId=/);

    const late = await open(checkout(), clocked);
    const approvedAt = new URL(
      String(await clocked.choose(late.split("/").at(-1) ?? "", "approve", messages)),
      PUBLIC_URL,
    );
    clock += 11 * 60_000;
    await refused(
      clocked.confirm({
        paymentKey: approvedAt.searchParams.get("paymentKey") ?? "",
        orderId: approvedAt.searchParams.get("orderId") ?? "",
        amount: Number(approvedAt.searchParams.get("amount")),
        idempotencyKey: randomUUID(),
      }),
      "EXPIRED",
    );
  });

  it("answers unknown pages with 404 and refuses buttons pressed from another site", async () => {
    const missing = await t.app.inject({ method: "GET", url: "/sandbox/checkout/cs_nothing-here" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("This checkout does not exist.");
    const url = await open(checkout());
    const forged = await t.app.inject({
      method: "POST",
      url: `${url}/approve`,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.test" },
      payload: "",
    });
    expect(forged.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: url })).statusCode).toBe(200);
  });
});
describe("payments configuration", () => {
  it("uses Toss, lets its SDK and payment window through the CSP, and serves no sandbox page when PAYMENTS=toss", async () => {
    const toss = await buildTestApp({
      PAYMENTS: "toss",
      TOSS_CLIENT_KEY: "test_ck_example",
      TOSS_SECRET_KEY: "test_sk_example",
    });
    try {
      expect(toss.app.payments.name).toBe("toss");
      const page = await toss.app.inject({ method: "GET", url: "/sandbox/checkout/cs_anything" });
      expect(page.statusCode).toBe(404);
      expect(page.json().code).toBe("NOT_FOUND");
      // The pages' policy (any path outside the API answers with it).
      const csp = (await toss.app.inject({ method: "GET", url: "/discover" })).headers[
        "content-security-policy"
      ];
      expect(csp).toContain("script-src 'self' https://*.tosspayments.com https://js.tosspayments.com");
      expect(csp).toContain("frame-src 'self' https://*.tosspayments.com");
      // Without Toss the page loads no script from elsewhere.
      const own = (await t.app.inject({ method: "GET", url: "/discover" })).headers[
        "content-security-policy"
      ];
      expect(own).toContain("script-src 'self';");
    } finally {
      await toss.close();
    }
  });
});
