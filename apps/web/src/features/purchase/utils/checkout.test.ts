import { describe, expect, it } from "vitest";
import { type CheckoutPlan, checkoutPlan, payWithToss, type TossPaymentsSdk } from "./checkout.ts";

const base = {
  clientKey: "ck",
  customerKey: "cu",
  orderName: "Nova · VIP",
  sdkUrl: null,
  sdkRequest: null,
  successUrl: "/pay/result/confirm?orderId=ord_1",
  failUrl: "/pay/result/fail?orderId=ord_1",
  wallet: null,
};
const SDK_URL = "https://js.tosspayments.com/v2/standard";
const request = {
  method: "CARD",
  amount: { currency: "KRW", value: 15_000 },
  orderId: "ord_1",
  orderName: "Nova · VIP",
  successUrl: "https://admit.test/pay/result/confirm?orderId=ord_1",
  failUrl: "https://admit.test/pay/result/fail?orderId=ord_1",
  wallet: null,
};
const tossPlan = { type: "toss", sdkUrl: SDK_URL, clientKey: "ck", customerKey: "cu", request } as const;

/** A stand-in for window.TossPayments that records the calls and settles requestPayment as told. */
function fakeSdk(settle: () => Promise<unknown>) {
  const calls: unknown[][] = [];
  const sdk: TossPaymentsSdk = (clientKey) => ({
    payment: (options) => ({
      requestPayment: (req) => {
        calls.push([clientKey, options.customerKey, req]);
        return settle();
      },
    }),
  });
  return { sdk, calls };
}

describe("checkout", () => {
  it("sends the browser to the sandbox's page on this origin, in the customer's language", () => {
    expect(
      checkoutPlan({ ...base, provider: "sandbox", checkoutUrl: "/sandbox/checkout/cs_1" }, "ko"),
    ).toEqual({
      type: "redirect",
      url: "/sandbox/checkout/cs_1?lang=ko",
    });
  });

  it("opens Toss with its SDK, and never follows another origin for the sandbox", () => {
    expect(
      checkoutPlan(
        { ...base, provider: "toss", checkoutUrl: null, sdkUrl: SDK_URL, sdkRequest: request },
        "en",
      ),
    ).toEqual(tossPlan);
    expect(
      checkoutPlan(
        { ...base, provider: "toss", checkoutUrl: null, sdkUrl: "http://js.test/x", sdkRequest: request },
        "en",
      ).type,
    ).toBe("unavailable");
    expect(
      checkoutPlan({ ...base, provider: "sandbox", checkoutUrl: "https://evil.test/x" }, "en").type,
    ).toBe("unavailable");
  });
});

describe("payWithToss", () => {
  const plan: Extract<CheckoutPlan, { type: "toss" }> = tossPlan;

  it("calls requestPayment with the client key, the customer key and the server's request", async () => {
    const { sdk, calls } = fakeSdk(() => new Promise(() => undefined));
    const loaded: string[] = [];
    const outcome = await Promise.race([
      payWithToss(plan, async (url) => {
        loaded.push(url);
        return sdk;
      }),
      new Promise((resolve) => setTimeout(() => resolve("still open"), 20)),
    ]);
    // Toss navigates away on success; until then the window stays open.
    expect(outcome).toBe("still open");
    expect(loaded).toEqual([SDK_URL]);
    expect(calls).toEqual([["ck", "cu", request]]);
  });

  it("stays on the summary when the customer closes the window", async () => {
    const { sdk } = fakeSdk(() =>
      Promise.reject(Object.assign(new Error("closed"), { code: "USER_CANCEL" })),
    );
    expect(await payWithToss(plan, async () => sdk)).toBe("canceled");
  });

  it("says the provider is unavailable when the SDK does not load or refuses the request", async () => {
    expect(
      await payWithToss(plan, async () => {
        throw new Error("offline");
      }),
    ).toBe("unavailable");
    const { sdk } = fakeSdk(() =>
      Promise.reject(Object.assign(new Error("bad"), { code: "INVALID_PARAMETERS" })),
    );
    expect(await payWithToss(plan, async () => sdk)).toBe("unavailable");
  });

  it("counts a resolved request as leaving for Toss's redirect", async () => {
    const { sdk } = fakeSdk(() => Promise.resolve());
    expect(await payWithToss(plan, async () => sdk)).toBe("leaving");
  });
});
