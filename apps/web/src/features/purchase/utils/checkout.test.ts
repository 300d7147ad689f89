import { describe, expect, it } from "vitest";
import { checkoutPlan } from "./checkout.ts";

const base = {
  clientKey: "ck",
  customerKey: "cu",
  orderName: "Nova · VIP",
  sdkRequest: null,
  successUrl: "/pay/result/confirm?orderId=ord_1",
  failUrl: "/pay/result/fail?orderId=ord_1",
};

describe("checkout", () => {
  it("sends the browser to the sandbox's page on this origin, in the customer's language", () => {
    expect(
      checkoutPlan({ ...base, provider: "sandbox", checkoutUrl: "/sandbox/checkout/cs_1" }, "ko"),
    ).toEqual({
      type: "redirect",
      url: "/sandbox/checkout/cs_1?lang=ko",
    });
  });

  it("says Toss is not available in a build without its SDK, and never follows another origin", () => {
    expect(
      checkoutPlan({ ...base, provider: "toss", checkoutUrl: null, sdkRequest: { amount: 1 } }, "en"),
    ).toEqual({ type: "unavailable", provider: "toss" });
    expect(
      checkoutPlan({ ...base, provider: "sandbox", checkoutUrl: "https://evil.test/x" }, "en").type,
    ).toBe("unavailable");
  });
});
