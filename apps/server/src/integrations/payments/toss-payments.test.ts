import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PaymentError, type PaymentErrorCode } from "./payment-provider.ts";
import { createTossPayments } from "./toss-payments.ts";

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}
type Answer = { status: number; body: unknown } | "hang";

const SECRET = "test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R";
const PAYMENT_KEY = "5zJ4xY7m0kODnyRpQWGrN2xqGlNvLrKwv1M9ENjbeoPaZdL6";
const ORDER_ID = "a4CWyWY5m89PNh7xJwhk1";

/** A local stand-in for api.tosspayments.com that answers what its documentation shows. */
let server: Server;
let base: string;
let seen: Seen[];
let answer: (request: Seen) => Answer;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const request = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: JSON.parse(raw || "{}"),
      };
      seen.push(request);
      const reply = answer(request);
      if (reply === "hang") return;
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
});

const SDK_URL = "https://js.tosspayments.com/v2/standard";
const toss = (timeoutMs = 2_000) =>
  createTossPayments({
    clientKey: "test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq",
    secretKey: SECRET,
    apiBase: base,
    sdkUrl: SDK_URL,
    publicUrl: "https://admit.test",
    timeoutMs,
  });

/** A Payment object as the docs print it (abridged to what a card payment carries). */
const payment = (overrides: Record<string, unknown> = {}) => ({
  mId: "tosspayments",
  version: "2022-11-16",
  lastTransactionKey: "9C62B18EEF0DE3EB7F4422EB6D14BC6E",
  paymentKey: PAYMENT_KEY,
  orderId: ORDER_ID,
  orderName: "Rooftop Session",
  currency: "KRW",
  method: "CARD",
  status: "DONE",
  requestedAt: "2024-02-13T12:17:57+09:00",
  approvedAt: "2024-02-13T12:18:14+09:00",
  totalAmount: 15_000,
  balanceAmount: 15_000,
  easyPay: null,
  cancels: null,
  card: { issuerCode: "71", acquirerCode: "71", number: "12345678****000*", approveNo: "00000000" },
  ...overrides,
});

const confirmInput = {
  paymentKey: PAYMENT_KEY,
  orderId: ORDER_ID,
  amount: 15_000,
  idempotencyKey: "confirm-1",
};

async function refused(promise: Promise<unknown>, code: PaymentErrorCode, providerCode?: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentError);
  expect((error as PaymentError).code).toBe(code);
  if (providerCode) expect((error as PaymentError).providerCode).toBe(providerCode);
  return error as PaymentError;
}

