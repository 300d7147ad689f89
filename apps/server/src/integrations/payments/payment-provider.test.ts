import { describe, expect, it } from "vitest";
import { checkoutFailureOf, sameSiteReturnUrl, withQuery } from "./payment-provider.ts";

describe("payment port helpers", () => {
  it("accepts only paths and URLs of this site as return URLs", () => {
    const site = "https://admit.test";
    expect(sameSiteReturnUrl("/pay/result/success?step=1#top", site, "successUrl")).toBe(
      "/pay/result/success?step=1#top",
    );
    expect(sameSiteReturnUrl("https://admit.test/pay/result/fail", site, "failUrl")).toBe(
      "https://admit.test/pay/result/fail",
    );
    // Percent-encoded text stays in the path, where it is harmless.
    expect(sameSiteReturnUrl("/pay/%0a", site, "successUrl")).toBe("/pay/%0a");
    for (const url of [
      "//evil.test",
      "/\\evil.test",
      "https:evil.test",
      "https://admit.test:444/x",
      "/ pay",
    ]) {
      expect(() => sameSiteReturnUrl(url, site, "successUrl")).toThrow(/successUrl/);
    }
  });

  it("adds query parameters to paths and absolute URLs alike", () => {
    expect(withQuery("/pay/result/fail?from=x#h", { code: "DECLINED", message: "a b&c" })).toBe(
      "/pay/result/fail?from=x&code=DECLINED&message=a+b%26c#h",
    );
    expect(withQuery("https://admit.test/ok", { amount: "100" })).toBe("https://admit.test/ok?amount=100");
  });

  it("reads both providers' failUrl codes in one vocabulary", () => {
    expect(checkoutFailureOf("USER_CANCEL")).toBe("USER_CANCEL");
    expect(checkoutFailureOf("PAY_PROCESS_CANCELED")).toBe("USER_CANCEL");
    expect(checkoutFailureOf("DECLINED")).toBe("DECLINED");
    expect(checkoutFailureOf("REJECT_CARD_COMPANY")).toBe("DECLINED");
    expect(checkoutFailureOf("PAY_PROCESS_ABORTED")).toBe("FAILED");
    expect(checkoutFailureOf(undefined)).toBe("FAILED");
  });
});
