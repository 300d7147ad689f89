import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkPhone, formatPhone, phoneCountryOf, phoneExample, zPhone } from "./phone.ts";

describe("checkPhone", () => {
  it.each([
    ["010-12", "KR", { ok: false, error: "phoneFormat" }],
    ["010-1234-5678", "KR", { ok: true, e164: "+821012345678" }],
    ["02-123-4567", "KR", { ok: true, e164: "+8221234567" }],
    ["+81 90-1234-5678", "KR", { ok: true, e164: "+819012345678" }],
    ["090-1234-5678", "JP", { ok: true, e164: "+819012345678" }],
    ["0912-345-678", "TW", { ok: true, e164: "+886912345678" }],
    ["0912-345-678", "KR", { ok: false, error: "phoneFormat" }],
    ["call me", "KR", { ok: false, error: "phone" }],
    ["010-1234-567O", "KR", { ok: false, error: "phoneFormat" }],
  ] as const)("%s in %s", (input, country, expected) => {
    expect(checkPhone(input, country)).toEqual(expected);
  });

  it("accepts each language's example, so the placeholder and the hint are numbers the form takes", () => {
    for (const language of ["ko", "en", "ja", "zh-tw"]) {
      const country = phoneCountryOf(language);
      expect(checkPhone(phoneExample(country), country).ok).toBe(true);
    }
  });
});

describe("formatPhone", () => {
  it("reads nationally to a reader of its country, internationally to others", () => {
    expect(formatPhone("+821012345678", "KR")).toBe("010-1234-5678");
    expect(formatPhone("+821012345678", "JP")).toBe("+82 10 1234 5678");
    expect(formatPhone("not a number", "KR")).toBe("not a number");
  });
});

describe("zPhone", () => {
  it("answers E.164 or the valid.* key", () => {
    const body = z.object({ phone: zPhone() });
    expect(body.parse({ phone: "010 1234 5678" })).toEqual({ phone: "+821012345678" });
    const failed = body.safeParse({ phone: "010-12" });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe("valid.phoneFormat");
  });
});