describe("Toss Payments adapter", () => {
  it("confirms with Basic auth of the secret key, an Idempotency-Key and the documented body", async () => {
    answer = () => ({ status: 200, body: payment() });
    const confirmed = await toss().confirm(confirmInput);
    expect(confirmed).toEqual({
      paymentKey: PAYMENT_KEY,
      orderId: ORDER_ID,
      amount: 15_000,
      method: "CARD",
      approvedAt: new Date("2024-02-13T03:18:14Z"),
      status: "DONE",
    });
    const [request] = seen;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/v1/payments/confirm");
    const auth = String(request?.headers.authorization);
    expect(auth).toMatch(/^Basic /);
    expect(Buffer.from(auth.slice(6), "base64").toString()).toBe(`${SECRET}:`);
    expect(request?.headers["idempotency-key"]).toBe("confirm-1");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers["accept-language"]).toBe("en-US");
    expect(request?.body).toEqual({ paymentKey: PAYMENT_KEY, orderId: ORDER_ID, amount: 15_000 });
  });

  it("reads an easy-pay payment in either language of the API", async () => {
    answer = () => ({
      status: 200,
      body: payment({ method: "간편결제", easyPay: { provider: "토스페이", amount: 15_000 } }),
    });
    expect((await toss().confirm(confirmInput)).method).toBe("EASY_PAY");
    answer = () => ({ status: 200, body: payment({ method: "EASY_PAY", easyPay: { provider: "TOSSPAY" } }) });
    expect((await toss().confirm(confirmInput)).method).toBe("EASY_PAY");
    answer = () => ({ status: 200, body: payment({ method: "카드" }) });
    expect((await toss().confirm(confirmInput)).method).toBe("CARD");
  });

  it("never charges twice for a retried key: the same key goes out again and Toss replays its answer", async () => {
    const answers = new Map<string, Answer>();
    let charges = 0;
    answer = (request) => {
      const key = String(request.headers["idempotency-key"]);
      const stored = answers.get(key);
      if (stored) return stored;
      charges += 1;
      const fresh = { status: 200, body: payment() };
      answers.set(key, fresh);
      return fresh;
    };
    const first = await toss().confirm(confirmInput);
    const retry = await toss().confirm(confirmInput);
    expect(retry).toEqual(first);
    expect(charges).toBe(1);
    expect(seen.map((r) => r.headers["idempotency-key"])).toEqual(["confirm-1", "confirm-1"]);
  });

  it("maps Toss error bodies to payment errors, keeping Toss's code and message", async () => {
    const cases: [number, string, PaymentErrorCode][] = [
      [403, "REJECT_CARD_PAYMENT", "DECLINED"],
      [400, "INVALID_CARD_EXPIRATION", "DECLINED"],
      [400, "INVALID_STOPPED_CARD", "DECLINED"],
      [403, "SOME_NEW_REFUSAL", "DECLINED"],
      [404, "NOT_FOUND_PAYMENT", "NOT_FOUND"],
      [404, "NOT_FOUND_PAYMENT_SESSION", "EXPIRED"],
      [400, "ALREADY_PROCESSED_PAYMENT", "ALREADY_PROCESSED"],
      [400, "INVALID_REQUEST", "INVALID_REQUEST"],
      [400, "PROVIDER_ERROR", "PROVIDER_UNAVAILABLE"],
      [401, "UNAUTHORIZED_KEY", "PROVIDER_UNAVAILABLE"],
      [500, "FAILED_INTERNAL_SYSTEM_PROCESSING", "PROVIDER_UNAVAILABLE"],
      [400, "__proto__", "INVALID_REQUEST"],
    ];
    for (const [status, code, expected] of cases) {
      answer = () => ({ status, body: { code, message: `message of ${code}` } });
      const error = await refused(toss().confirm(confirmInput), expected, code);
      expect(error.message).toBe(`message of ${code}`);
    }
  });

  it("treats a 5xx without a body, a timeout and a refused connection as PROVIDER_UNAVAILABLE", async () => {
    answer = () => ({ status: 502, body: "<html>Bad Gateway</html>" });
    await refused(toss().confirm(confirmInput), "PROVIDER_UNAVAILABLE", "HTTP_502");

    answer = () => "hang";
    const started = Date.now();
    await refused(toss(200).confirm(confirmInput), "PROVIDER_UNAVAILABLE", "TimeoutError");
    expect(Date.now() - started).toBeLessThan(1_500);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createTossPayments({
      clientKey: "ck",
      secretKey: SECRET,
      apiBase: `http://127.0.0.1:${port}`,
      sdkUrl: SDK_URL,
      publicUrl: "https://admit.test",
    });
    await refused(unreachable.confirm(confirmInput), "PROVIDER_UNAVAILABLE");
  });

  it("cancels part of a payment, then the rest, each with its own idempotency key", async () => {
    answer = () => ({
      status: 200,
      body: payment({
        status: "PARTIAL_CANCELED",
        balanceAmount: 11_000,
        lastTransactionKey: "tx-2",
        cancels: [
          {
            transactionKey: "tx-2",
            cancelReason: "one ticket",
            canceledAt: "2024-02-14T10:00:00+09:00",
            cancelAmount: 4_000,
          },
        ],
      }),
    });
    const partial = await toss().cancel({
      paymentKey: PAYMENT_KEY,
      reason: "one ticket",
      amount: 4_000,
      idempotencyKey: "refund-1",
    });
    expect(partial).toEqual({
      paymentKey: PAYMENT_KEY,
      cancelledAmount: 4_000,
      balanceAmount: 11_000,
      status: "PARTIAL_CANCELED",
      canceledAt: new Date("2024-02-14T01:00:00Z"),
    });
    expect(seen[0]?.url).toBe(`/v1/payments/${PAYMENT_KEY}/cancel`);
    expect(seen[0]?.body).toEqual({ cancelReason: "one ticket", cancelAmount: 4_000 });
    expect(seen[0]?.headers["idempotency-key"]).toBe("refund-1");

    answer = () => ({
      status: 200,
      body: payment({
        status: "CANCELED",
        balanceAmount: 0,
        lastTransactionKey: "tx-3",
        cancels: [
          { transactionKey: "tx-2", canceledAt: "2024-02-14T10:00:00+09:00", cancelAmount: 4_000 },
          { transactionKey: "tx-3", canceledAt: "2024-02-15T10:00:00+09:00", cancelAmount: 11_000 },
        ],
      }),
    });
    const rest = await toss().cancel({
      paymentKey: PAYMENT_KEY,
      reason: "event cancelled",
      idempotencyKey: "refund-2",
    });
    expect(rest).toMatchObject({ cancelledAmount: 11_000, balanceAmount: 0, status: "CANCELED" });
    expect(seen[1]?.body).toEqual({ cancelReason: "event cancelled" });
  });

  it("maps refund refusals", async () => {
    const input = { paymentKey: PAYMENT_KEY, reason: "x", amount: 99_000, idempotencyKey: "refund-x" };
    answer = () => ({
      status: 403,
      body: { code: "NOT_CANCELABLE_AMOUNT", message: "취소 할 수 없는 금액 입니다." },
    });
    await refused(toss().cancel(input), "NOT_CANCELABLE", "NOT_CANCELABLE_AMOUNT");
    answer = () => ({
      status: 400,
      body: { code: "ALREADY_CANCELED_PAYMENT", message: "이미 취소된 결제 입니다." },
    });
    await refused(toss().cancel(input), "ALREADY_PROCESSED", "ALREADY_CANCELED_PAYMENT");
  });

  it("looks an order's payment up by orderId, without a body or an idempotency key", async () => {
    answer = () => ({ status: 200, body: payment({ status: "PARTIAL_CANCELED", balanceAmount: 11_000 }) });
    expect(await toss().lookup(ORDER_ID)).toEqual({
      status: "PARTIAL_CANCELED",
      paymentKey: PAYMENT_KEY,
      amount: 15_000,
      balanceAmount: 11_000,
      method: "CARD",
      approvedAt: new Date("2024-02-13T12:18:14+09:00"),
    });
    expect(seen[0]).toMatchObject({ method: "GET", url: `/v1/payments/orders/${ORDER_ID}`, body: {} });
    expect(seen[0]?.headers.authorization).toBe(`Basic ${Buffer.from(`${SECRET}:`).toString("base64")}`);
    expect(seen[0]?.headers["idempotency-key"]).toBeUndefined();
  });

  it("reads an approval never confirmed, an expired one and no payment at all as not charged", async () => {
    for (const status of ["READY", "IN_PROGRESS", "ABORTED", "EXPIRED"]) {
      answer = () => ({ status: 200, body: payment({ status, approvedAt: null }) });
      expect(await toss().lookup(ORDER_ID)).toEqual({ status: "NOT_CONFIRMED" });
    }
    answer = () => ({
      status: 404,
      body: { code: "NOT_FOUND_PAYMENT", message: "존재하지 않는 결제 정보 입니다." },
    });
    expect(await toss().lookup(ORDER_ID)).toEqual({ status: "NOT_CONFIRMED" });
  });

  it("cannot tell when Toss does not answer: PROVIDER_UNAVAILABLE, never 'not charged'", async () => {
    answer = () => "hang";
    await refused(toss(200).lookup(ORDER_ID), "PROVIDER_UNAVAILABLE", "TimeoutError");
    answer = () => ({ status: 500, body: "" });
    await refused(toss().lookup(ORDER_ID), "PROVIDER_UNAVAILABLE", "HTTP_500");
  });

  it("gives the browser the Toss SDK's arguments, with absolute return URLs, and calls nothing", async () => {
    const input = {
      orderId: ORDER_ID,
      amount: 15_000,
      currency: "KRW" as const,
      orderName: "Rooftop Session",
      customerKey: "cus_3f1c9a",
      method: "EASY_PAY" as const,
      successUrl: "/pay/result/success",
      failUrl: "https://admit.test/pay/result/fail",
    };
    expect(await toss().checkoutSession(input)).toEqual({
      provider: "toss",
      clientKey: "test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq",
      customerKey: "cus_3f1c9a",
      sdkUrl: SDK_URL,
      request: {
        method: "CARD",
        amount: { currency: "KRW", value: 15_000 },
        orderId: ORDER_ID,
        orderName: "Rooftop Session",
        successUrl: "https://admit.test/pay/result/success",
        failUrl: "https://admit.test/pay/result/fail",
        card: { flowMode: "DIRECT", easyPay: "TOSSPAY" },
      },
    });
    const card = await toss().checkoutSession({ ...input, method: "CARD" });
    expect(card.provider === "toss" && card.request.card).toBeUndefined();
    await refused(toss().checkoutSession({ ...input, currency: "USD" }), "INVALID_REQUEST");
    await refused(toss().checkoutSession({ ...input, successUrl: "https://evil.test/x" }), "INVALID_REQUEST");
    expect(seen).toEqual([]);
  });
});
